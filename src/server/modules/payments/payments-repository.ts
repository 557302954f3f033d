import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  cartItems,
  orderItems,
  orders,
  payments,
  products,
  subscriptions,
  type CartSnapshotLine,
} from "../../db/schema.js";
import { centsToDecimal } from "../../../shared/money.js";

export type Payment = typeof payments.$inferSelect;

/** The same lines at the same prices give the same key: an open payment for it can be reused. */
export function cartKeyOf(lines: readonly CartSnapshotLine[]): string {
  const canonical = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => `${l.productId}:${l.quantity}:${l.unitPriceCents}`)
    .join(",");
  return createHash("sha256").update(canonical).digest("hex");
}

export async function findOpenPayments(db: DbOrTx, userId: string, provider: Payment["provider"]) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.provider, provider),
        eq(payments.status, "open"),
      ),
    );
}

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<Payment> {
  const [payment] = await db.insert(payments).values(values).returning();
  return payment!;
}

export async function updatePayment(
  db: DbOrTx,
  id: number,
  values: Partial<typeof payments.$inferInsert>,
) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

export async function findPaymentByRef(
  db: DbOrTx,
  providerRef: string,
): Promise<Payment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return payment;
}

export async function findUserPaymentBySecret(db: DbOrTx, userId: string, clientSecret: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.clientSecret, clientSecret)));
  return payment;
}

/** Cancels the payment if it is still open; false when it was paid (or ended) meanwhile. */
export async function cancelOpenPayment(db: DbOrTx, id: number): Promise<boolean> {
  const canceled = await db
    .update(payments)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, "open")))
    .returning({ id: payments.id });
  return canceled.length > 0;
}

/** The payment, its row locked until the transaction ends: decisions about it queue up. */
export async function lockPayment(tx: DbOrTx, id: number): Promise<Payment> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  if (!payment) throw new Error(`no payment ${id}`);
  return payment;
}

/** A failure never overwrites a payment that already succeeded (webhooks can arrive out of order). */
export async function markPaymentFailed(db: DbOrTx, id: number, message: string) {
  await db
    .update(payments)
    .set({ status: "failed", failureMessage: message, updatedAt: new Date() })
    .where(and(eq(payments.id, id), ne(payments.status, "succeeded")));
}

/**
 * The bought quantities leave the cart. Subtracted, not the whole line deleted: an add that
 * raced the payment (another tab, another server) was not paid for and stays.
 */
async function takeBoughtOutOfCart(tx: DbOrTx, userId: string, bought: CartSnapshotLine[]) {
  for (const line of bought) {
    const ofLine = and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId));
    await tx.delete(cartItems).where(and(ofLine, lte(cartItems.quantity, line.quantity)));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
      .where(and(ofLine, gt(cartItems.quantity, line.quantity)));
  }
}

/**
 * Turns a paid payment into an order: frozen lines, a subscription per subscription product
 * (active, renewing a month on), the bought items out of the cart. Runs inside the caller's
 * transaction; the payment row is locked, so running it twice or at once for one payment makes
 * exactly one order. Returns the order id.
 */
export async function fulfilPayment(tx: DbOrTx, paymentId: number): Promise<number> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, paymentId));
  if (existing) return existing.id;

  const productIds = payment.cart.map((line) => line.productId);
  const current = await tx
    .select({ id: products.id, downloadUrl: products.downloadUrl })
    .from(products)
    .where(inArray(products.id, productIds));
  const downloadOf = new Map(current.map((p) => [p.id, p.downloadUrl]));

  const [order] = await tx
    .insert(orders)
    .values({
      userId: payment.userId,
      paymentId: payment.id,
      status: "completed",
      subtotal: centsToDecimal(payment.subtotalCents),
      tax: centsToDecimal(payment.taxCents),
      totalAmount: centsToDecimal(payment.amountCents),
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    payment.cart.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      name: line.name,
      unitPrice: centsToDecimal(line.unitPriceCents),
      quantity: line.quantity,
      type: line.type,
      downloadUrl: line.type === "one-time" ? (downloadOf.get(line.productId) ?? null) : null,
    })),
  );
  const subscribed = payment.cart.filter((line) => line.type === "subscription");
  if (subscribed.length > 0) {
    await tx.insert(subscriptions).values(
      subscribed.map((line) => ({
        userId: payment.userId,
        productId: line.productId,
        orderId: order!.id,
        status: "active",
        currentPeriodEnd: sql`now() + interval '1 month'`,
        providerRef: payment.providerRef,
      })),
    );
  }
  await takeBoughtOutOfCart(tx, payment.userId, payment.cart);
  await tx
    .update(payments)
    .set({ status: "succeeded", failureMessage: null, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  return order!.id;
}
