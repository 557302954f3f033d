import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { emailOutbox, orders, payments, products, subscriptions } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { actorCookies, ownedRows, userIdOf } from "../../test/actors.js";
import { checkoutQuoteSchema } from "../../../shared/contracts/payments.js";
import { subscriptionListSchema, subscriptionSchema } from "../../../shared/contracts/orders.js";
import { addDays, addMonths } from "../../../shared/subscriptions.js";
import { runRenewals } from "../../workflows/renewal.js";
import { clearShopping, outboxOf, testRenewalContext, withoutTrial } from "../../test/shopping.js";

let t: TestApp;
let customer: string;
let stranger: string;
let saas: typeof products.$inferSelect;
let other: typeof products.$inferSelect;
let oneTime: typeof products.$inferSelect;
const CUSTOMER = "customer_test_456";

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, CUSTOMER);
  stranger = (await actorCookies(t.database.db)).customerB;
  const subs = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.type, "subscription"), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(2);
  [saas, other] = [subs[0]!, subs[1]!];
  const once = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.type, "one-time"), eq(products.isActive, true)))
    .limit(1);
  oneTime = once[0]!;
});
afterAll(() => t.close());

beforeEach(() => clearShopping(t.database.db, [emailOutbox]));

const post = (url: string, payload: object, cookie = customer) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const get = (url: string, cookie = customer) =>
  t.app.inject({ method: "GET", url, headers: { cookie } });
const card = (cardNumber = "4242424242424242") => ({ cardNumber, expiry: "12/39", cvc: "123" });

async function quote() {
  const res = await get("/api/checkout/quote");
  expect(res.statusCode, res.body).toBe(200);
  return checkoutQuoteSchema.parse(res.json());
}

/** Puts the products in the cart and pays what the quote says is due today. */
async function checkout(productIds: number[], cardNumber = "4242424242424242") {
  for (const productId of productIds)
    expect((await post("/api/cart", { productId, quantity: 1 })).statusCode).toBeLessThan(300);
  const { dueToday } = await quote();
  const intent = await post("/api/create-payment-intent", { amount: Number(dueToday.total) });
  expect(intent.statusCode, intent.body).toBe(200);
  return post("/api/payments/test/confirm", {
    clientSecret: intent.json().clientSecret,
    ...card(cardNumber),
  });
}

async function mySubscriptions(cookie = customer) {
  return subscriptionListSchema.parse((await get("/api/subscriptions", cookie)).json());
}

const outbox = (kind: string) => outboxOf(t.database.db, kind);

const ctx = (now: Date) => testRenewalContext(t.database.db, now);

