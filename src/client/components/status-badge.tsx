import type { SubscriptionStatus } from "@shared/subscriptions";
import { orderStatusLabel, subscriptionStatusLabel } from "@shared/status-labels";
import { Badge } from "@client/components/ui/badge";

/**
 * A status in words (src/shared/status-labels.ts). Spec section 3: an order's "completed" and a
 * subscription's "active" are highlighted, others secondary; a free trial has its own look
 * (issue 47), so it is never mistaken for a paid subscription or for nothing at all.
 */
export function OrderStatusBadge({
  order,
}: {
  order: {
    status: string;
    totalAmount: string;
    items?: ReadonlyArray<{ type: string; unitPrice: string }>;
  };
}) {
  return (
    <Badge variant={order.status === "completed" ? "success" : "secondary"}>
      {orderStatusLabel(order)}
    </Badge>
  );
}

export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: { status: SubscriptionStatus; cancelAtPeriodEnd?: boolean };
}) {
  const { status, cancelAtPeriodEnd } = subscription;
  const variant =
    cancelAtPeriodEnd && status !== "canceled"
      ? "secondary"
      : status === "active"
        ? "success"
        : status === "trialing"
          ? "trial"
          : status === "past_due"
            ? "destructive"
            : "secondary";
  return <Badge variant={variant}>{subscriptionStatusLabel(subscription)}</Badge>;
}
