/**
 * The words people read for each stored status (issue 47): the API keeps its values
 * ("partially_refunded", "past_due"), screens, invoices and e-mails show these. One table per kind
 * of thing, so the admin's list, the customer's dashboard and the printed invoice agree.
 */
import type { SubscriptionStatus } from "./subscriptions.js";
import type { RefundRequestStatus } from "./refunds.js";

export const ORDER_STATUS_LABELS: Record<string, string> = {
  completed: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};

/** An order at $0.00 with a free trial on it started the trial and charged nothing. */
export const TRIAL_ORDER_LABEL = "Trial started";

interface LabelledOrder {
  status: string;
  totalAmount: string;
  /** When known: a line bought as a free trial is a subscription frozen at $0.00. */
  items?: ReadonlyArray<{ type: string; unitPrice: string }>;
}

/** "Paid", "Partly refunded", "Refunded"; a $0.00 order that started a trial says so. */
export function orderStatusLabel(order: LabelledOrder): string {
  if (order.status === "completed" && Number(order.totalAmount) === 0) {
    const trial = order.items?.some((i) => i.type === "subscription" && Number(i.unitPrice) === 0);
    return trial || !order.items ? TRIAL_ORDER_LABEL : "No charge";
  }
  return labelOf(ORDER_STATUS_LABELS, order.status);
}

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment failed",
  canceled: "Ended",
};

/** A running subscription its owner cancelled reads "Cancelled" (or "Trial cancelled") until it ends. */
export function subscriptionStatusLabel(s: {
  status: SubscriptionStatus;
  cancelAtPeriodEnd?: boolean;
}): string {
  if (s.cancelAtPeriodEnd && s.status !== "canceled")
    return s.status === "trialing" ? "Trial cancelled" : "Cancelled";
  return SUBSCRIPTION_STATUS_LABELS[s.status];
}

/** A customer's refund request (decision 0261). */
export const REFUND_REQUEST_STATUS_LABELS: Record<RefundRequestStatus, string> = {
  open: "Waiting for an answer",
  approving: "Being refunded",
  approved: "Approved",
  declined: "Declined",
};

/** The outbox's states (an e-mail on an order's page). */
export const OUTBOX_STATUS_LABELS: Record<string, string> = {
  pending: "Queued",
  stored: "Stored in the outbox",
  sent: "Sent",
  failed: "Failed",
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  open: "Awaiting payment",
  succeeded: "Paid",
  failed: "Failed",
  canceled: "Cancelled",
};

/** A stored value with no label yet reads as words, first letter capitalised ("on_hold": "On hold"). */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  const known = labels[value];
  if (known) return known;
  const words = value.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
