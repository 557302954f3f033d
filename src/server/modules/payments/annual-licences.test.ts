import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { emailOutbox, orders, products } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { checkoutQuoteSchema } from "../../../shared/contracts/payments.js";
import { orderListSchema, subscriptionListSchema } from "../../../shared/contracts/orders.js";
import { addDays, addMonths } from "../../../shared/subscriptions.js";
import { runRenewals } from "../../workflows/renewal.js";
import { clearShopping, outboxOf, testRenewalContext } from "../../test/shopping.js";

// Annual licences (decision 0194): bought once a year, they renew a year later through the
// renewal job (test mode), with a reminder 30 days before, and can be set not to renew.

let t: TestApp;
let customer: string;
let annual: typeof products.$inferSelect;
const CUSTOMER = "customer_test_456";

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, CUSTOMER);
  const [found] = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.priceTerm, "annual"), eq(products.priceUnit, "per_firm")))
    .orderBy(products.id)
    .limit(1);
  annual = found!;
});
afterAll(() => t.close());
beforeEach(() => clearShopping(t.database.db, [emailOutbox]));

const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie: customer }, payload });
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: customer } });
const outbox = (kind: string) => outboxOf(t.database.db, kind);
const ctx = (now: Date) => testRenewalContext(t.database.db, now);
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const withTax = (c: number) => c + Math.floor((c * 8 + 50) / 100);

