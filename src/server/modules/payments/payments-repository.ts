import { createHash } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { payments, stripeEvents, type CartSnapshotLine } from "../../db/schema.js";

export type Payment = typeof payments.$inferSelect;

/** The same lines at the same prices give the same key: an open payment for it can be reused. */
export function cartKeyOf(
  lines: readonly CartSnapshotLine[],
  firmId: number | null = null,
): string {
  let canonical = [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map(
      (l) =>
        `${l.productId}:${l.quantity}:${l.unitPriceCents}${l.trialDays ? `:t${l.trialDays}` : ""}`,
    )
    .join(",");
  // Who buys is part of the cart: changing it after checkout started is a changed cart.
  if (firmId !== null) canonical += `@firm:${firmId}`;
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

/**
 * Records the provider's intent on a payment that has none yet, and answers the client secret the
 * payment holds: two requests that both asked the provider for the same payment (a reload racing
 * the page) answer with the first one recorded.
 */
export async function recordIntentOnce(
  db: DbOrTx,
  id: number,
  intent: { providerRef: string; clientSecret: string },
): Promise<string> {
  const [recorded] = await db
    .update(payments)
    .set({ ...intent, updatedAt: new Date() })
    .where(and(eq(payments.id, id), isNull(payments.clientSecret)))
    .returning({ clientSecret: payments.clientSecret });
  if (recorded?.clientSecret) return recorded.clientSecret;
  const [held] = await db
    .select({ clientSecret: payments.clientSecret })
    .from(payments)
    .where(eq(payments.id, id));
  return held?.clientSecret ?? intent.clientSecret;
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
 * The payment is paid: its order exists (decision 0080: fulfilment itself belongs to orders).
 * Once: a replayed or late event for a paid payment leaves its row untouched.
 */
export async function markPaymentSucceeded(tx: DbOrTx, id: number) {
  await tx
    .update(payments)
    .set({ status: "succeeded", failureMessage: null, updatedAt: new Date() })
    .where(and(eq(payments.id, id), ne(payments.status, "succeeded")));
}

/** The billing details of the customer's latest checkout that had them (to fill the form again). */
export async function lastBillingOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ billing: payments.billing })
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.billing)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.billing ?? null;
}

/** Records a Stripe event's id; false when it was recorded before (a delivery Stripe repeats). */
export async function recordStripeEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
  const recorded = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return recorded.length > 0;
}
