import { parseCents, type Cents } from "./money.js";

/** A customer may ask for a refund of an order this many days after placing it (the terms). */
export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a refund of an order placed at `placedAt` can be asked for. */
export function refundWindowEnd(placedAt: Date | string): Date {
  return new Date(new Date(placedAt).getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/**
 * Where a customer's refund request stands (decision 0261): waiting for the admin, being
 * refunded through the provider, refunded, or declined with the admin's reason.
 */
export const REFUND_REQUEST_STATUSES = ["open", "approving", "approved", "declined"] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

export interface RefundableOrder {
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  lines: ReadonlyArray<{ id: number; lineCents: Cents; refunded: boolean }>;
}

/**
 * What refunding `itemIds` gives back, tax included (decision 0140). The order's tax was rounded
 * once on its subtotal, so a line's tax share is computed on everything refunded so far and this
 * refund is the difference: refunding every line, in any order and in any groups, adds up to the
 * order's total exactly, and no refund can take the sum past what was paid.
 */
export function refundAmount(order: RefundableOrder, itemIds: readonly number[]): Cents {
  const chosen = new Set(itemIds);
  const before = order.lines.filter((line) => line.refunded);
  const after = order.lines.filter((line) => line.refunded || chosen.has(line.id));
  return refundedSoFar(order, after) - refundedSoFar(order, before);
}

function refundedSoFar(order: RefundableOrder, lines: RefundableOrder["lines"]): Cents {
  if (lines.length === 0) return 0;
  if (lines.length === order.lines.length) return order.totalCents;
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  if (order.subtotalCents === 0) return subtotal;
  // The tax on this share of the subtotal, rounded half-up once.
  const tax = Math.floor(
    (2 * order.taxCents * subtotal + order.subtotalCents) / (2 * order.subtotalCents),
  );
  return subtotal + tax;
}

/** What the buyer paid for an order and kept: its total less what refunds gave back. */
export function netPaidCents(order: { totalAmount: string; refundedAmount: string }): Cents {
  return parseCents(order.totalAmount) - parseCents(order.refundedAmount);
}
