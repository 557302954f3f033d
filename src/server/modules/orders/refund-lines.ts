import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { formatMoney, parseCents } from "../../../shared/money.js";
import { billingInterval, lineTotalCents, type OfferTerm } from "../../../shared/offer.js";
import type { RefundableOrder } from "../../../shared/refunds.js";
import type { DbOrTx } from "../../db/client.js";
import { licenceKeys, orderItems, orders, subscriptions, users } from "../../db/schema.js";
import { composeMessage, enqueueEmail, isSendableAddress } from "../email/index.js";

export interface LockedOrder extends RefundableOrder {
  id: number;
  userId: string;
  paymentId: number | null;
  /** A renewal order's subscription (the first order's is found by its order id). */
  subscriptionId: number | null;
  lines: Array<
    RefundableOrder["lines"][number] & {
      name: string;
      type: "one-time" | "subscription";
      term: OfferTerm;
      productId: number | null;
      /** The refund that gave it back (or is giving it back), if any. */
      refundId: number | null;
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
    subscriptionId: order.subscriptionId,
    subtotalCents: parseCents(order.subtotal),
    taxCents: parseCents(order.tax),
    totalCents: parseCents(order.totalAmount),
    lines: lines.map((line) => ({
      id: line.id,
      name: line.name,
      type: line.type,
      term: line.priceTerm,
      productId: line.productId,
      lineCents: lineTotalCents({
        unitPriceCents: parseCents(line.unitPrice),
        quantity: line.quantity,
      }),
      refunded: line.refundId !== null,
      refundId: line.refundId,
    })),
  };
}

/**
 * The lines a refund gives back carry it from the moment it is asked of the provider: a second
 * refund of the same line is refused meanwhile (decision 0203). applyRefund does the rest.
 */
export async function reserveRefundLines(
  tx: DbOrTx,
  orderId: number,
  refund: { id: number; lines: Array<{ id: number; cents: number }> },
): Promise<void> {
  for (const line of refund.lines) {
    await tx
      .update(orderItems)
      .set({ refundId: refund.id, refundedCents: line.cents })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, orderId)));
  }
}

/** The provider refused: the lines are refundable again. */
export async function releaseRefundLines(tx: DbOrTx, refundId: number): Promise<void> {
  await tx
    .update(orderItems)
    .set({ refundId: null, refundedCents: 0 })
    .where(eq(orderItems.refundId, refundId));
}

/**
 * The orders side of a refund: the lines carry it (their downloads stop), their licence keys are
 * revoked, their subscriptions end now, the order becomes partially_refunded or refunded, and
 * the customer is told by e-mail (queued in the same transaction, once per refund).
 */
export async function applyRefund(
  tx: DbOrTx,
  order: LockedOrder,
  refund: { id: number; lines: Array<{ id: number; cents: number }> },
  siteUrl = "",
): Promise<void> {
  await reserveRefundLines(tx, order.id, refund);
  const refundedIds = new Set(refund.lines.map((line) => line.id));
  // The keys stay on record (support can see what was sold) but license nothing any more.
  await tx
    .update(licenceKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(licenceKeys.orderId, order.id),
        inArray(licenceKeys.orderItemId, [...refundedIds]),
        isNull(licenceKeys.revokedAt),
      ),
    );
  const ended = order.lines
    .filter(
      (line) =>
        refundedIds.has(line.id) && billingInterval(line.term) !== null && line.productId !== null,
    )
    .map((line) => line.productId!);
  if (ended.length > 0) {
    await tx
      .update(subscriptions)
      .set({
        status: "canceled",
        currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, now())`,
      })
      .where(
        and(
          // The first order's subscription, or the one a renewal order paid a period of: a
          // refunded period ends the subscription either way (decision 0205).
          order.subscriptionId === null
            ? eq(subscriptions.orderId, order.id)
            : or(eq(subscriptions.orderId, order.id), eq(subscriptions.id, order.subscriptionId)),
          inArray(subscriptions.productId, ended),
        ),
      );
  }
  const everything = order.lines.every((line) => line.refunded || refundedIds.has(line.id));
  await tx
    .update(orders)
    .set({ status: everything ? "refunded" : "partially_refunded" })
    .where(eq(orders.id, order.id));
  await queueRefundEmail(tx, order, refund, siteUrl);
}

/** "Your refund for order #12": what was refunded, how much, and what stopped with it. */
async function queueRefundEmail(
  tx: DbOrTx,
  order: LockedOrder,
  refund: { id: number; lines: Array<{ id: number; cents: number }> },
  siteUrl: string,
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user?.email) return; // nobody to tell: the dashboard still shows the refund
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const cents = refund.lines.reduce((sum, line) => sum + line.cents, 0);
  const refunded = refund.lines.map((line) => byId.get(line.id)!);
  // The money has already gone back through the provider: an address the outbox will not take
  // must not undo the record of it, so the refund stands and only the e-mail is skipped.
  if (!isSendableAddress(user.email)) return;
  await enqueueEmail(tx, {
    kind: "refund",
    dedupeKey: `refund:${refund.id}`,
    to: user.email,
    ...composeMessage(
      `Your refund for Countinghouse order #${order.id}`,
      `Hello ${user.firstName ?? "there"},`,
      [
        {
          p: `We have refunded ${formatMoney(cents)} to the card you paid with. It usually reaches your account within 5 to 10 business days.`,
        },
        {
          rows: refund.lines.map((line) => [byId.get(line.id)!.name, formatMoney(line.cents)]),
        },
        {
          p: refunded.some((line) => line.type === "subscription")
            ? "Downloads and licence keys of the refunded items no longer work, and their subscriptions have ended."
            : "Downloads and licence keys of the refunded items no longer work.",
        },
        { link: `${siteUrl}/dashboard`, label: "See your orders" },
      ],
    ),
  });
}
