import { and, eq, inArray, sql } from "drizzle-orm";
import { parseCents } from "../../../shared/money.js";
import type { RefundableOrder } from "../../../shared/refunds.js";
import type { DbOrTx } from "../../db/client.js";
import { orderItems, orders, subscriptions } from "../../db/schema.js";

export interface LockedOrder extends RefundableOrder {
  id: number;
  userId: string;
  paymentId: number | null;
  lines: Array<
    RefundableOrder["lines"][number] & {
      name: string;
      type: "one-time" | "subscription";
      productId: number | null;
    }
  >;
}

/**
 * The order and its lines, the order's row locked until the transaction ends: refunds of one
 * order queue up, so two at once for the same line make one refund (decision 0140).
 */
export async function lockOrderForRefund(
  tx: DbOrTx,
  orderId: number,
): Promise<LockedOrder | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return undefined;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return {
    id: order.id,
    userId: order.userId,
    paymentId: order.paymentId,
    subtotalCents: parseCents(order.subtotal),
    taxCents: parseCents(order.tax),
    totalCents: parseCents(order.totalAmount),
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      type: line.type,
      productId: line.productId,
      lineCents: parseCents(line.unitPrice) * line.quantity,
      refunded: line.refundId !== null,
    })),
  };
}

/**
 * The orders side of a refund: the lines carry it (their downloads stop), their subscriptions
 * end now, and the order becomes partially_refunded or refunded.
 */
export async function applyRefund(
  tx: DbOrTx,
  order: LockedOrder,
  refund: { id: number; lines: Array<{ id: number; cents: number }> },
): Promise<void> {
  for (const line of refund.lines) {
    await tx
      .update(orderItems)
      .set({ refundId: refund.id, refundedCents: line.cents })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, order.id)));
  }
  const refundedIds = new Set(refund.lines.map((line) => line.id));
  const ended = order.lines
    .filter(
      (line) => refundedIds.has(line.id) && line.type === "subscription" && line.productId !== null,
    )
    .map((line) => line.productId!);
  if (ended.length > 0) {
    await tx
      .update(subscriptions)
      .set({
        status: "canceled",
        currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, now())`,
      })
      .where(and(eq(subscriptions.orderId, order.id), inArray(subscriptions.productId, ended)));
  }
  const everything = order.lines.every((line) => line.refunded || refundedIds.has(line.id));
  await tx
    .update(orders)
    .set({ status: everything ? "refunded" : "partially_refunded" })
    .where(eq(orders.id, order.id));
}
