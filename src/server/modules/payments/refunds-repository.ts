import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { refunds } from "../../db/schema.js";

/** A refund asked of the provider and not yet answered (decision 0203). */
export const PENDING_REFUND = "pending";

export type Refund = typeof refunds.$inferSelect;

/** The refund a request key already made, if any. */
export async function findRefundByRequestKey(
  tx: DbOrTx,
  requestKey: string,
): Promise<Refund | undefined> {
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.requestKey, requestKey));
  return earlier;
}

/** Records a refund as pending, before the provider is asked; returns its id. */
export async function insertPendingRefund(
  tx: DbOrTx,
  values: Omit<typeof refunds.$inferInsert, "providerRef">,
): Promise<number> {
  const [refund] = await tx
    .insert(refunds)
    .values({ ...values, providerRef: PENDING_REFUND })
    .returning({ id: refunds.id });
  return refund!.id;
}

/** The provider refused: the pending refund goes (a finished one is never removed). */
export async function deletePendingRefund(tx: DbOrTx, refundId: number): Promise<void> {
  await tx
    .delete(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.providerRef, PENDING_REFUND)));
}

/** The provider's answer: the refund is done, under the provider's reference. */
export async function markRefundDone(tx: DbOrTx, refundId: number, refundRef: string) {
  await tx.update(refunds).set({ providerRef: refundRef }).where(eq(refunds.id, refundId));
}
