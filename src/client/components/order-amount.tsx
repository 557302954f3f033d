import type { Order } from "@shared/contracts/orders";
import { formatMoney, formatPrice, parseCents } from "@shared/money";
import { netPaidCents } from "@shared/refunds";
import { cn } from "@client/lib/cn";

/**
 * An order's amount as the buyer paid and kept it: net of refunds, and, when something was given
 * back, what was paid and what was refunded beneath it.
 */
export function OrderAmount({
  order,
  className,
}: {
  order: Pick<Order, "totalAmount" | "refundedAmount">;
  className?: string;
}) {
  return (
    <span className="grid justify-items-end text-right">
      <span className={cn("font-semibold tabular-nums", className)}>
        {formatMoney(netPaidCents(order))}
      </span>
      {parseCents(order.refundedAmount) > 0 ? (
        <span className="text-xs text-muted-foreground tabular-nums">
          <span className="whitespace-nowrap">Paid {formatPrice(order.totalAmount)}</span> ·{" "}
          <span className="whitespace-nowrap">Refunded {formatPrice(order.refundedAmount)}</span>
        </span>
      ) : null}
    </span>
  );
}
