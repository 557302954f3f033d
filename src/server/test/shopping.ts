import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.js";
import {
  cartItems,
  emailOutbox,
  orderItems,
  orders,
  payments,
  products,
  subscriptions,
} from "../db/schema.js";
import { testPaymentProvider } from "../modules/payments/index.js";
import { centsToDecimal } from "../../shared/money.js";
import { productLine, quoteLines } from "../../shared/offer.js";
import type { CartItem } from "../../shared/contracts/cart.js";

/**
 * A downloadable one-time template (bought once, kept for good: no licence term to renew), a
 * subscription product and a per-seat one-time product from the seed catalogue.
 */
export async function pickProducts(db: Db) {
  const [download] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.type, "one-time"),
        eq(products.category, "templates"),
        isNotNull(products.downloadUrl),
        eq(products.isActive, true),
      ),
    )
    .limit(1);
  const [subscription] = await db
    .select()
    .from(products)
    .where(and(eq(products.type, "subscription"), eq(products.isActive, true)))
    .limit(1);
  // One-time and priced per user: a line of several seats, bought once with no renewal.
  const [seats] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.priceUnit, "per_user"),
        eq(products.priceTerm, "perpetual"),
        eq(products.isActive, true),
      ),
    )
    .limit(1);
  return { download: download!, subscription: subscription!, seats: seats! };
}

export async function addToCart(app: FastifyInstance, cookie: string, productId: number) {
  const res = await app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie },
    payload: { productId, quantity: 1 },
  });
  if (res.statusCode >= 300) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
}

/**
 * The amount the browser sends: what the checkout quote says is due today (the cart's subtotal
 * + 8% tax, less the subscriptions starting with a free trial).
 */
export async function cartTotalDollars(app: FastifyInstance, cookie: string): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/api/checkout/quote", headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`quote failed: ${res.statusCode} ${res.body}`);
  return Number((res.json() as { dueToday: { total: string } }).dueToday.total);
}

/** Pays the whole cart with the succeeding test card, as checkout does; returns the order's id. */
export async function payCartWithTestCard(app: FastifyInstance, cookie: string): Promise<number> {
  const amount = await cartTotalDollars(app, cookie);
  const intent = await app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { amount },
  });
  if (intent.statusCode !== 200) throw new Error(`payment failed: ${intent.body}`);
  const paid = await app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie },
    payload: {
      clientSecret: intent.json().clientSecret,
      cardNumber: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  if (paid.statusCode !== 200) throw new Error(`confirmation failed: ${paid.body}`);
  return (paid.json() as { orderId: number }).orderId;
}

/** The whole cart's total (subtotal + 8% tax), trials or not: what the cart page shows. */
export async function cartListTotalDollars(app: FastifyInstance, cookie: string): Promise<number> {
  const cart = (
    await app.inject({ method: "GET", url: "/api/cart", headers: { cookie } })
  ).json() as CartItem[];
  const totals = quoteLines(
    cart.map((i) => productLine(i.product, i.quantity)),
    new Date(),
  ).list;
  return Number(centsToDecimal(totals.totalCents));
}

/**
 * Makes a subscription product charge from day one (its fact sheet says no trial), for tests
 * about paid subscription lines: refunds, revenue. Writes only this test's own database.
 */
export async function withoutTrial(db: Db, productId: number): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product?.facts) throw new Error(`product ${productId} has no fact sheet`);
  await db
    .update(products)
    .set({ facts: { ...product.facts, trialDays: 0 } })
    .where(eq(products.id, productId));
}

/** Empties every cart and what buying makes (subscriptions, orders, payments), then `also`. */
export async function clearShopping(db: Db, also: PgTable[] = []): Promise<void> {
  for (const table of [cartItems, subscriptions, orderItems, orders, payments, ...also])
    await db.delete(table);
}

/** The e-mails of one kind in the outbox, oldest first. */
export const outboxOf = (db: Db, kind: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(emailOutbox.id);

/** The renewal job's context in test mode, on the clock `now`. */
export const testRenewalContext = (db: Db, now: Date) => ({
  db,
  provider: testPaymentProvider(),
  siteUrl: "https://shop.test",
  now,
});

/**
 * Adds the products and pays for the cart with the offline test card (4242...), which renewals
 * can charge again: the quote's amount, the payment, the confirmation. Throws on any refusal;
 * returns the order's id.
 */
export async function buyWithTestCard(
  app: FastifyInstance,
  cookie: string,
  productIds: number | number[],
): Promise<number> {
  for (const productId of [productIds].flat()) await addToCart(app, cookie, productId);
  return payCartWithTestCard(app, cookie);
}
