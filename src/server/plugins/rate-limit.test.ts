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
      jobs: false,
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

describe("behind a trusted proxy (TRUST_PROXY=on)", () => {
  const viaProxy = (app: TestApp["app"], forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "nobody" },
      remoteAddress: "10.0.0.2", // the proxy
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("keys the limit on the address the proxy added, not on a forged leftmost entry", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "on", TEST_LOGIN: "on" } });
    try {
      // The client writes its own X-Forwarded-For; the proxy appends the address it saw.
      for (let i = 0; i < 30; i++) {
        const res = await viaProxy(proxied.app, `198.51.100.${i + 1}, 203.0.113.50`);
        expect(res.statusCode).toBe(400);
      }
      expect((await viaProxy(proxied.app, "198.51.100.99, 203.0.113.50")).statusCode).toBe(429);
      // Another real client behind the same proxy is not affected.
      expect((await viaProxy(proxied.app, "198.51.100.99, 203.0.113.51")).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  it("takes the entry TRUST_PROXY_HOPS places from the right behind two proxies", async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: "on", TRUST_PROXY_HOPS: "2", TEST_LOGIN: "on" },
    });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await viaProxy(proxied.app, `198.51.100.${i + 1}, 203.0.113.60, 10.0.0.1`);
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await viaProxy(proxied.app, "198.51.100.200, 203.0.113.60, 10.0.0.1")).statusCode,
      ).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
