/**
 * Findings of the outside security and failure review (issue 16) that are answered by the API
 * itself. Each test fails without its fix; docs/reliability.md lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { messages, products, sessions } from "../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin_test_123");
  customer = await signInAs(t.app, "customer_test_456");
});
afterAll(() => t.close());

const rows = async (table: typeof products | typeof messages | typeof sessions) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

const product = (fields: Record<string, unknown> = {}) => ({
  name: "Engagement Letters",
  description: "Letters for every kind of engagement.",
  price: "49.00",
  category: "templates",
  type: "one-time",
  ...fields,
});

describe("a NUL character is a 400 wherever text is accepted (finding 7)", () => {
  const NUL = "before\u0000after";

  it("advisor start and chat", async () => {
    const before = await rows(messages);
    const start = await t.app.inject({
      method: "POST",
      url: "/api/ai/start-conversation",
      payload: { initialMessage: NUL },
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toMatch(/NUL/);
    const ok = await t.app.inject({ method: "POST", url: "/api/ai/start-conversation" });
    const cookie = String(ok.headers["set-cookie"]).split(";")[0]!;
    const { conversationId } = ok.json();
    const chat = await t.app.inject({
      method: "POST",
      url: `/api/ai/chat/${conversationId}`,
      headers: { cookie },
      payload: { message: NUL },
    });
    expect(chat.statusCode).toBe(400);
    expect(chat.json().message).toMatch(/message.*NUL/);
    const onboarding = await t.app.inject({
      method: "POST",
      url: "/api/ai/start-conversation",
      payload: {
        onboardingData: {
          businessType: "sole_practitioner",
          firmSize: "growing",
          services: ["Tax Preparation"],
          currentChallenges: ["Collecting documents from clients"],
          goals: ["Improve client satisfaction"],
          budget: "under_500",
          techComfort: "beginner",
          timeframe: "immediate",
          specificNeeds: NUL,
        },
      },
    });
    expect(onboarding.statusCode).toBe(400);
    expect(await rows(messages)).toBe(before + 1); // only the greeting of the good start
  });

  it("every text field of an admin product, on create and update", async () => {
    const before = await rows(products);
    const fields = {
      name: NUL,
      description: NUL,
      price: "4\u00009",
      imageUrl: `/images/${NUL}`,
      downloadUrl: `/files/${NUL}`,
      stripePriceId: `price_${NUL}`,
      features: [NUL],
    };
    for (const [field, value] of Object.entries(fields)) {
      for (const [method, url] of [
        ["POST", "/api/admin/products"],
        ["PUT", "/api/admin/products/1"],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: admin },
          payload: product({ [field]: value }),
        });
        expect(res.statusCode, `${method} ${field}`).toBe(400);
        expect(res.json().message, `${method} ${field}`).toContain(field);
      }
    }
    expect(await rows(products)).toBe(before);
  });

  it("test login, the test card form and the catalogue search", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "customer_test_456\u0000" },
    });
    expect(login.statusCode).toBe(400);
    const card = await t.app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: { cookie: customer },
      payload: { clientSecret: NUL, cardNumber: "4242", expiry: "12/30", cvc: "123" },
    });
    expect(card.statusCode).toBe(400);
    const search = await t.app.inject({ method: "GET", url: "/api/products?q=a%00b" });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toMatch(/NUL/);
  });
});

describe("a foreign site cannot sign a user out (finding 10)", () => {
  it("a cross-site GET /api/logout shows a sign-out button and keeps the session", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect(res.body).toContain("Sign out");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);

    // The page's button: a same-origin POST signs out.
    const post = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe("/");
    const after = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("a cross-site POST /api/logout is refused", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("the site's own links (same-origin GET) still sign out as the spec says", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
  });

  it("a product image cannot point at the server's own routes", async () => {
    for (const imageUrl of [
      "/api/logout",
      "/API/logout",
      "/./api/logout",
      "/images/../api/logout",
      "/%61pi/logout",
      "/healthz",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/products",
        headers: { cookie: admin },
        payload: product({ imageUrl }),
      });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().message, imageUrl).toContain("Image URL cannot point at");
    }
    const fine = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: { cookie: admin },
      payload: product({ imageUrl: "/images/apiary.svg", downloadUrl: "/api/downloads/x" }),
    });
    expect(fine.statusCode).toBe(201);
  });
});

describe("one error shape everywhere (finding 12)", () => {
  it("an overlong path id answers { message, code } with a 4xx like a short bad one", async () => {
    for (const url of [
      `/api/products/${"9".repeat(300)}`,
      `/api/ai/messages/${"a".repeat(5000)}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: customer } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(Object.keys(res.json()).sort(), url).toEqual(["code", "message"]);
    }
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/cart/${"1".repeat(250)}`,
      headers: { cookie: customer },
      payload: { quantity: 1 },
    });
    expect(put.statusCode).toBeLessThan(500);
    expect(Object.keys(put.json()).sort()).toEqual(["code", "message"]);
  });
});
