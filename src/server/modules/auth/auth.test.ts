import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, sessions } from "../../db/schema.js";
import { hashSessionId, SESSION_LIMITS } from "../../plugins/sessions.js";
import { cookieHeader, createTestApp, signInAs, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/auth/user", () => {
  it("answers 401 JSON when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });

  it("returns the signed-in user with isAdmin", async () => {
    const cookie = await signInAs(t.app, "admin_test_123");
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: "admin_test_123", isAdmin: true, firstName: "Avery" });
  });
});

describe("POST /api/test-login", () => {
  it("refuses an unknown account with 400 and a clear message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "someone_else" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Unknown test account");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a malformed body naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("userId");
  });

  it("sets an HttpOnly, SameSite=Lax cookie whose hash, not value, is stored", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "customer_test_456" },
    });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const raw = cookieHeader(res.headers["set-cookie"]).split("=")[1]!;
    expect(Buffer.from(raw, "base64url").length).toBe(32);
    const byRaw = await t.database.db.select().from(sessions).where(eq(sessions.id, raw));
    const byHash = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionId(raw)));
    expect(byRaw).toHaveLength(0);
    expect(byHash).toHaveLength(1);
    // A customer's session lasts its idle time from now (decision 0204).
    expect(byHash[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(
      SESSION_LIMITS.customer.idleMs - 60_000,
    );
  });

  it("gives a new session id on every sign-in and drops the old one", async () => {
    const first = await signInAs(t.app, "customer_test_456");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "admin_test_123" },
      headers: { cookie: first },
    });
    const second = cookieHeader(res.headers["set-cookie"]);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it("keeps what the visitor was doing (issue 47): a trial lands in its checkout, an add is in the cart", async () => {
    const [trial] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.type, "subscription"))
      .limit(1);
    const login = (body: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/test-login",
        payload: { userId: "customer_test_456", ...body },
      });
    const started = await login({ returnTo: `/products/${trial!.id}`, then: `trial:${trial!.id}` });
    expect(started.json().redirectTo).toBe(`/checkout?product=${trial!.id}`);

    const added = await login({ returnTo: "/products?category=saas", then: `add:${trial!.id}` });
    expect(added.json().redirectTo).toBe("/products?category=saas");
    expect(String(added.headers["set-cookie"])).toContain("ch_cart_changed");
    const cart = await t.app.inject({
      url: "/api/cart",
      headers: { cookie: cookieHeader(added.headers["set-cookie"]) },
    });
    expect(cart.json().map((line: { product: { id: number } }) => line.product.id)).toContain(
      trial!.id,
    );

    // Nothing to do, or a page on another site: home, as the spec says.
    expect((await login({})).json().redirectTo).toBe("/");
    expect((await login({ returnTo: "https://evil.example/" })).json().redirectTo).toBe("/");
    expect((await login({ returnTo: "/about", then: "trial:abc" })).json().redirectTo).toBe(
      "/about",
    );
  });

  it("is off when TEST_LOGIN=off", async () => {
    const off = await createTestApp({ env: { TEST_LOGIN: "off" } });
    try {
      const res = await off.app.inject({
        method: "POST",
        url: "/api/test-login",
        payload: { userId: "admin_test_123" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/turned off/);
    } finally {
      await off.close();
    }
  });
});

describe("sign-out and navigation routes", () => {
  it("GET /api/logout deletes the session and redirects to /", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const after = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const raw = cookie.split("=")[1]!;
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSessionId(raw))),
    ).toHaveLength(0);
  });

  it("GET /api/login redirects to /login", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login");
  });

  it("an unconfigured provider sends the visitor to /login with a reason", async () => {
    for (const provider of ["google", "microsoft"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/auth/${provider}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/login?error=${provider}_not_configured`);
      // Where the visitor was and what they were doing stay with them (issue 47).
      const kept = await t.app.inject({
        method: "GET",
        url: `/api/auth/${provider}?returnTo=%2Fproducts%2F4&then=trial:4`,
      });
      expect(kept.headers.location).toBe(
        `/login?error=${provider}_not_configured&returnTo=%2Fproducts%2F4&then=trial%3A4`,
      );
    }
  });

  it("an unknown provider is a 400", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/yahoo" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("provider");
  });
});

describe("PATCH /api/auth/user (Edit Profile)", () => {
  const patch = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/auth/user",
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it("answers 401 JSON to a visitor and changes nothing", async () => {
    const res = await patch({ firstName: "Mallory", lastName: "X" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });

  it("saves the signed-in user's own trimmed names and shows them at once", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const before = (
      await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })
    ).json();
    const res = await patch({ firstName: "  Casey ", lastName: "Nguyen-Ortiz" }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: "customer_test_456",
      firstName: "Casey",
      lastName: "Nguyen-Ortiz",
      email: before.email,
      isAdmin: false,
    });
    // The session cache must not serve the old name.
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ firstName: "Casey", lastName: "Nguyen-Ortiz" });
    // The other account is untouched.
    const admin = await signInAs(t.app, "admin_test_123");
    const other = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: admin },
    });
    expect(other.json().firstName).toBe("Avery");
    await patch({ firstName: before.firstName, lastName: before.lastName }, cookie);
  });

  it.each([
    [{ firstName: "", lastName: "Lee" }, "First name is required"],
    [{ firstName: "Sam", lastName: "   " }, "Last name is required"],
    [{ firstName: "x".repeat(101), lastName: "Lee" }, "First name must be at most 100 characters"],
    [{ firstName: "<script>", lastName: "Lee" }, "First name may not contain"],
    [{ firstName: 7, lastName: "Lee" }, "First name must be text"],
    [{ lastName: "Lee" }, "First name"],
  ])("refuses %j with 400 and a message", async (payload, message) => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const res = await patch(payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.json().lastName).not.toBe("Lee");
  });
});
