/**
 * Findings of the second outside security and reliability review (issue 41) that the API answers
 * itself. Each test fails without its fix; docs/reliability.md lists where the others are tested.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.js";
import { randomBytes } from "node:crypto";
import {
  conversations,
  messages,
  orders,
  payments,
  products,
  sessions,
  subscriptions,
} from "../db/schema.js";
import { SUCCEEDING_CARD } from "../../shared/test-cards.js";
import { renewSubscription } from "../workflows/renewal.js";
import { testPaymentProvider } from "../modules/payments/test-provider.js";
import { actorCookies } from "../test/actors.js";
import { hashSessionId } from "../plugins/sessions.js";
import { recordSessionCookies } from "../test/suite-log.js";
import { CONVERSATION_MAX_MESSAGES } from "../modules/advisor/routes.js";
import { sweepIdleVisitorConversations } from "../modules/advisor/conversations-repository.js";
import {
  addToCart,
  cartTotalDollars,
  clearShopping,
  pickProducts,
  withoutTrial,
} from "../test/shopping.js";
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

  it("nor is React Router's data for a move inside the app, or a form's answer", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    // The root's data is the user and their cart; the dashboard's their orders.
    for (const url of ["/dashboard.data", "/cart.data"]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("customer_test_456");
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    const posted = await t.app.inject({
      method: "POST",
      url: "/contact.data",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "firstName=Dana",
    });
    expect(posted.statusCode).toBe(400); // the form's other fields are missing
    expect(posted.headers["cache-control"]).toBe("private, no-store");
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

describe("a conversation's 200 messages hold under concurrency; idle visitors' go (finding 7)", () => {
  it("ten turns sent at once to a conversation with room for two store exactly 200 messages", async () => {
    await t.database.db.execute(sql`delete from rate_limits`);
    const start = await t.app.inject({ method: "POST", url: "/api/ai/start-conversation" });
    const cookie = String(start.headers["set-cookie"]).split(";")[0]!;
    const { conversationId } = start.json() as { conversationId: string };
    const have = await t.database.db.$count(messages, eq(messages.conversationId, conversationId));
    await t.database.db.insert(messages).values(
      Array.from({ length: CONVERSATION_MAX_MESSAGES - 4 - have }, (_, i) => ({
        conversationId,
        role: i % 2 ? ("assistant" as const) : ("user" as const),
        content: `filler ${i}`,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: `/api/ai/chat/${conversationId}`,
          headers: { cookie },
          remoteAddress: `10.41.7.${i + 1}`,
          payload: { message: "What do you recommend for a small firm?" },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.database.db.$count(messages, eq(messages.conversationId, conversationId))).toBe(
      CONVERSATION_MAX_MESSAGES,
    );
  });

  it("the sweep deletes visitors' conversations idle 30 days, and keeps the rest", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const made = async (
      userId: string | null,
      startedDaysAgo: number,
      lastMessageDaysAgo?: number,
    ) => {
      const [row] = await t.database.db
        .insert(conversations)
        .values({ sessionId: "sweep-test", userId, createdAt: daysAgo(startedDaysAgo) })
        .returning({ id: conversations.id });
      if (lastMessageDaysAgo !== undefined)
        await t.database.db.insert(messages).values({
          conversationId: row!.id,
          role: "user",
          content: "hello",
          createdAt: daysAgo(lastMessageDaysAgo),
        });
      return row!.id;
    };
    const idle = await made(null, 45, 31);
    const idleEmpty = await made(null, 31);
    const recent = await made(null, 45, 2);
    const young = await made(null, 5);
    const users = await made("customer_test_456", 400, 300);
    expect(await sweepIdleVisitorConversations(t.database.db, now)).toBeGreaterThanOrEqual(2);
    const left = new Set(
      (await t.database.db.select({ id: conversations.id }).from(conversations)).map((r) => r.id),
    );
    expect([idle, idleEmpty].filter((id) => left.has(id))).toEqual([]);
    expect([recent, young, users].every((id) => left.has(id))).toBe(true);
    // Their messages went with them.
    expect(await t.database.db.$count(messages, eq(messages.conversationId, idle))).toBe(0);
  });
});

describe("sessions end when idle and at an absolute age; refunds need a recent sign-in (finding 10)", () => {
  /** A session row of `userId` begun `startedAgoMs` ago, expiring `expiresInMs` from now. */
  async function sessionOf(userId: string, startedAgoMs: number, expiresInMs: number) {
    const raw = randomBytes(32).toString("base64url");
    await t.database.db.insert(sessions).values({
      id: hashSessionId(raw),
      userId,
      data: {},
      createdAt: new Date(Date.now() - startedAgoMs),
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    recordSessionCookies(`ch_session=${raw}`);
    return { cookie: `ch_session=${raw}`, key: hashSessionId(raw) };
  }
  const me = (cookie: string) => t.app.inject({ url: "/api/auth/user", headers: { cookie } });
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it("an admin's session ends 12 hours after signing in, however busy; a customer's after 30 days", async () => {
    const admin = await sessionOf("admin_test_123", 13 * HOUR, 20 * DAY);
    expect((await me(admin.cookie)).statusCode).toBe(401);
    const freshAdmin = await sessionOf("admin_test_123", 11 * HOUR, 20 * DAY);
    expect((await me(freshAdmin.cookie)).statusCode).toBe(200);
    const customer = await sessionOf("customer_test_456", 31 * DAY, 20 * DAY);
    expect((await me(customer.cookie)).statusCode).toBe(401);
    const freshCustomer = await sessionOf("customer_test_456", 20 * DAY, 20 * DAY);
    expect((await me(freshCustomer.cookie)).statusCode).toBe(200);
  });

  it("use keeps a session for its idle time only: an hour for an admin, a week for a customer", async () => {
    for (const [userId, idle] of [
      ["admin_test_123", HOUR],
      ["customer_test_456", 7 * DAY],
    ] as const) {
      // Made under the old rule (30 days ahead): the first use brings it to the idle time.
      const { cookie, key } = await sessionOf(userId, 0, 30 * DAY);
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, key));
      expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + idle);
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + idle - 60_000);
      expect(String(res.headers["set-cookie"])).toContain(`Max-Age=${Math.round(idle / 1000)}`);
    }
    // Signing in as the admin gives the admin's idle time from the start.
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "admin_test_123" },
    });
    expect(String(signedIn.headers["set-cookie"])).toMatch(/Max-Age=3600;/);
  });

  it("a refund needs a sign-in within 15 minutes: 403 reauthentication_required otherwise, nothing refunded", async () => {
    const stale = await sessionOf("admin_test_123", 20 * 60_000, HOUR);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/orders/1/refunds",
      headers: { cookie: stale.cookie },
      payload: { reason: "Customer asked", requestKey: "reauth-check-1" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "Refunds need a recent sign-in. Sign in again, then repeat the refund.",
      code: "reauthentication_required",
    });
    // Signed in just now, the same request reaches the refund itself (no such order here: 404).
    const fresh = await sessionOf("admin_test_123", 0, HOUR);
    const now = await t.app.inject({
      method: "POST",
      url: "/api/admin/orders/999999/refunds",
      headers: { cookie: fresh.cookie },
      payload: { reason: "Customer asked", requestKey: "reauth-check-2" },
    });
    expect(now.statusCode).toBe(404);
  });
});