describe("free trials", () => {
  it("quote a trial at $0.00 today with its first charge date and amount", async () => {
    await post("/api/cart", { productId: saas.id, quantity: 1 });
    await post("/api/cart", { productId: oneTime.id, quantity: 1 });
    const before = Date.now();
    const q = await quote();
    const line = q.lines.find((l) => l.productId === saas.id)!;
    const days = (saas.facts?.trialDays as number) || 14;
    expect(line).toMatchObject({ trialDays: days, trialUsed: false });
    const price = Math.round(Number(saas.price) * 100);
    expect(line.firstChargeAmount).toBe((Math.floor((price * 108 + 50) / 100) / 100).toFixed(2));
    const first = new Date(line.firstChargeDate!).getTime();
    expect(first - before).toBeGreaterThanOrEqual(days * 86_400_000 - 1000);
    expect(first - before).toBeLessThan(days * 86_400_000 + 60_000);
    // Only the one-time product is due today.
    const oneTimeCents = Math.round(Number(oneTime.price) * 100);
    expect(q.dueToday.subtotal).toBe((oneTimeCents / 100).toFixed(2));
  });

  it("take the trial's length from the product's fact sheet; no trial means charged today", async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, other.id));
    await t.database.db
      .update(products)
      .set({ facts: { ...row!.facts!, trialDays: 30 } })
      .where(eq(products.id, other.id));
    await post("/api/cart", { productId: other.id, quantity: 1 });
    expect((await quote()).lines[0]).toMatchObject({ trialDays: 30 });
    await withoutTrial(t.database.db, other.id);
    const q = await quote();
    expect(q.lines[0]).toMatchObject({ trialDays: 0, trialUsed: false, firstChargeDate: null });
    expect(q.dueToday.subtotal).toBe(other.price);
    await t.database.db
      .update(products)
      .set({ facts: row!.facts })
      .where(eq(products.id, other.id));
  });

  it("start a trial for $0.00: the card is saved, nothing charged, the dashboard's data says when it ends", async () => {
    const paid = await checkout([saas.id]);
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await t.database.db.select().from(orders);
    expect(order).toMatchObject({ totalAmount: "0.00", cardBrand: "Visa", cardLast4: "4242" });
    const [sub] = await mySubscriptions();
    expect(sub).toMatchObject({ status: "trialing", card: { brand: "Visa", last4: "4242" } });
    expect(sub!.trialEndsAt).toBe(sub!.currentPeriodEnd);
    const [row] = await t.database.db.select().from(subscriptions);
    expect(row!.trialStartedAt).not.toBeNull();
    expect(row!.convertedAt).toBeNull();
    expect(row!.paymentMethodRef).toMatch(/^test_pm_ok_/);
    const [mail] = await outbox("trial-started");
    expect(mail!.subject).toBe(`Your free trial of ${saas.name} has started`);
    expect(mail!.textBody).toContain("Nothing has been charged today.");
    expect(mail!.htmlBody).toContain("<table");
  });

  it("refuse a second live subscription to the same product, before any payment opens", async () => {
    expect((await checkout([saas.id])).statusCode).toBe(200);
    await post("/api/cart", { productId: saas.id, quantity: 1 });
    const q = await get("/api/checkout/quote");
    expect(q.statusCode).toBe(409);
    expect(q.json().message).toBe(
      `You already subscribe to ${saas.name}. Manage it from your dashboard instead of buying it again.`,
    );
    const opened = await post("/api/create-payment-intent", { amount: 0 });
    expect(opened.statusCode).toBe(409);
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
  });

  it("give one trial per customer per product: the second time it is charged today, and a $0 request is refused", async () => {
    expect((await checkout([saas.id])).statusCode).toBe(200);
    const [sub] = await mySubscriptions();
    await post(`/api/subscriptions/${sub!.id}/cancel`, {});
    await runRenewals(ctx(addDays(new Date(), 40)), userIdOf("customerA"));
    expect((await mySubscriptions())[0]!.status).toBe("canceled");

    await post("/api/cart", { productId: saas.id, quantity: 1 });
    const q = await quote();
    expect(q.lines[0]).toMatchObject({ trialDays: 0, trialUsed: true, firstChargeDate: null });
    expect(Number(q.dueToday.total)).toBeGreaterThan(0);
    const free = await post("/api/create-payment-intent", { amount: 0 });
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toMatch(/already had the free trial of/);
    const paid = await checkout([]);
    expect(paid.statusCode).toBe(200);
    const live = (await mySubscriptions()).find((s) => s.status !== "canceled")!;
    expect(live).toMatchObject({ status: "active", trialEndsAt: null });
  });

  it("save the card that declines charges for a trial, but refuse it when money is due", async () => {
    const trial = await checkout([saas.id], "4000000000000341");
    expect(trial.statusCode).toBe(200);
    const paidNow = await checkout([oneTime.id], "4000000000000341");
    expect(paidNow.statusCode).toBe(402);
    expect(paidNow.json().message).toBe("Your card was declined.");
    const declined = await checkout([other.id], "4000000000000002");
    expect(declined.statusCode).toBe(402);
    expect(await mySubscriptions()).toHaveLength(1);
  });
});

