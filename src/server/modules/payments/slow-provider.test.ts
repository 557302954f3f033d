import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, payments, sessions, users } from "../../db/schema.js";
import { hashSessionId, SESSION_TTL_MS } from "../../plugins/sessions.js";
import { startStripeTestApp } from "../../test/stripe-app.js";
import { createTestApp, testConfig, type TestApp } from "../../test/helpers.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { actorCookies } from "../../test/actors.js";
import { cartTotalDollars, pickProducts } from "../../test/shopping.js";
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

describe("a slow Stripe slows only its own requests (finding 4)", () => {
  it("with Stripe taking 3 s, 14 checkouts at once leave another customer's reads fast", async () => {
    const { download } = await pickProducts(t.database.db);
    // More checkouts than the test database's pool has connections (10).
    const buyers = await Promise.all(Array.from({ length: 14 }, (_, i) => shopper(i, download.id)));
    const amounts = await Promise.all(buyers.map((cookie) => cartTotalDollars(t.app, cookie)));
    const bystander = (await actorCookies(t.database.db)).customerA;
    fake.delayMs = 3_000;
    try {
      const checkouts = buyers.map((cookie, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/create-payment-intent",
          headers: { cookie },
          payload: { amount: amounts[i] },
        }),
      );
      // While they wait on Stripe, the bystander reads orders and the cart five times.
      await new Promise((r) => setTimeout(r, 500));
      const reads: number[] = [];
      for (let i = 0; i < 5; i++) {
        for (const url of ["/api/orders", "/api/cart", "/api/auth/user"]) {
          const at = performance.now();
          const res = await t.app.inject({ url, headers: { cookie: bystander } });
          expect(res.statusCode, url).toBe(200);
          reads.push(performance.now() - at);
        }
      }
      const answers = await Promise.all(checkouts);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      // The bystander never waited for Stripe; the checkouts did (and only they).
      expect(Math.max(...reads)).toBeLessThan(1_000);
      // Each checkout made one PaymentIntent, recorded on its own payment.
      const rows = await t.database.db.select().from(payments);
      expect(rows.filter((p) => p.clientSecret).length).toBe(buyers.length);
    } finally {
      fake.delayMs = 0;
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
