import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox, orders, payments, products, subscriptions } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { actorCookies } from "../../test/actors.js";
import { addToCart, cartTotalDollars, clearShopping, withoutTrial } from "../../test/shopping.js";
import { billingDetailsSchema } from "../../../shared/contracts/billing.js";
import { addMonths } from "../../../shared/subscriptions.js";

let t: TestApp;
let customer: string;
let stranger: string;
let saas: typeof products.$inferSelect;
let oneTime: typeof products.$inferSelect;

const BILLING = {
  name: "Dana Whitfield",
  firm: "Whitfield & Ortiz CPAs",
  address: "  1200 Ledger Lane, Suite 4\r\n\r\n Hartford, CT 06103 ",
  ein: "123456789",
};

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  stranger = (await actorCookies(t.database.db)).customerB;
  const db = t.database.db;
  const first = async (type: "one-time" | "subscription") =>
    (
      await db.select().from(products).where(eq(products.type, type)).orderBy(products.id).limit(1)
    )[0]!;
  saas = await first("subscription");
  oneTime = await first("one-time");
  await withoutTrial(db, saas!.id);
});
afterAll(() => t.close());

beforeEach(() => clearShopping(t.database.db, [emailOutbox]));

const send = (method: "GET" | "PUT" | "POST", url: string, payload?: object, cookie = customer) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

async function openCheckout(productIds: number[]) {
  for (const id of productIds) await addToCart(t.app, customer, id);
  const amount = await cartTotalDollars(t.app, customer);
  const res = await send("POST", "/api/create-payment-intent", { amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clientSecret as string;
}

const pay = (clientSecret: string) =>
  send("POST", "/api/payments/test/confirm", {
    clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/39",
    cvc: "123",
  });

describe("the billing details schema", () => {
  it("normalises the address lines and the EIN, and keeps an empty EIN", () => {
    expect(billingDetailsSchema.parse(BILLING)).toEqual({
      name: "Dana Whitfield",
      firm: "Whitfield & Ortiz CPAs",
      address: "1200 Ledger Lane, Suite 4\nHartford, CT 06103",
      ein: "12-3456789",
    });
    expect(billingDetailsSchema.parse({ ...BILLING, ein: "  " }).ein).toBe("");
    expect(billingDetailsSchema.parse({ ...BILLING, ein: "12-3456789" }).ein).toBe("12-3456789");
  });
});

describe("PUT /api/checkout/billing", () => {
  it("answers 401 to visitors", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/checkout/billing",
      payload: { clientSecret: "x", billing: BILLING },
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses missing, multi-line and malformed fields with a 400 naming the field, and stores nothing", async () => {
    const clientSecret = await openCheckout([oneTime.id]);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...BILLING, name: "  " }, /billing\.name: Name is required/],
      [{ ...BILLING, firm: "" }, /billing\.firm: Firm is required/],
      [{ ...BILLING, address: " \n " }, /billing\.address: Address is required/],
      [{ ...BILLING, name: "Dana\r\nBcc: victim@example.com" }, /Name must be a single line/],
      [{ ...BILLING, firm: "Firm\nX-Injected: 1" }, /Firm must be a single line/],
      [{ ...BILLING, ein: "12-345" }, /EIN must be 9 digits/],
      [{ ...BILLING, ein: "AB-CDEFGHI" }, /EIN must be 9 digits/],
      [{ ...BILLING, name: "x".repeat(121) }, /Name must be at most 120 characters/],
      [{ ...BILLING, address: "a\nb\nc\nd\ne\nf\ng" }, /Address must be at most 6 lines/],
      [{ ...BILLING, name: "Dana\u0000" }, /NUL/],
      [{ name: "Dana" }, /billing\.firm/],
    ];
    for (const [billing, message] of cases) {
      const res = await send("PUT", "/api/checkout/billing", { clientSecret, billing });
      expect(res.statusCode, JSON.stringify(billing)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await send("PUT", "/api/checkout/billing", { billing: BILLING })).statusCode).toBe(400);
    const [payment] = await t.database.db.select().from(payments);
    expect(payment!.billing).toBeNull();
  });

  it("answers 404 for someone else's payment and 409 once it is paid", async () => {
    const clientSecret = await openCheckout([oneTime.id]);
    const theirs = await send(
      "PUT",
      "/api/checkout/billing",
      { clientSecret, billing: BILLING },
      stranger,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await pay(clientSecret)).statusCode).toBe(200);
    const late = await send("PUT", "/api/checkout/billing", { clientSecret, billing: BILLING });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/no longer open/);
  });
});

describe("billing details on the order, the invoice and the e-mail", () => {
  it("stores them on the order and subscription, shows them on the invoice and in the confirmation, and fills the next checkout", async () => {
    expect((await send("GET", "/api/checkout/billing")).json()).toEqual({ billing: null });
    const clientSecret = await openCheckout([oneTime.id, saas.id]);
    const saved = await send("PUT", "/api/checkout/billing", { clientSecret, billing: BILLING });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billing.ein).toBe("12-3456789");
    const paid = await pay(clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().orderId as number;

    const stored = billingDetailsSchema.parse(BILLING);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.billing).toEqual(stored);
    const [subscription] = await t.database.db.select().from(subscriptions);
    expect(subscription!.billing).toEqual(stored);

    const receipt = await send("GET", `/api/orders/${orderId}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain("<h1>Invoice</h1>");
    expect(receipt.body).toContain(
      "Dana Whitfield<br>Whitfield &amp; Ortiz CPAs<br>1200 Ledger Lane, Suite 4<br>Hartford, CT 06103<br>EIN 12-3456789",
    );
    expect(receipt.body).toContain("@media print");

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "order-confirmation"));
    expect(mail!.textBody).toContain("Billed to: Dana Whitfield");
    expect(mail!.textBody).toContain("Firm: Whitfield & Ortiz CPAs");
    expect(mail!.textBody).toContain("Address: 1200 Ledger Lane, Suite 4, Hartford, CT 06103");
    expect(mail!.textBody).toContain("EIN: 12-3456789");
    expect(mail!.htmlBody).toContain("Whitfield &amp; Ortiz CPAs");

    expect((await send("GET", "/api/checkout/billing")).json()).toEqual({ billing: stored });
    expect((await send("GET", "/api/checkout/billing", undefined, stranger)).json()).toEqual({
      billing: null,
    });
  });

  it("a renewal's invoice is made out to the original order's billing details", async () => {
    const clientSecret = await openCheckout([saas.id]);
    await send("PUT", "/api/checkout/billing", {
      clientSecret,
      billing: { ...BILLING, ein: "" },
    });
    expect((await pay(clientSecret)).statusCode).toBe(200);
    const at = addMonths(new Date(), 1);
    at.setUTCHours(at.getUTCHours() + 1);
    const run = await send("POST", "/api/test/run-renewals", { at: at.toISOString() });
    expect(run.json().renewed).toBe(1);
    const rows = await t.database.db.select().from(orders).orderBy(orders.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.subscriptionId).not.toBeNull();
    expect(rows[1]!.billing).toEqual(billingDetailsSchema.parse({ ...BILLING, ein: "" }));
    const receipt = await send("GET", `/api/orders/${rows[1]!.id}/receipt`);
    expect(receipt.body).toContain(
      "<dt>Billed to</dt><dd>Dana Whitfield<br>Whitfield &amp; Ortiz CPAs<br>1200 Ledger Lane, Suite 4<br>Hartford, CT 06103</dd>",
    );
  });
});