describe("refunding a renewal order ends its subscription, as refunding the first order does (finding 12)", () => {
  it("the renewal's period is given back, so the subscription ends now", async () => {
    const db = t.database.db;
    await clearShopping(db);
    const { subscription } = await pickProducts(db);
    await withoutTrial(db, subscription.id);
    const cookie = await signInAs(t.app, "customer_test_456");
    const admin = (await actorCookies(db)).admin;
    const post = (url: string, payload: object, who = cookie) =>
      t.app.inject({ method: "POST", url, headers: { cookie: who }, payload });
    await addToCart(t.app, cookie, subscription.id);
    const intent = await post("/api/create-payment-intent", {
      amount: await cartTotalDollars(t.app, cookie),
    });
    const paid = await post("/api/payments/test/confirm", {
      clientSecret: intent.json().clientSecret,
      cardNumber: SUCCEEDING_CARD,
      expiry: "12/39",
      cvc: "123",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await db.select().from(subscriptions);
    const renewed = await renewSubscription(
      {
        db,
        provider: testPaymentProvider(),
        siteUrl: "https://shop.test",
        now: new Date(row!.currentPeriodEnd.getTime() + 60_000),
      },
      row!.id,
    );
    expect(renewed).toBe("renewed");
    const [renewal] = await db.select().from(orders).where(eq(orders.subscriptionId, row!.id));
    const refund = await post(
      `/api/admin/orders/${renewal!.id}/refunds`,
      { reason: "Charged after they meant to leave", requestKey: `renewal-refund-${renewal!.id}` },
      admin,
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(after!.status).toBe("canceled");
    expect(after!.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
