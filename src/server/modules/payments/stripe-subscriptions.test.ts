import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  emailOutbox,
  orders,
  payments,
  products,
  stripeEvents,
  subscriptions,
} from "../../db/schema.js";
import type { FakeEvent, StripeFake } from "../../test/stripe-fake.js";
import { startStripeTestApp } from "../../test/stripe-app.js";
import { signInAs, type TestApp } from "../../test/helpers.js";
import {
  addToCart,
  cartTotalDollars,
  clearShopping,
  pickProducts,
  withoutTrial,
} from "../../test/shopping.js";
import { addDays, addMonths } from "../../../shared/subscriptions.js";
import { withTax } from "../../../shared/offer.js";
import { runRenewals } from "../../workflows/renewal.js";
import { stripeClient, stripePaymentProvider } from "./stripe-provider.js";

// Stripe mode's renewals through Stripe Billing (decision 0094), against the wire-level fake of
// Stripe's API driven by the real SDK; the fake signs and delivers its webhooks as Stripe does.
const WEBHOOK_SECRET = "whsec_test_billing";
let fake: StripeFake;
let t: TestApp;
let customer: string;
let picked: Awaited<ReturnType<typeof pickProducts>>;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, close } = await startStripeTestApp({
    webhookSecret: WEBHOOK_SECRET,
    deliverWebhooks: true,
  }));
  customer = await signInAs(t.app, "customer_test_456");
  picked = await pickProducts(t.database.db);
});
afterAll(() => close());
beforeEach(async () => {
  await fake.settle();
  await clearShopping(t.database.db, [stripeEvents, emailOutbox]);
  fake.requests.length = 0;
  fake.events.length = 0;
});

const db = () => t.database.db;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const post = (url: string, payload: object = {}, cookie = customer) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
/** The webhook's answer to one event (the fake signs it as Stripe does). */
async function redeliver(event: FakeEvent): Promise<string> {
  let outcome = "";
  const saved = fake.endpoint!;
  fake.endpoint = {
    ...saved,
    deliver: async (payload, signature) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
      outcome = res.json().outcome;
      return res.statusCode;
    },
  };
  try {
    await fake.deliver(event);
  } finally {
    fake.endpoint = saved;
  }
  return outcome;
}
const row = async () => (await db().select().from(subscriptions))[0]!;
const renewalOrders = async () =>
  (await db().select().from(orders)).filter((o) => o.subscriptionId !== null);
const mails = async (kind: string) =>
  (await db().select().from(emailOutbox)).filter((m) => m.kind === kind);
const periodTotal = () => withTax(Math.round(Number(picked.subscription.price) * 100)).totalCents;

/** A trial checkout in Stripe mode: $0.00, the card saved by a SetupIntent, its webhook. */
async function startTrial() {
  await addToCart(t.app, customer, picked.subscription.id);
  expect(await cartTotalDollars(t.app, customer)).toBe(0);
  const res = await post("/api/create-payment-intent", { amount: 0 });
  expect(res.statusCode, res.body).toBe(200);
  const setup = [...fake.setupIntents.values()].find(
    (s) => s.client_secret === res.json().clientSecret,
  )!;
  fake.succeedSetup(setup.id);
  // Stripe's own setup_intent.succeeded event, delivered to the shop.
  const outcome = await redeliver({
    id: `evt_setup_${setup.id}`,
    object: "event",
    type: "setup_intent.succeeded",
    api_version: "2026-10-28.endive",
    created: unix(new Date()),
    data: { object: fake.setupIntents.get(setup.id) },
  });
  expect(outcome).toBe("fulfilled");
  await fake.settle();
  const sub = await row();
  return { setup, sub, stripeSub: fake.subscriptions.get(sub.stripeSubscriptionId ?? "")! };
}

