import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { suiteLogger } from "../test/suite-log.js";
import { createTestApp, testConfig, type TestApp } from "../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (app: TestApp["app"]) =>
  app.inject({
    method: "POST",
    url: "/api/test-login",
    payload: { userId: "nobody" },
    remoteAddress: "203.0.113.9",
  });

describe("rate limits kept in PostgreSQL", () => {
  it("hold across two server instances on one database and answer 429 with Retry-After", async () => {
    const second = await buildApp({
      config: testConfig(),
      db: t.database.db,
      logger: suiteLogger(),
    });
    await second.ready();
    try {
      // test-login allows 30 a minute per client: 15 on each instance use it up together.
      for (let i = 0; i < 15; i++) {
        expect((await attempt(t.app)).statusCode).toBe(400);
        expect((await attempt(second)).statusCode).toBe(400);
      }
      const refused = await attempt(second);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/Too many requests/);
      const other = await t.app.inject({
        method: "POST",
        url: "/api/test-login",
        payload: { userId: "nobody" },
        remoteAddress: "203.0.113.10",
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await second.close();
    }
  });
});
