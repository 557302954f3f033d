import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../app.js";
import { ADVISOR_LIMITS } from "../modules/advisor/routes.js";
import { ADD_TO_CART_RATE_LIMIT } from "../modules/cart/routes.js";
import { DOWNLOAD_RATE_LIMIT } from "../modules/resources/routes.js";
import { pickProducts } from "../modules/payments/test-support.js";
import { suiteLogger } from "../test/suite-log.js";
import { createTestApp, testConfig, type TestApp } from "../test/helpers.js";
import { actorCookies } from "./test-actors.js";

/**
 * The routes a script would hammer, each used up from two server processes sharing one database:
 * the limit is the sum, not per process, and the refusal is a 429 with Retry-After.
 */

let t: TestApp;
let second: FastifyInstance;
let cookie: string;
let productId: number;
let resourceId: number;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: testConfig(), db: t.database.db, logger: suiteLogger() });
  await second.ready();
  cookie = (await actorCookies(t.database.db)).customerB;
  productId = (await pickProducts(t.database.db)).download.id;
  const resources = await t.app.inject({ url: "/api/free-resources" });
  resourceId = (resources.json() as Array<{ id: number }>)[0]!.id;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

interface Limited {
  name: string;
  max: number;
  request: (n: number) => InjectOptions;
}

const LIMITED: Limited[] = [
  {
    name: "test login",
    max: 30,
    request: () => ({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "nobody" },
      remoteAddress: "198.51.100.1",
    }),
  },
  {
    name: "OAuth start",
    max: 30,
    request: () => ({ url: "/api/auth/google", remoteAddress: "198.51.100.2" }),
  },
  {
    name: "add to cart (per user, whatever the address)",
    max: ADD_TO_CART_RATE_LIMIT.max,
    request: (n) => ({
      method: "POST",
      url: "/api/cart",
      headers: { cookie },
      payload: { productId, quantity: 1 },
      remoteAddress: `198.51.100.${10 + (n % 50)}`,
    }),
  },
  {
    name: "free resource downloads",
    max: DOWNLOAD_RATE_LIMIT.max,
    request: () => ({
      method: "POST",
      url: "/api/free-resources/download",
      payload: { resourceId },
      remoteAddress: "198.51.100.3",
    }),
  },
  {
    name: "advisor start (per address)",
    max: ADVISOR_LIMITS.start.perIp,
    request: () => ({
      method: "POST",
      url: "/api/ai/start-conversation",
      remoteAddress: "198.51.100.4",
    }),
  },
];

describe("rate limits across two server processes", () => {
  it.each(LIMITED)("$name: $max allowed in all, then 429 with Retry-After", async (limit) => {
    for (let n = 0; n < limit.max; n++) {
      const app = n % 2 === 0 ? t.app : second;
      const res = await app.inject(limit.request(n));
      expect(res.statusCode, `request ${n + 1}: ${res.body}`).not.toBe(429);
    }
    const refused = await second.inject(limit.request(limit.max));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many requests/);
  });
});
