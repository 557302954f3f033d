import type { UseQueryResult } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import Package from "lucide-react/icons/package";
import type { Order } from "@shared/contracts/orders";
import { formatPrice, parseCents } from "@shared/money";
import { Badge } from "@client/components/ui/badge";
import { buttonClass } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { OrderAmount } from "@client/components/order-amount";
import { OrderStatusBadge } from "@client/components/status-badge";
import { useLocalDates } from "@client/lib/local-date";
import { lineSumText } from "@client/lib/offer-text";
import { BrowseEmptyState } from "./browse-empty-state";
import { DeliveryDetails } from "./delivery-details";
import { RefundRequest } from "./refund-request";

export function OrderCard({ order, confirmed }: { order: Order; confirmed?: boolean }) {
  const { date: formatDate } = useLocalDates();
  // Only free trials started: nothing was paid, so it is not a purchase to thank for (issue 47).
  const trialsOnly = order.items.length > 0 && order.items.every((item) => item.trial !== null);
  return (
    <Card className={confirmed ? "border-accent" : undefined}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="text-base">
            {confirmed
              ? trialsOnly
                ? `Trial started (order #${order.id})`
                : `Order #${order.id} confirmed`
              : `Order #${order.id}`}
          </CardTitle>
          {confirmed ? (
            <p className="text-sm">
              {trialsOnly
                ? "Nothing was charged today. Here is when the first charge comes and how to start."
                : "Thank you for your purchase! Here is what was delivered and how to use it."}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{formatDate(order.createdAt)}</p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge order={order} />
          <OrderAmount order={order} className="text-lg" />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="divide-y rounded-md border">
          {order.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
            >
              <div className="grid gap-2">
                <p className="font-medium">{item.name}</p>
                {item.trial ? (
                  <p className="text-muted-foreground" data-testid="trial-first-charge">
                    Free trial started: nothing charged today. Your first charge of{" "}
                    {formatPrice(item.trial.firstChargeAmount)} (tax included) is on{" "}
                    {formatDate(item.trial.endsAt)}; cancel before then and you pay nothing.
                  </p>
                ) : item.type === "subscription" && parseCents(item.unitPrice) === 0 ? (
                  <p className="text-muted-foreground">
                    Free trial started: nothing charged today (see Subscriptions for its end)
                  </p>
                ) : (
                  <p className="text-muted-foreground">{lineSumText(item)}</p>
                )}
                {item.offer.term === "annual" && item.validUntil && !item.refunded ? (
                  <p className="text-muted-foreground">
                    One-year licence, valid until {formatDate(item.validUntil)}
                  </p>
                ) : null}
                <DeliveryDetails item={item} orderId={order.id} />
              </div>
              {item.refunded ? (
                <Badge variant="secondary">Refunded {formatPrice(item.refundedAmount)}</Badge>
              ) : item.downloadable ? (
                <a
                  href={`/api/orders/${order.id}/items/${item.id}/download`}
                  download
                  className={buttonClass("outline", "sm")}
                  aria-label={`Download ${item.name}`}
                >
                  <Download aria-hidden="true" /> Download
                </a>
              ) : item.type === "subscription" ? (
                <Badge variant="secondary">Subscription</Badge>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>
            Subtotal {formatPrice(order.subtotal)} · Tax {formatPrice(order.tax)}
          </span>
          <a
            href={`/api/orders/${order.id}/receipt`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("link", "sm", "h-auto px-0")}
          >
            <FileText aria-hidden="true" /> View receipt
          </a>
        </div>
        <RefundRequest order={order} />
      </CardContent>
    </Card>
  );
}

export function OrdersTab({ query }: { query: UseQueryResult<Order[]> }) {
  const { data: orders, isLoading, isError } = query;
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError || !orders) {
    return <LoadError what="your orders" retry={query} />;
  }
  if (!orders.length) {
    return (
      <BrowseEmptyState
        icon={Package}
        title="No orders yet"
        text="What you buy shows here, with its downloads and receipt."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