describe("renewals (the job on an injected clock)", () => {
  it("remind three days before a trial ends, once; then charge it, convert it and invoice it", async () => {
    await checkout([saas.id]);
    const [row] = await t.database.db.select().from(subscriptions);
    const trialEnd = row!.currentPeriodEnd;

    expect((await runRenewals(ctx(addDays(trialEnd, -4)))).reminded).toBe(0);
    await runRenewals(ctx(addDays(trialEnd, -2)));
    await runRenewals(ctx(addDays(trialEnd, -1)));
    const reminders = await outbox("trial-ending");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(new RegExp(`^Your free trial of ${saas.name} ends on `));

    const at = addDays(trialEnd, 0.01);
    expect((await runRenewals(ctx(at))).renewed).toBe(1);
    expect((await runRenewals(ctx(at))).renewed).toBe(0);
    const [renewed] = await t.database.db.select().from(subscriptions);
    expect(renewed).toMatchObject({ status: "active", convertedAt: at, renewalFailure: null });
    expect(renewed!.currentPeriodStart).toEqual(trialEnd);
    expect(renewed!.currentPeriodEnd).toEqual(addMonths(trialEnd));
    const allOrders = await t.database.db.select().from(orders).orderBy(orders.id);
    expect(allOrders).toHaveLength(2);
    expect(allOrders[1]).toMatchObject({ subscriptionId: renewed!.id, cardLast4: "4242" });
    expect(allOrders[1]!.invoiceNumber!).toBeGreaterThan(allOrders[0]!.invoiceNumber!);
    expect(Number(allOrders[1]!.totalAmount)).toBeGreaterThan(Number(saas.price));
    const [receipt] = await outbox("renewal-receipt");
    expect(receipt!.textBody).toContain(`Invoice: ${allOrders[1]!.invoiceNumber}`);
    expect(receipt!.textBody).toContain("Visa ending in 4242");
  });

  it("charge a period once when two job runs race (two server processes)", async () => {
    await checkout([saas.id]);
    const [row] = await t.database.db.select().from(subscriptions);
    const at = addDays(row!.currentPeriodEnd, 0.5);
    const runs = await Promise.all([
      runRenewals(ctx(at)),
      runRenewals(ctx(at)),
      runRenewals(ctx(at)),
    ]);
    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    expect(await t.database.db.select().from(payments)).toHaveLength(2);
    expect(await outbox("renewal-receipt")).toHaveLength(1);
  });

  it("go past_due when the saved card declines, and recover when the owner saves a good card", async () => {
    await checkout([saas.id], "4000000000000341");
    const [row] = await t.database.db.select().from(subscriptions);
    const at = addDays(row!.currentPeriodEnd, 0.1);
    expect((await runRenewals(ctx(at))).past_due).toBe(1);
    let [sub] = await mySubscriptions();
    expect(sub).toMatchObject({ status: "past_due", renewalFailure: "Your card was declined." });
    expect((await outbox("renewal-failed"))[0]!.subject).toBe(
      `Action needed: your payment for ${saas.name} failed`,
    );
    // The period does not move while unpaid, and a re-run does not charge or mail again.
    await runRenewals(ctx(at));
    expect(await outbox("renewal-failed")).toHaveLength(1);

    const before = await ownedRows(t.database.db, CUSTOMER);
    const refused = await post(`/api/subscriptions/${sub!.id}/card`, card("4000000000000002"));
    expect(refused.statusCode).toBe(402);
    const stolen = await post(`/api/subscriptions/${sub!.id}/card`, card(), stranger);
    expect(stolen.statusCode).toBe(404);
    expect(await ownedRows(t.database.db, CUSTOMER)).toBe(before);

    const fixed = await post(`/api/subscriptions/${sub!.id}/card`, card());
    expect(fixed.statusCode, fixed.body).toBe(200);
    sub = subscriptionSchema.parse(fixed.json());
    expect(sub).toMatchObject({ status: "active", renewalFailure: null, card: { last4: "4242" } });
    expect(new Date(sub.currentPeriodEnd)).toEqual(addMonths(row!.currentPeriodEnd));
    expect(await outbox("renewal-receipt")).toHaveLength(1);
  });

  it("end a past_due subscription after the grace period", async () => {
    await checkout([saas.id], "4000000000000341");
    const [row] = await t.database.db.select().from(subscriptions);
    await runRenewals(ctx(addDays(row!.currentPeriodEnd, 0.1)));
    expect((await runRenewals(ctx(addDays(row!.currentPeriodEnd, 15)))).ended).toBe(1);
    expect((await mySubscriptions())[0]!.status).toBe("canceled");
  });
});

describe("cancel and resume", () => {
  it("cancel at period end, resume, cancel again: it ends at the period's end without a charge", async () => {
    await checkout([saas.id]);
    const [sub] = await mySubscriptions();
    const cancelled = await post(`/api/subscriptions/${sub!.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true });
    const [mail] = await outbox("subscription-canceled");
    expect(mail!.subject).toBe(`Your subscription to ${saas.name} is cancelled`);
    // Cancelling twice changes nothing more.
    await post(`/api/subscriptions/${sub!.id}/cancel`, {});
    expect(await outbox("subscription-canceled")).toHaveLength(1);

    const resumed = await post(`/api/subscriptions/${sub!.id}/resume`, {});
    expect(resumed.json()).toMatchObject({ status: "trialing", cancelAtPeriodEnd: false });
    await post(`/api/subscriptions/${sub!.id}/cancel`, {});

    const end = new Date(sub!.currentPeriodEnd);
    expect((await runRenewals(ctx(addDays(end, 0.1)))).ended).toBe(1);
    const [ended] = await mySubscriptions();
    expect(ended).toMatchObject({ status: "canceled", endedAt: end.toISOString() });
    expect(await t.database.db.select().from(payments)).toHaveLength(1); // the trial's $0 only
    const again = await post(`/api/subscriptions/${sub!.id}/resume`, {});
    expect(again.statusCode).toBe(409);
  });

  it("refuse someone else's subscription with 404 and change nothing", async () => {
    await checkout([saas.id]);
    const [sub] = await mySubscriptions();
    const before = await ownedRows(t.database.db, CUSTOMER);
    for (const action of ["cancel", "resume"]) {
      const res = await post(`/api/subscriptions/${sub!.id}/${action}`, {}, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Subscription not found.");
    }
    expect(
      (await t.app.inject({ method: "POST", url: `/api/subscriptions/${sub!.id}/cancel` }))
        .statusCode,
    ).toBe(401);
    expect(await ownedRows(t.database.db, CUSTOMER)).toBe(before);
  });

  it("run the test-mode clock for the signed-in customer's subscriptions only", async () => {
    await checkout([saas.id]);
    const [sub] = await mySubscriptions();
    const at = addDays(new Date(sub!.currentPeriodEnd), 0.1).toISOString();
    const strangers = await post("/api/test/run-renewals", { at }, stranger);
    expect(strangers.json().renewed).toBe(0);
    const mine = await post("/api/test/run-renewals", { at });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().renewed).toBe(1);
    expect((await post("/api/test/run-renewals", { at: "soon" })).statusCode).toBe(400);
    const ids = (await mySubscriptions()).map((s) => s.id);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids));
    expect(rows[0]!.status).toBe("active");
  });
});
