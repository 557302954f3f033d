/**
 * Findings of the second outside security and reliability review (issue 41) that the API answers
 * itself. Each test fails without its fix; docs/reliability.md lists where the others are tested.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config.js";
import { payments, products } from "../db/schema.js";
import { addToCart, cartTotalDollars, clearShopping, pickProducts } from "../test/shopping.js";
import { createTestApp, signInAs, testConfig, type TestApp } from "../test/helpers.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const testLogin = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: "POST",
    url: "/api/test-login",
    headers,
    payload: { userId: "admin_test_123" },
  });

describe("test login is off unless the start is plainly local (finding 1)", () => {
  it("behind a proxy with an https PUBLIC_URL (the documented deployment) it answers 404", async () => {
    const deployed = await createTestApp({
      config: testConfig({ PUBLIC_URL: "https://shop.example", TRUST_PROXY: "on" }),
    });
    try {
      const res = await testLogin(deployed, { host: "shop.example" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["set-cookie"]).toBeUndefined();
      const config = await deployed.app.inject({
        url: "/api/config",
        headers: { host: "shop.example" },
      });
      expect(config.json().signIn.testLogin).toBe(false);
    } finally {
      await deployed.close();
    }
  });

  it("each sign of a deployment turns it off; TEST_LOGIN=on turns it back on", () => {
    expect(loadConfig({}).testLogin).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "http://localhost:5000" }).testLogin).toBe(true);
    const signs: Record<string, string>[] = [
      { HOST: "0.0.0.0" },
      { HOST: "192.168.1.20" },
      { PUBLIC_URL: "https://shop.example" },
      { PUBLIC_URL: "https://localhost:5000" },
      { PUBLIC_URL: "http://shop.example" },
      { TRUST_PROXY: "on" },
      { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" },
      { STRIPE_SECRET_KEY: "rk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" },
      { NODE_ENV: "production" },
    ];
    for (const env of signs) {
      const config = loadConfig(env);
      expect(config.testLogin, JSON.stringify(env)).toBe(false);
      expect(config.testLoginReason, JSON.stringify(env)).not.toBe("local");
      expect(loadConfig({ ...env, TEST_LOGIN: "on" }).testLogin, JSON.stringify(env)).toBe(true);
    }
    expect(loadConfig({ TEST_LOGIN: "off" }).testLogin).toBe(false);
  });
});

describe("only the names this server answers for reach it (finding 2, DNS rebinding)", () => {
  it("a rebound name gets 421 { message, code } and no session", async () => {
    for (const host of ["evil.example:5000", "evil.example", "127.0.0.1.nip.example:5000"]) {
      const res = await testLogin(t, { host, origin: `http://${host}` });
      expect(res.statusCode, host).toBe(421);
      expect(res.json(), host).toEqual({
        message: "This server does not answer for that host name.",
        code: "unknown_host",
      });
      expect(res.headers["set-cookie"], host).toBeUndefined();
      const page = await t.app.inject({ url: "/", headers: { host } });
      expect(page.statusCode, host).toBe(421);
    }
  });

  it("answers localhost, 127.0.0.1, [::1], PUBLIC_URL's name and ALLOWED_HOSTS", async () => {
    for (const host of [
      "localhost:5000",
      "127.0.0.1:5000",
      "[::1]:5000",
      "LOCALHOST",
      "localhost.",
    ]) {
      const res = await testLogin(t, { host, origin: `http://${host}` });
      expect(res.statusCode, host).toBe(200);
    }
    const listed = await createTestApp({
      config: testConfig({
        PUBLIC_URL: "http://shop.test",
        ALLOWED_HOSTS: "shop.lan, 10.0.0.7",
        TEST_LOGIN: "on",
      }),
    });
    try {
      for (const host of ["shop.test", "shop.lan:8080", "10.0.0.7:5000"])
        expect(
          (await listed.app.inject({ url: "/healthz", headers: { host } })).statusCode,
          host,
        ).toBe(200);
      expect(
        (await listed.app.inject({ url: "/healthz", headers: { host: "shop.evil" } })).statusCode,
      ).toBe(421);
    } finally {
      await listed.close();
    }
  });

  it("the Origin check does not take the request's own Host as proof", async () => {
    // An allowed Host with an Origin naming a foreign site, and a foreign Host with its own Origin.
    const foreign = await testLogin(t, {
      host: "localhost:5000",
      origin: "http://evil.example:5000",
    });
    expect(foreign.statusCode).toBe(403);
    const rebound = await testLogin(t, {
      host: "evil.example:5000",
      origin: "http://evil.example:5000",
    });
    expect(rebound.statusCode).toBe(421);
  });
});

describe("signed-in answers are never stored by a cache (finding 9)", () => {
  it("a signed-in page and /api/auth/user are private, no-store; a visitor's page stays no-cache", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    for (const url of ["/", "/dashboard", "/products", "/api/auth/user"]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    const signedOut = await t.app.inject({ url: "/api/auth/user" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers["cache-control"]).toBe("private, no-store");
    const visitor = await t.app.inject({ url: "/products" });
    expect(visitor.headers["cache-control"]).toBe("no-cache");
  });
});

describe("checkout stops at Stripe's largest charge, $999,999.99 (finding 11)", () => {
  it("a cart over it is refused with a clear message and nothing is opened", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    // Priced per user: two seats of it make one line of two.
    const { seats } = await pickProducts(t.database.db);
    await clearShopping(t.database.db);
    await t.database.db
      .update(products)
      .set({ price: "500000.00" })
      .where(eq(products.id, seats.id));
    await t.app.changes.sync();
    await addToCart(t.app, cookie, seats.id);
    await addToCart(t.app, cookie, seats.id);
    const amount = await cartTotalDollars(t.app, cookie);
    expect(amount).toBe(1_080_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { amount },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The total is $1,080,000.00, more than the $999,999.99 one card payment can be. " +
        "Lower the quantities or split the order, or contact us to buy by invoice.",
    );
    expect(await t.database.db.select().from(payments)).toHaveLength(0);
    // At the ceiling itself it opens.
    await t.database.db
      .update(products)
      .set({ price: "462962.95" })
      .where(eq(products.id, seats.id));
    await t.app.changes.sync();
    const atCeiling = await cartTotalDollars(t.app, cookie);
    expect(atCeiling).toBeLessThanOrEqual(999_999.99);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { amount: atCeiling },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