async function buyAnnual() {
  expect((await post("/api/cart", { productId: annual.id, quantity: 1 })).statusCode).toBe(201);
  const quote = checkoutQuoteSchema.parse((await get("/api/checkout/quote")).json());
  const intent = await post("/api/create-payment-intent", {
    amount: Number(quote.dueToday.total),
  });
  const paid = await post("/api/payments/test/confirm", {
    clientSecret: intent.json().clientSecret,
    cardNumber: "4242424242424242",
    expiry: "12/39",
    cvc: "123",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { quote, orderId: paid.json().orderId as number };
}

describe("an annual licence", () => {
  it("is quoted at its price today and renews a year on, for the same amount with tax", async () => {
    await post("/api/cart", { productId: annual.id, quantity: 1 });
    const before = Date.now();
    const quote = checkoutQuoteSchema.parse((await get("/api/checkout/quote")).json());
    const line = quote.lines[0]!;
    expect(line.offer).toEqual({ unit: "per_firm", term: "annual" });
    expect(line.trialDays).toBe(0);
    expect(quote.dueToday.subtotal).toBe(annual.price);
    expect(line.renewal!.amount).toBe((withTax(cents(annual.price)) / 100).toFixed(2));
    const renews = new Date(line.renewal!.date).getTime();
    expect(renews).toBeGreaterThanOrEqual(addMonths(new Date(before), 12).getTime() - 1000);
    expect(renews).toBeLessThan(addMonths(new Date(before), 12).getTime() + 60_000);
  });

  it("starts a yearly term: the dashboard says when it renews, the keys say until when they work", async () => {
    const bought = Date.now();
    const { orderId } = await buyAnnual();
    const [subscription] = subscriptionListSchema.parse((await get("/api/subscriptions")).json());
    expect(subscription).toMatchObject({
      interval: "year",
      status: "active",
      cancelAtPeriodEnd: false,
      product: { id: annual.id, offer: { unit: "per_firm", term: "annual" } },
      renewalAmount: (withTax(cents(annual.price)) / 100).toFixed(2),
    });
    const end = new Date(subscription!.currentPeriodEnd).getTime();
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(bought), 12).getTime() - 1000);
    const [order] = orderListSchema.parse((await get("/api/orders")).json());
    expect(order!.id).toBe(orderId);
    expect(order!.items[0]).toMatchObject({
      type: "one-time",
      offer: { unit: "per_firm", term: "annual" },
      validUntil: subscription!.currentPeriodEnd,
    });
    expect(order!.items[0]!.licenceKeys).toHaveLength(1);
    const [confirmation] = await outbox("order-confirmation");
    expect(confirmation!.textBody).toContain("One-year licence: valid until");
    expect(confirmation!.textBody).toContain("/ year");
    const receipt = await get(`/api/orders/${orderId}/receipt`);
    expect(receipt.body).toContain("One-year licence, renews yearly, valid until");
    // It is not a second purchase: buying it again while it runs is refused.
    await post("/api/cart", { productId: annual.id, quantity: 1 });
    const again = await get("/api/checkout/quote");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("renews yearly");
  });

  it("sends its reminder 30 days ahead, once, then renews one year later with a new invoice", async () => {
    const { orderId } = await buyAnnual();
    const [running] = subscriptionListSchema.parse((await get("/api/subscriptions")).json());
    const periodEnd = new Date(running!.currentPeriodEnd);

    // Two months ahead: nothing yet.
    await runRenewals(ctx(addDays(periodEnd, -60)));
    expect(await outbox("licence-renewal-reminder")).toHaveLength(0);
    // 29 days ahead: the reminder, with the amount and the date; a second run sends nothing more.
    await runRenewals(ctx(addDays(periodEnd, -29)));
    await runRenewals(ctx(addDays(periodEnd, -28)));
    const reminders = await outbox("licence-renewal-reminder");
    expect(reminders).toHaveLength(1);
    const amount = `$${(withTax(cents(annual.price)) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(reminders[0]!.textBody).toContain(amount);
    expect(reminders[0]!.subject).toContain(annual.name);

    // A day after the year: charged once, a renewal order, the term a year further on.
    const counts = await runRenewals(ctx(addDays(periodEnd, 1)));
    expect(counts.renewed).toBe(1);
    expect((await runRenewals(ctx(addDays(periodEnd, 2)))).renewed).toBe(0);
    const [renewed] = subscriptionListSchema.parse((await get("/api/subscriptions")).json());
    expect(new Date(renewed!.currentPeriodEnd).toISOString()).toBe(
      addMonths(periodEnd, 12).toISOString(),
    );
    const list = orderListSchema.parse((await get("/api/orders")).json());
    const renewal = list.find((o) => o.id !== orderId)!;
    expect(renewal.totalAmount).toBe((withTax(cents(annual.price)) / 100).toFixed(2));
    expect(renewal.items[0]).toMatchObject({
      type: "one-time",
      offer: { unit: "per_firm", term: "annual" },
    });
    // The first order's keys now work until the new end of the term.
    expect(list.find((o) => o.id === orderId)!.items[0]!.validUntil).toBe(
      renewed!.currentPeriodEnd,
    );
    const [receipt] = await outbox("renewal-receipt");
    expect(receipt!.textBody).toContain("renewed for another year");
    expect(await t.database.db.select().from(orders)).toHaveLength(2);
  });

  it("can be set not to renew: no reminder, no charge, it expires at the end of its year", async () => {
    await buyAnnual();
    const [running] = subscriptionListSchema.parse((await get("/api/subscriptions")).json());
    const off = await post(`/api/subscriptions/${running!.id}/cancel`);
    expect(off.statusCode, off.body).toBeLessThan(300);
    const [canceled] = await outbox("subscription-canceled");
    expect(canceled!.subject).toBe(`Your licence of ${annual.name} will not renew`);
    const periodEnd = new Date(running!.currentPeriodEnd);
    await runRenewals(ctx(addDays(periodEnd, -20)));
    expect(await outbox("licence-renewal-reminder")).toHaveLength(0);
    const counts = await runRenewals(ctx(addDays(periodEnd, 1)));
    expect(counts).toMatchObject({ renewed: 0, ended: 1 });
    const [ended] = subscriptionListSchema.parse((await get("/api/subscriptions")).json());
    expect(ended!.status).toBe("canceled");
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
  });
});
