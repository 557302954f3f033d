import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { cartItems, orders, payments, sessions, subscriptions, users } from "../../db/schema.js";
import type { Db } from "../../db/client.js";
import { SUCCEEDING_CARD } from "../../../shared/test-cards.js";
import { addDays } from "../../../shared/subscriptions.js";
import type { PaymentProvider } from "./provider.js";
import { renewSubscription } from "../../workflows/renewal.js";
import { testPaymentProvider } from "./test-provider.js";
import { hashSessionId, SESSION_TTL_MS } from "../../plugins/sessions.js";
import { startStripeTestApp } from "../../test/stripe-app.js";
import { createTestApp, signInAs, testConfig, type TestApp } from "../../test/helpers.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { actorCookies } from "../../test/actors.js";
import { cartTotalDollars, pickProducts, withoutTrial } from "../../test/shopping.js";
import { recordSessionCookies } from "../../test/suite-log.js";
import { StripeFake as Fake } from "../../test/stripe-fake.js";
import Stripe from "stripe";
import { PROVIDER_ERROR_MESSAGE, providerFailure } from "../../lib/provider-errors.js";

/**
 * Second review, findings 4 and 6: a slow Stripe stalled the shop (checkouts held a pooled
 * connection, a transaction and a lock while Stripe answered), and Stripe's own errors reached
 * shoppers with Stripe's status.
 */
let fake: StripeFake;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, close } = await startStripeTestApp());
});
afterAll(() => close());

/** A signed-in shopper of its own with one product in the cart. */
async function shopper(i: number, productId: number): Promise<string> {
  const id = `slow_${i}_${randomBytes(3).toString("hex")}`;
  await t.database.db.insert(users).values({ id, email: `${id}@countinghouse.test` });
  await t.database.db.insert(cartItems).values({ userId: id, productId, quantity: 1 });
  const raw = randomBytes(32).toString("base64url");
  await t.database.db.insert(sessions).values({
    id: hashSessionId(raw),
    userId: id,
    data: {},
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  recordSessionCookies(`ch_session=${raw}`);
  return `ch_session=${raw}`;
}

/** The user a session cookie belongs to. */
async function userOf(cookie: string): Promise<string> {
  const raw = cookie.split("=")[1]!;
  const [row] = await t.database.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, hashSessionId(raw)));
  return row!.userId!;
}

describe("a slow Stripe slows only its own requests (finding 4)", () => {
  it("with Stripe taking 6 s, 14 checkouts at once leave another customer's reads fast", async () => {
    const { download } = await pickProducts(t.database.db);
    // More checkouts than the test database's pool has connections (10).
    const buyers = await Promise.all(Array.from({ length: 14 }, (_, i) => shopper(i, download.id)));
    const amounts = await Promise.all(buyers.map((cookie) => cartTotalDollars(t.app, cookie)));
    const bystander = (await actorCookies(t.database.db)).customerA;
    fake.delayMs = 6_000;
    try {
      const checkouts = buyers.map((cookie, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/create-payment-intent",
          headers: { cookie },
          payload: { amount: amounts[i] },
        }),
      );
      // Once every checkout is waiting on Stripe, the pool lends them nothing: the bystander
      // never queues. (Before, at most 10 could be waiting at once, each holding a connection.)
      const asked = () =>
        fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").length;
      for (const end = Date.now() + 15_000; asked() < buyers.length && Date.now() < end;)
        await new Promise((r) => setTimeout(r, 50));
      const pool = t.database.pool;
      const held = { most: 0, waiting: 0 };
      const watch = setInterval(() => {
        held.most = Math.max(held.most, pool.totalCount - pool.idleCount);
        held.waiting = Math.max(held.waiting, pool.waitingCount);
      }, 50);
      // Meanwhile the bystander reads orders, the cart and the account five times.
      const reads: number[] = [];
      try {
        for (let i = 0; i < 5; i++) {
          for (const url of ["/api/orders", "/api/cart", "/api/auth/user"]) {
            const at = performance.now();
            const res = await t.app.inject({ url, headers: { cookie: bystander } });
            expect(res.statusCode, url).toBe(200);
            reads.push(performance.now() - at);
          }
        }
      } finally {
        clearInterval(watch);
      }
      const answers = await Promise.all(checkouts);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      // Before, each waiting checkout held one of the pool's 10 connections and the bystander
      // queued behind them for the whole 6 s. Now only the bystander's own reads use the pool.
      expect(held.waiting).toBe(0);
      expect(held.most).toBeLessThanOrEqual(2);
      expect(Math.max(...reads)).toBeLessThan(3_000);
      // Each checkout made one PaymentIntent, recorded on its own payment.
      const rows = await t.database.db.select().from(payments);
      expect(rows.filter((p) => p.clientSecret).length).toBe(buyers.length);
    } finally {
      fake.delayMs = 0;
    }
  });
});

/**
 * Connections of this test's database waiting half a second or more inside an open transaction
 * (holding its locks): a short transaction between its statements is not counted.
 */