describe("Stripe mode: Stripe Billing holds the subscriptions (decision 0094)", () => {
  it("a trial checkout creates a Stripe subscription: trial_end at the trial's end, the saved card as default, our id as idempotency key", async () => {
    const { setup, sub, stripeSub } = await startTrial();
    expect(sub.stripeSubscriptionId).toMatch(/^sub_/);
    expect(stripeSub).toMatchObject({
      customer: setup.customer,
      default_payment_method: "pm_card_visa",
      status: "trialing",
      trial_end: unix(sub.currentPeriodEnd),
      metadata: { subscriptionId: String(sub.id), userId: "customer_test_456" },
    });
    expect(sub.status).toBe("trialing");
    // Stripe counts whole seconds: the period ends exactly when Stripe will bill.
    expect(sub.currentPeriodEnd.getTime() % 1000).toBe(0);
    expect(Math.abs(sub.currentPeriodEnd.getTime() - sub.trialEndsAt!.getTime())).toBeLessThan(
      1000,
    );
    const item = stripeSub.items.data[0]!;
    expect(item.price).toMatchObject({
      currency: "usd",
      unit_amount: periodTotal(),
      recurring: { interval: "month" },
      product: `countinghouse_product_${picked.subscription.id}`,
    });
    const create = fake.requests.find(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions",
    )!;
    expect(create.idempotencyKey).toBe(`countinghouse-subscription-${sub.id}`);
    // Nothing is charged at checkout, and the job never charges a subscription Stripe holds.
    expect(fake.requests.some((r) => r.path === "/v1/payment_intents")).toBe(false);
  });

  it("the renewal job skips a subscription Stripe Billing holds", async () => {
    const { sub } = await startTrial();
    const provider = stripePaymentProvider(stripeClient(t.config));
    const counts = await runRenewals({
      db: db(),
      provider,
      siteUrl: "",
      now: addDays(sub.currentPeriodEnd, 1),
    });
    expect(counts.renewed + counts.past_due + counts.ended).toBe(0);
    expect(fake.requests.some((r) => r.path === "/v1/payment_intents")).toBe(false);
    expect(await row()).toEqual(sub);
  });

  it("invoice.paid renews once: a replayed event, the same invoice under a new event id, and out of order", async () => {
    const { sub, stripeSub } = await startTrial();
    // Two periods pass before any webhook arrives; they are then delivered newest first.
    const endpoint = fake.endpoint;
    fake.endpoint = undefined;
    const first = (await fake.advance(stripeSub.id))!;
    const second = (await fake.advance(stripeSub.id))!;
    fake.endpoint = endpoint;
    const paidEvent = (invoiceId: string) =>
      fake.events.find(
        (e) => e.type === "invoice.paid" && (e.data.object as { id: string }).id === invoiceId,
      )!;
    expect(await redeliver(paidEvent(second.id))).toBe("renewed");
    expect(await redeliver(paidEvent(first.id))).toBe("renewed");
    expect(await redeliver(paidEvent(first.id))).toBe("duplicate");
    expect(await redeliver({ ...paidEvent(second.id), id: "evt_same_invoice_again" })).toBe(
      "already renewed",
    );

    const renewed = await row();
    expect(renewed).toMatchObject({ status: "active", renewalFailure: null });
    expect(renewed.convertedAt).not.toBeNull();
    expect(unix(renewed.currentPeriodStart!)).toBe(second.lines.data[0]!.period.start);
    expect(unix(renewed.currentPeriodEnd)).toBe(second.lines.data[0]!.period.end);
    const invoiced = await renewalOrders();
    expect(invoiced).toHaveLength(2);
    expect(invoiced.map((o) => unix(o.periodStart!)).sort()).toEqual([
      unix(sub.currentPeriodEnd),
      first.lines.data[0]!.period.end,
    ]);
    expect(new Set(invoiced.map((o) => o.invoiceNumber)).size).toBe(2);
    const renewalPayments = (await db().select().from(payments)).filter((p) =>
      p.cartKey.startsWith("renewal:"),
    );
    expect(renewalPayments.map((p) => p.providerRef).sort()).toEqual([first.id, second.id].sort());
    expect(renewalPayments.every((p) => p.amountCents === periodTotal())).toBe(true);
    expect(await mails("renewal-receipt")).toHaveLength(2);
  });

  it("a renewal Stripe Billing charged is refunded through the invoice's PaymentIntent", async () => {
    const { stripeSub } = await startTrial();
    const invoice = (await fake.advance(stripeSub.id))!;
    const [order] = await renewalOrders();
    const admin = await signInAs(t.app, "admin_test_123");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order!.id}/refunds`,
      headers: { cookie: admin },
      payload: { reason: "Charged after cancelling by phone", requestKey: "refund-renewal-1" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund = [...fake.refunds.values()].at(-1)!;
    expect(refund.payment_intent).toBe(fake.invoicePayments.get(invoice.id));
    expect(refund.amount).toBe(periodTotal());
  });

  it("a cycle invoice Stripe says is paid for another amount is not recorded", async () => {
    const { stripeSub } = await startTrial();
    const endpoint = fake.endpoint;
    fake.endpoint = undefined;
    const invoice = (await fake.advance(stripeSub.id))!;
    fake.endpoint = endpoint;
    const event = fake.events.find((e) => e.type === "invoice.paid")!;
    const tampered = {
      ...event,
      id: "evt_other_amount",
      data: { object: { ...invoice, amount_paid: invoice.amount_paid + 100 } },
    };
    expect(await redeliver(tampered)).toBe("amount mismatch");
    expect(await renewalOrders()).toHaveLength(0);
  });

  it("invoice.payment_failed → past_due and the failed-renewal e-mail; a new card pays the open invoice and it is active again", async () => {
    const { sub, stripeSub } = await startTrial();
    stripeSub.default_payment_method = "pm_card_chargeCustomerFail";
    const invoice = (await fake.advance(stripeSub.id))!;
    expect(invoice.status).toBe("open");
    const failed = await row();
    expect(failed).toMatchObject({ status: "past_due" });
    expect(failed.renewalFailure).toMatch(/declined/);
    expect(failed.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    expect(await mails("renewal-failed")).toHaveLength(1);
    // Stripe retries the same invoice: no second e-mail for the same card and period.
    await redeliver({
      ...fake.events.find((e) => e.type === "invoice.payment_failed")!,
      id: "evt_retry_failed",
    });
    expect(await mails("renewal-failed")).toHaveLength(1);

    const base = `/api/subscriptions/${sub.id}/card`;
    const opened = await post(`${base}/setup`);
    expect(opened.statusCode, opened.body).toBe(200);
    const update = [...fake.setupIntents.values()].find(
      (s) => s.client_secret === opened.json().clientSecret,
    )!;
    fake.succeedSetup(update.id, "pm_card_visa");
    const saved = await post(`${base}/confirm`, { setupIntent: update.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: "active" });
    await fake.settle();

    expect(fake.subscriptions.get(stripeSub.id)!.default_payment_method).toBe("pm_card_visa");
    expect(fake.invoices.get(invoice.id)!.status).toBe("paid");
    const pays = fake.requests.filter((r) => r.path === `/v1/invoices/${invoice.id}/pay`);
    expect(pays).toHaveLength(1);
    expect(pays[0]!.form.get("payment_method")).toBe("pm_card_visa");
    // Stripe's invoice is paid, not a charge of the shop's own.
    expect(fake.requests.some((r) => r.path === "/v1/payment_intents")).toBe(false);
    const active = await row();
    expect(active).toMatchObject({ status: "active", renewalFailure: null, cardLast4: "4242" });
    expect(unix(active.currentPeriodEnd)).toBe(invoice.lines.data[0]!.period.end);
    expect(await renewalOrders()).toHaveLength(1);

    // Stripe's setup_intent.succeeded for the card update arrives too: known, and nothing more.
    const outcome = await redeliver({
      id: "evt_card_update",
      object: "event",
      type: "setup_intent.succeeded",
      api_version: "2026-10-28.endive",
      created: unix(new Date()),
      data: { object: fake.setupIntents.get(update.id) },
    });
    expect(outcome).toBe("card updated");
    expect(await renewalOrders()).toHaveLength(1);
    expect(pays).toHaveLength(1);
  });

  it("setup_intent.succeeded for a card update does the update by itself (the browser never came back), once", async () => {
    const { sub, stripeSub } = await startTrial();
    stripeSub.default_payment_method = "pm_card_chargeCustomerFail";
    const invoice = (await fake.advance(stripeSub.id))!;
    expect((await row()).status).toBe("past_due");
    const opened = await post(`/api/subscriptions/${sub.id}/card/setup`);
    const update = [...fake.setupIntents.values()].find(
      (s) => s.client_secret === opened.json().clientSecret,
    )!;
    fake.succeedSetup(update.id, "pm_card_visa");
    const event = {
      id: "evt_card_update_only",
      object: "event" as const,
      type: "setup_intent.succeeded",
      api_version: "2026-10-28.endive",
      created: unix(new Date()),
      data: { object: fake.setupIntents.get(update.id) },
    };
    expect(await redeliver(event)).toBe("card updated");
    expect(await redeliver(event)).toBe("duplicate");
    await fake.settle();
    expect(await row()).toMatchObject({ status: "active", cardLast4: "4242" });
    expect(fake.invoices.get(invoice.id)!.status).toBe("paid");
    expect(await renewalOrders()).toHaveLength(1);
    // The browser's confirm after it: 200, and the invoice is not paid again.
    const late = await post(`/api/subscriptions/${sub.id}/card/confirm`, {
      setupIntent: update.id,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(fake.requests.filter((r) => r.path.endsWith("/pay"))).toHaveLength(1);
  });

  it("a new card that Stripe declines for the open invoice leaves it past_due", async () => {
    const { sub, stripeSub } = await startTrial();
    stripeSub.default_payment_method = "pm_card_chargeCustomerFail";
    await fake.advance(stripeSub.id);
    const opened = await post(`/api/subscriptions/${sub.id}/card/setup`);
    const update = [...fake.setupIntents.values()].find(
      (s) => s.client_secret === opened.json().clientSecret,
    )!;
    fake.succeedSetup(update.id, "pm_card_chargeCustomerFail");
    const saved = await post(`/api/subscriptions/${sub.id}/card/confirm`, {
      setupIntent: update.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: "past_due" });
    await fake.settle();
    // The open invoice was tried with the new card, and declined: a failed-renewal e-mail each.
    expect(fake.requests.filter((r) => r.path.endsWith("/pay"))).toHaveLength(1);
    expect(await mails("renewal-failed")).toHaveLength(2);
    expect(await renewalOrders()).toHaveLength(0);
  });

  it("cancel and resume reach Stripe first; when Stripe refuses, nothing changes here", async () => {
    const { sub, stripeSub } = await startTrial();
    const cancelled = await post(`/api/subscriptions/${sub.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(fake.subscriptions.get(stripeSub.id)!.cancel_at_period_end).toBe(true);
    await fake.settle();
    expect(await row()).toMatchObject({ cancelAtPeriodEnd: true, status: "trialing" });

    const resumed = await post(`/api/subscriptions/${sub.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(fake.subscriptions.get(stripeSub.id)!.cancel_at_period_end).toBe(false);
    await fake.settle();
    expect(await row()).toMatchObject({ cancelAtPeriodEnd: false });

    // Stripe no longer knows it: a clear error, and the row stays as it was.
    fake.subscriptions.delete(stripeSub.id);
    const refused = await post(`/api/subscriptions/${sub.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Stripe could not cancel this subscription/);
    expect(await row()).toMatchObject({ cancelAtPeriodEnd: false, status: "trialing" });
    expect(await mails("subscription-canceled")).toHaveLength(1);
  });

  it("a subscription cancelled at period end ends when Stripe deletes it; trial_will_end sends the trial-ending e-mail once", async () => {
    const { sub, stripeSub } = await startTrial();
    await fake.trialWillEnd(stripeSub.id);
    await fake.trialWillEnd(stripeSub.id);
    expect(await mails("trial-ending")).toHaveLength(1);
    expect((await post(`/api/subscriptions/${sub.id}/cancel`)).statusCode).toBe(200);
    await fake.settle();
    expect(await fake.advance(stripeSub.id)).toBeNull();
    const ended = await row();
    expect(ended).toMatchObject({ status: "canceled" });
    expect(ended.endedAt!.getTime()).toBe(unix(sub.currentPeriodEnd) * 1000);
    expect(await renewalOrders()).toHaveLength(0);
  });

  it("paid from day one: Stripe's first invoice is a month out, so the month paid today is not charged twice", async () => {
    await withoutTrial(db(), picked.subscription.id);
    await addToCart(t.app, customer, picked.subscription.id);
    const amount = await cartTotalDollars(t.app, customer);
    expect(amount).toBeGreaterThan(0);
    const res = await post("/api/create-payment-intent", { amount });
    expect(res.statusCode, res.body).toBe(200);
    const intent = [...fake.intents.values()].find(
      (i) => i.client_secret === res.json().clientSecret,
    )!;
    fake.succeed(intent.id);
    const before = new Date();
    const outcome = await redeliver({
      id: `evt_paid_${intent.id}`,
      object: "event",
      type: "payment_intent.succeeded",
      api_version: "2026-10-28.endive",
      created: unix(new Date()),
      data: { object: fake.intents.get(intent.id) },
    });
    expect(outcome).toBe("fulfilled");
    await fake.settle();
    const sub = await row();
    expect(sub).toMatchObject({ status: "active", trialStartedAt: null });
    const stripeSub = fake.subscriptions.get(sub.stripeSubscriptionId!)!;
    expect(stripeSub.trial_end).toBe(unix(sub.currentPeriodEnd));
    const monthOut = unix(addMonths(before));
    expect(Math.abs(stripeSub.trial_end! - monthOut)).toBeLessThan(60);
    expect(stripeSub.latest_invoice).toBeNull();

    // A month later Stripe bills the second month, and only that.
    const invoice = (await fake.advance(stripeSub.id))!;
    expect(invoice.lines.data[0]!.period.start).toBe(unix(sub.currentPeriodEnd));
    const all = await db().select().from(orders).where(eq(orders.userId, "customer_test_456"));
    expect(all).toHaveLength(2);
    expect(await renewalOrders()).toHaveLength(1);
    const charged = fake.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/payment_intents",
    );
    expect(charged).toHaveLength(1); // the checkout's own PaymentIntent, nothing off-session
  });
});

