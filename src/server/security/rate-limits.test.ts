import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../app.js";
import type { Db } from "../db/client.js";
import { sessions } from "../db/schema.js";
import { ORDER_DOWNLOAD_RATE_LIMIT } from "../modules/orders/routes.js";
import { hashSessionId, SESSION_TTL_MS } from "../plugins/sessions.js";
import { ADVISOR_LIMITS } from "../modules/advisor/routes.js";
import { ADD_TO_CART_RATE_LIMIT } from "../modules/cart/routes.js";
import { DOWNLOAD_RATE_LIMIT } from "../modules/resources/routes.js";
import { pickProducts } from "../test/shopping.js";
import { recordSessionCookies, suiteLogger } from "../test/suite-log.js";
import { createTestApp, testConfig, type TestApp } from "../test/helpers.js";
import { actorCookies } from "../test/actors.js";

/**
 * The routes a script would hammer, each used up from two server processes sharing one database:
 * the limit is the sum, not per process, and the refusal is a 429 with Retry-After.
 */

let t: TestApp;
let second: FastifyInstance;
let cookie: string;
let productId: number;
let resourceId: number;
let startingVisitor: string;
let chattingVisitor: string;
let conversationId: string;

/** A signed-out visitor's session (the advisor counts per session), made straight in the table. */
async function visitorCookie(db: Db): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashSessionId(raw),
    userId: null,
    data: {},
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const cookie = `ch_session=${raw}`;
  recordSessionCookies(cookie);
  return cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({
    jobs: false,
    config: testConfig(),
    db: t.database.db,
    logger: suiteLogger(),
  });
  await second.ready();
  cookie = (await actorCookies(t.database.db)).customerB;
  productId = (await pickProducts(t.database.db)).download.id;
  const resources = await t.app.inject({ url: "/api/free-resources" });
  resourceId = (resources.json() as Array<{ id: number }>)[0]!.id;
  startingVisitor = await visitorCookie(t.database.db);
  chattingVisitor = await visitorCookie(t.database.db);
  const started = await t.app.inject({
    method: "POST",
    url: "/api/ai/start-conversation",
    headers: { cookie: chattingVisitor },
    remoteAddress: "198.51.100.250",
  });
  conversationId = started.json().conversationId;
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
    name: "advisor start (per session, whatever the address)",
    max: ADVISOR_LIMITS.start.perSession,
    request: (n) => ({
      method: "POST",
      url: "/api/ai/start-conversation",
      headers: { cookie: startingVisitor },
      remoteAddress: `198.51.100.${100 + n}`,
    }),
  },
  {
    name: "advisor chat (per session, whatever the address)",
    max: ADVISOR_LIMITS.chat.perSession,
    request: (n) => ({
      method: "POST",
      url: `/api/ai/chat/${conversationId}`,
      headers: { cookie: chattingVisitor },
      payload: { message: `question ${n} about payroll` },
      remoteAddress: `198.51.100.${150 + n}`,
    }),
  },
  {
    name: "advisor chat (per address, whatever the session)",
    max: ADVISOR_LIMITS.chat.perIp,
    request: () => ({
      method: "POST",
      url: `/api/ai/chat/${randomUUID()}`,
      payload: { message: "hello" },
      remoteAddress: "198.51.100.6",
    }),
  },
  {
    name: "bought-file downloads (per address)",
    max: ORDER_DOWNLOAD_RATE_LIMIT.max,
    request: () => ({
      url: "/api/orders/999999/items/1/download",
      headers: { cookie },
      remoteAddress: "198.51.100.7",
    }),
  },
  {
    name: "opening a payment (per address)",
    max: 30,
    request: () => ({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { amount: 1 },
      remoteAddress: "198.51.100.8",
    }),
  },
  {
    name: "paying with a test card (per address)",
    max: 20,
    request: () => ({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: { cookie },
      payload: {
        clientSecret: "nope",
        cardNumber: "4242424242424242",
        expiry: "12/39",
        cvc: "123",
      },
      remoteAddress: "198.51.100.9",
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