async function openTransactions(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'
          and state_change < now() - interval '500 milliseconds'`,
  );
  return result.rows[0]!.n;
}

/** Samples openTransactions() until `work` settles: the most seen at once. */
async function mostOpenTransactionsDuring(
  work: Promise<unknown>,
  db: Db = t.database.db,
): Promise<number> {
  let settled = false;
  void work.finally(() => (settled = true));
  let most = 0;
  while (!settled) {
    most = Math.max(most, await openTransactions(db));
    await new Promise((r) => setTimeout(r, 100));
  }
  return most;
}

describe("no transaction waits on Stripe (finding 4)", () => {
  it("a checkout and a refund each ask Stripe with no transaction open", async () => {
    const { download, subscription } = await pickProducts(t.database.db);
    await withoutTrial(t.database.db, subscription.id);
    const admin = (await actorCookies(t.database.db)).admin;
    const buyer = await shopper(100, download.id);
    await t.database.db
      .insert(cartItems)
      .values({ userId: await userOf(buyer), productId: subscription.id, quantity: 1 });
    const amount = await cartTotalDollars(t.app, buyer);
    fake.delayMs = 1_500;
    try {
      const checkout = t.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        headers: { cookie: buyer },
        payload: { amount },
      });
      expect(await mostOpenTransactionsDuring(checkout)).toBe(0);
      const secret = (await checkout).json().clientSecret as string;
      const intent = [...fake.intents.values()].find((i) => i.client_secret === secret)!;
      fake.succeed(intent.id);
      const paid = await t.app.inject({
        method: "POST",
        url: "/api/payments/refresh",
        headers: { cookie: buyer },
        payload: { paymentIntent: intent.id },
      });
      const orderId = paid.json().orderId as number;
      expect(orderId).toBeGreaterThan(0);

      const refund = t.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { cookie: admin },
        payload: { reason: "Slow provider", requestKey: `slow-refund-${orderId}` },
      });
      expect(await mostOpenTransactionsDuring(refund)).toBe(0);
      expect((await refund).statusCode, (await refund).body).toBe(201);
    } finally {
      fake.delayMs = 0;
    }
  });
});

describe("no transaction waits on a renewal charge (finding 4)", () => {
  it("the renewal job charges a saved card with no transaction open, and records it once", async () => {
    const shop = await createTestApp(); // test payments: the job charges saved cards itself
    try {
      const { subscription } = await pickProducts(shop.database.db);
      await withoutTrial(shop.database.db, subscription.id);
      const cookie = await signInAs(shop.app, "customer_test_456");
      const post = (url: string, payload: object) =>
        shop.app.inject({ method: "POST", url, headers: { cookie }, payload });
      await post("/api/cart", { productId: subscription.id, quantity: 1 });
      const amount = await cartTotalDollars(shop.app, cookie);
      const intent = await post("/api/create-payment-intent", { amount });
      const paid = await post("/api/payments/test/confirm", {
        clientSecret: intent.json().clientSecret,
        cardNumber: SUCCEEDING_CARD,
        expiry: "12/39",
        cvc: "123",
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const [row] = await shop.database.db.select().from(subscriptions);
      const provider = testPaymentProvider();
      const slow: PaymentProvider = {
        ...provider,
        chargeSaved: async (input) => {
          await new Promise((r) => setTimeout(r, 1_500));
          return provider.chargeSaved(input);
        },
      };
      const ctx = {
        db: shop.database.db,
        provider: slow,
        siteUrl: "https://shop.test",
        now: addDays(row!.currentPeriodEnd, 1),
      };
      const renewal = renewSubscription(ctx, row!.id);
      expect(await mostOpenTransactionsDuring(renewal, shop.database.db)).toBe(0);
      expect(await renewal).toBe("renewed");
      // Run again for the same period: nothing more is charged or recorded.
      expect(await renewSubscription(ctx, row!.id)).toBe("not due");
      expect(await shop.database.db.select().from(orders)).toHaveLength(2);
    } finally {
      await shop.close();
    }
  });
});

describe("Stripe's errors never reach a shopper verbatim (finding 6)", () => {
  it("a revoked key is a 503 in our words, never Stripe's 401 and its message", async () => {
    const stripe = await new Fake().start();
    const revoked = await createTestApp({
      config: testConfig({
        // The fake refuses every key but sk_test_…: as Stripe answers a revoked key.
        STRIPE_SECRET_KEY: "sk_live_revoked_key_123",
        STRIPE_PUBLISHABLE_KEY: "pk_live_revoked_key_123",
        STRIPE_API_BASE: stripe.url,
      }),
    });
    try {
      const cookie = (await actorCookies(revoked.database.db)).customerA;
      const { download } = await pickProducts(revoked.database.db);
      await revoked.database.db
        .insert(cartItems)
        .values({ userId: "customer_test_456", productId: download.id, quantity: 1 });
      const amount = await cartTotalDollars(revoked.app, cookie);
      const res = await revoked.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        headers: { cookie },
        payload: { amount },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(res.json()).toEqual({
        message:
          "Payments are not available right now. Nothing was charged; please try again in a few minutes.",
        code: "payment_provider_unavailable",
      });
      expect(res.body).not.toMatch(/API Key|sk_live|Stripe/i);
      // The shopper is still signed in: a 503 is not a 401.
      expect(
        (await revoked.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await revoked.close();
      await stripe.stop();
    }
  });

  it("a request Stripe refuses is a 502 in our words; a card's decline keeps the bank's reason", () => {
    const refused = providerFailure(
      new Stripe.errors.StripeInvalidRequestError({ message: "No such customer: 'cus_x'" }),
    );
    expect([refused?.statusCode, refused?.code, refused?.message]).toEqual([
      502,
      "payment_provider_error",
      PROVIDER_ERROR_MESSAGE,
    ]);
    const declined = providerFailure(
      new Stripe.errors.StripeCardError({ message: "Your card was declined." }),
    );
    expect([declined?.statusCode, declined?.message]).toEqual([402, "Your card was declined."]);
    expect(providerFailure(new Error("ours"))).toBeUndefined();
  });
});
