import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, orderItems, orders, payments, products } from "../db/schema.js";
import { addToCart, cartTotalDollars, clearShopping, pickProducts } from "../test/shopping.js";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";

/**
 * What an attacker (or an unlucky timing) tries between opening a payment and paying it, beyond
 * the cases the cart and payments suites already cover: never a wrong charge, a free order or a
 * duplicate order.
 */

let t: TestApp;
let customer: string;
let admin: string;
let picked: Awaited<ReturnType<typeof pickProducts>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  admin = await signInAs(t.app, "admin_test_123");
  picked = await pickProducts(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearShopping(t.database.db);
  await t.database.db.update(products).set({ isActive: true });
});

const pay = (clientSecret: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie: customer },
    payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
  });

async function openCheckout() {
  await addToCart(t.app, customer, picked.download.id);
  const amount = await cartTotalDollars(t.app, customer);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie: customer },
    payload: { amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().clientSecret as string;
}

async function adminSave(changes: Record<string, unknown>) {
  const p = picked.download;
  const { name, description, price, category, type, imageUrl, downloadUrl, features } = p;
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/admin/products/${p.id}`,
    headers: { cookie: admin },
    payload: {
      name,
      description,
      price,
      category,
      type,
      imageUrl,
      downloadUrl,
      features,
      ...changes,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("between opening a payment and paying it", () => {
  it("a product taken off sale makes the payment refused: no order, nothing charged", async () => {
    const clientSecret = await openCheckout();
    await adminSave({ isActive: false });
    const res = await pay(clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cart changed/i);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
    const [payment] = await t.database.db.select().from(payments);
    expect(payment!.status).not.toBe("succeeded");
  });

  it("a price change makes the payment refused rather than charging the old price", async () => {
    const clientSecret = await openCheckout();
    await adminSave({ price: "1.00" });
    const res = await pay(clientSecret);
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it("a quantity raised after opening cannot be paid at the smaller total", async () => {
    await addToCart(t.app, customer, picked.seats.id);
    const clientSecret = await openCheckout();
    const [line] = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, picked.seats.id));
    const raised = await t.app.inject({
      method: "PUT",
      url: `/api/cart/${line!.id}`,
      headers: { cookie: customer },
      payload: { quantity: 5 },
    });
    expect(raised.statusCode).toBe(200);
    expect((await pay(clientSecret)).statusCode).toBe(409);
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it("a paid payment cannot be paid again to make a second order", async () => {
    const clientSecret = await openCheckout();
    const first = await pay(clientSecret);
    expect(first.statusCode).toBe(200);
    // The cart is empty now; a new item and the old secret must not produce a second order.
    await addToCart(t.app, customer, picked.subscription.id);
    const again = await pay(clientSecret);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
    const items = await t.database.db.select().from(orderItems);
    expect(items.map((i) => i.productId)).toEqual([picked.download.id]);
    const cart = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, picked.subscription.id));
    expect(cart).toHaveLength(1);
  });

  it("a wrong amount never opens a payment, and a sub-cent amount is charged the server's total", async () => {
    await addToCart(t.app, customer, picked.download.id);
    const total = await cartTotalDollars(t.app, customer);
    for (const amount of [0, total - 0.01, total + 0.01, -total]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        headers: { cookie: customer },
        payload: { amount },
      });
      expect(res.statusCode, String(amount)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(amount)).toBeLessThan(500);
    }
    expect(await t.database.db.select().from(payments)).toHaveLength(0);
    // The client's amount is only a check: what is charged is always the server's own total.
    const rounded = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: customer },
      payload: { amount: total + 0.001 },
    });
    expect(rounded.statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments);
    expect(payment!.amountCents).toBe(Math.round(total * 100));
  });
});
