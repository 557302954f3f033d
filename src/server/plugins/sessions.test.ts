import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";
import { hashSessionId, SESSION_TTL_MS } from "./sessions.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("session lookup and its in-process cache", () => {
  it("a signed-out cookie stops working at once, even right after being used", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const user = () => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect((await user()).statusCode).toBe(200);
    expect((await user()).statusCode).toBe(200);
    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect((await user()).statusCode).toBe(401);
  });

  it("a cached session still carries the user to guarded routes", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    for (let i = 0; i < 3; i++) {
      const cart = await t.app.inject({ method: "GET", url: "/api/cart", headers: { cookie } });
      expect(cart.statusCode).toBe(200);
    }
  });

  it("public catalogue routes answer the same with or without a session cookie", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const plain = await t.app.inject({ method: "GET", url: "/api/products" });
    const withCookie = await t.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { cookie },
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).toBe(plain.body);
    expect(withCookie.headers["set-cookie"]).toBeUndefined();
    expect(withCookie.headers["content-security-policy"]).toContain("object-src 'none'");
  });

  it("a cookie that names no session is looked up once, not on every request", async () => {
    const signedIn = await signInAs(t.app, "customer_test_456");
    const raw = `unknown-${Date.now()}`;
    const cookie = `ch_session=${raw}`;
    const user = () => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect((await user()).statusCode).toBe(401);
    // A row appearing under that key now is not seen until the remembered answer expires: the
    // second request did not ask the database. (Real keys are random and never named first.)
    await t.database.db.insert(sessions).values({
      id: hashSessionId(raw),
      userId: "customer_test_456",
      data: {},
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    expect((await user()).statusCode).toBe(401);
    // Other cookies are unaffected.
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: signedIn },
    });
    expect(res.statusCode).toBe(200);
  });
});
