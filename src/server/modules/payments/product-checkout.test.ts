import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { checkoutQuoteSchema } from "../../../shared/contracts/payments.js";
import { orderListSchema } from "../../../shared/contracts/orders.js";
import { cartItems, payments, products, subscriptions } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { addToCart, clearShopping, pickProducts } from "../../test/shopping.js";

/**
 * Issue 47, decision 0262: Start Free Trial opens a checkout of that one product. It is priced,
 * paid and fulfilled like the cart's, and the rest of the cart is left as it was.
 */

let t: TestApp;
let customer: string;
let picked: Awaited<ReturnType<typeof pickProducts>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  picked = await pickProducts(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clearShopping(t.database.db));

const quote = (query: string) =>
  t.app.inject({ url: `/api/checkout/quote${query}`, headers: { cookie: customer } });
const open = (payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie: customer },
    payload,
  });
const pay = (clientSecret: string, cardNumber = "4242 4242 4242 4242") =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie: customer },
    payload: { clientSecret, cardNumber, expiry: "12/39", cvc: "123" },
  });
const cartOf = () =>
  t.database.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, "customer_test_456"));

describe("a checkout of one product on its own", () => {
  it("quotes only that product: a trial is $0.00 today with its first charge, whatever the cart holds", async () => {
    await addToCart(t.app, customer, picked.download.id);
    const res = await quote(`?productId=${picked.subscription.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const q = checkoutQuoteSchema.parse(res.json());
    expect(q.lines.map((line) => line.productId)).toEqual([picked.subscription.id]);
    expect(q.lines[0]).toMatchObject({ trialDays: 14, quantity: 1 });
    expect(q.lines[0]!.firstChargeDate).not.toBeNull();
    expect(q.dueToday.total).toBe("0.00");
    // The cart's own quote still prices the cart.
    const cart = checkoutQuoteSchema.parse((await quote("")).json());
    expect(cart.lines.map((line) => line.productId)).toEqual([picked.download.id]);
  });

  it("starts the trial and leaves the rest of the cart untouched", async () => {
    await addToCart(t.app, customer, picked.download.id);
    await addToCart(t.app, customer, picked.seats.id);
    const before = await cartOf();
    const quoted = checkoutQuoteSchema.parse(
      (await quote(`?productId=${picked.subscription.id}`)).json(),
    ).lines[0]!;
    const intent = await open({ amount: 0, productId: picked.subscription.id });
    expect(intent.statusCode, intent.body).toBe(200);
    // Reopening the same checkout (a reload) hands back the same payment.
    expect((await open({ amount: 0, productId: picked.subscription.id })).json()).toEqual(
      intent.json(),
    );
    const paid = await pay(intent.json().clientSecret);
    expect(paid.statusCode, paid.body).toBe(200);
    const { orderId } = paid.json();

    expect(await cartOf()).toEqual(before);
    const order = orderListSchema
      .parse((await t.app.inject({ url: "/api/orders", headers: { cookie: customer } })).json())
      .find((o) => o.id === orderId)!;
    expect(order.totalAmount).toBe("0.00");
    expect(order.items).toHaveLength(1);
    // The order says what the checkout said: the first charge's amount, on the trial's last day.
    const trial = order.items[0]!.trial!;
    expect(trial.firstChargeAmount).toBe(quoted.firstChargeAmount);
    const drift = Date.parse(trial.endsAt) - Date.parse(quoted.firstChargeDate!);
    expect(Math.abs(drift), "the quote and the payment are moments apart").toBeLessThan(60_000);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, orderId));
    expect(subscription).toMatchObject({ status: "trialing", productId: picked.subscription.id });
  });

  it("takes the product's own line out of the cart when it is bought on its own", async () => {
    await addToCart(t.app, customer, picked.subscription.id);
    await addToCart(t.app, customer, picked.download.id);
    const intent = await open({ amount: 0, productId: picked.subscription.id });
    expect((await pay(intent.json().clientSecret)).statusCode).toBe(200);
    expect(await cartOf()).toEqual([{ productId: picked.download.id, quantity: 1 }]);
  });

  it("refuses what the cart's checkout refuses, naming the product", async () => {
    // Already subscribed (the previous tests' trials are gone: start one here).
    const first = await open({ amount: 0, productId: picked.subscription.id });
    await pay(first.json().clientSecret);
    const again = await quote(`?productId=${picked.subscription.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "already_subscribed" });

    const [firm] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.priceUnit, "per_firm"))
      .limit(1);
    const twoFirms = await quote(`?productId=${firm!.id}&quantity=2`);
    expect(twoFirms.statusCode).toBe(409);
    expect(twoFirms.json().code).toBe("cart_quantity_invalid");
    expect(twoFirms.json().message).not.toContain("cart");

    expect((await quote("?productId=99999999")).json().code).toBe("product_not_found");
    for (const bad of ["?productId=abc", "?productId=0", "?quantity=501&productId=1", "?x=1"])
      expect((await quote(bad)).statusCode, bad).toBe(400);

    const before = await t.database.db.$count(payments);
    const wrong = await open({ amount: 12.5, productId: picked.download.id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe("checkout_amount_mismatch");
    expect(await t.database.db.$count(payments)).toBe(before);
  });
});
