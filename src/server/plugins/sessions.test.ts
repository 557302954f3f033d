import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";

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
});