describe("Stripe mode: seats of a running subscription (decision 0251)", () => {
  /** A per-user monthly subscription of `seats` seats, paid at checkout; Stripe bills from month 2. */
  async function subscribedInStripe(seats: number) {
    const [perUser] = await db()
      .select()
      .from(products)
      .where(and(eq(products.priceUnit, "per_user"), eq(products.priceTerm, "monthly")));
    await withoutTrial(db(), perUser!.id);
    await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: { cookie: customer },
      payload: { productId: perUser!.id, quantity: seats },
    });
    const res = await post("/api/create-payment-intent", {
      amount: await cartTotalDollars(t.app, customer),
    });
    const intent = [...fake.intents.values()].find(
      (i) => i.client_secret === res.json().clientSecret,
    )!;
    fake.succeed(intent.id);
    await redeliver({
      id: `evt_paid_${intent.id}`,
      object: "event",
      type: "payment_intent.succeeded",
      api_version: "2026-10-28.endive",
      created: unix(new Date()),
      data: { object: fake.intents.get(intent.id) },
    });
    await fake.settle();
    const sub = await row();
    return { sub, stripeSub: fake.subscriptions.get(sub.stripeSubscriptionId!)! };
  }
  const quoteFor = (subscriptionId: number, seats: number) =>
    t.app.inject({
      url: `/api/subscriptions/${subscriptionId}/seat-change?seats=${seats}`,
      headers: { cookie: customer },
    });
  const changeTo = (subscriptionId: number, seats: number) =>
    t.app.inject({
      method: "PUT",
      url: `/api/subscriptions/${subscriptionId}/seats`,
      headers: { cookie: customer },
      payload: { seats },
    });
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it("seats added change the Stripe item with Stripe's proration; the next invoice carries it and is the quoted charge", async () => {
    const { sub, stripeSub } = await subscribedInStripe(3);
    // In Stripe's trial (the first month was paid at checkout) nothing is prorated.
    const early = await quoteFor(sub.id, 4);
    expect(early.json()).toMatchObject({ proration: "0.00", billedBy: "stripe" });
    // A month on, Stripe has billed the second month: now a change is prorated.
    await fake.advance(stripeSub.id);
    const quote = await quoteFor(sub.id, 5);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(Number(quote.json().proration)).toBeGreaterThan(0);
    fake.requests.length = 0;
    const changed = await changeTo(sub.id, 5);
    expect(changed.statusCode, changed.body).toBe(200);
    const update = fake.requests.find((r) => r.path.startsWith("/v1/subscription_items/"))!;
    expect(update.method).toBe("POST");
    expect(update.form.get("proration_behavior")).toBe("create_prorations");
    const fiveSeats = withTax(5 * sub.unitPriceCents!).totalCents;
    expect(Number(update.form.get("price_data[unit_amount]"))).toBe(fiveSeats);
    expect(update.idempotencyKey).toMatch(/^countinghouse-seats-/);
    expect(fake.pendingInvoiceItems.get(stripeSub.id)).toHaveLength(1);

    const invoice = (await fake.advance(stripeSub.id))!;
    expect(invoice.amount_paid).toBe(cents(quote.json().nextCharge.amount));
    const renewals = await renewalOrders();
    const last = renewals.sort((a, b) => b.id - a.id)[0]!;
    expect(cents(last.totalAmount)).toBe(invoice.amount_paid);
    // The period after is five seats, no proration.
    const after = (await fake.advance(stripeSub.id))!;
    expect(after.amount_paid).toBe(fiveSeats);
  });

  it("seats removed are credited by Stripe on the next invoice, as quoted; the period after is the fewer seats", async () => {
    const { sub, stripeSub } = await subscribedInStripe(4);
    await fake.advance(stripeSub.id);
    const fourSeats = withTax(4 * sub.unitPriceCents!).totalCents;
    const twoSeats = withTax(2 * sub.unitPriceCents!).totalCents;
    const quote = await quoteFor(sub.id, 2);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ fromSeats: 4, toSeats: 2, billedBy: "stripe" });
    // A credit: less than the two seats' period, and the next charge is below the period's price.
    expect(Number(quote.json().proration)).toBeLessThan(0);
    expect(cents(quote.json().nextCharge.amount)).toBeLessThan(twoSeats);
    expect(cents(quote.json().laterCharge)).toBe(twoSeats);

    fake.requests.length = 0;
    const changed = await changeTo(sub.id, 2);
    expect(changed.statusCode, changed.body).toBe(200);
    const update = fake.requests.find((r) => r.path.startsWith("/v1/subscription_items/"))!;
    expect(Number(update.form.get("price_data[unit_amount]"))).toBe(twoSeats);
    const [credit] = fake.pendingInvoiceItems.get(stripeSub.id)!;
    expect(credit!.amount).toBeLessThan(0);
    expect(credit!.amount).toBeGreaterThan(twoSeats - fourSeats - 1);

    const invoice = (await fake.advance(stripeSub.id))!;
    expect(invoice.amount_paid).toBe(cents(quote.json().nextCharge.amount));
    expect(invoice.amount_paid).toBe(twoSeats + credit!.amount);
    const renewals = await renewalOrders();
    const last = renewals.sort((a, b) => b.id - a.id)[0]!;
    expect(cents(last.totalAmount)).toBe(invoice.amount_paid);
    const after = (await fake.advance(stripeSub.id))!;
    expect(after.amount_paid).toBe(twoSeats);
  });
});
