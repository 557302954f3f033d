import { useState } from "react";
import { formatMoney, formatPrice, parseCents } from "@shared/money";
import { OrderStatusBadge } from "@client/components/status-badge";
import {
  labelOf,
  ORDER_STATUS_LABELS,
  OUTBOX_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  subscriptionStatusLabel,
} from "@shared/status-labels";
import { asSubscriptionStatus } from "@shared/subscriptions";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatDate } from "@client/lib/format-date";
import { LoadError } from "@client/components/load-error";
import { refusalReason } from "@client/lib/api-client";
import { useAdminOrder } from "./api/admin-orders";
import { RefundDialog, type RefundTarget } from "./refund-dialog";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One order: lines with their refunds, customer, payment, refunds given and the history. */
export function OrderDetail({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { data: order, isLoading, isError, error, refetch, isFetching } = useAdminOrder(orderId);
  const [target, setTarget] = useState<RefundTarget | null>(null);
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (isError || !order)
    return (
      <div className="grid justify-items-start gap-3">
        <Button variant="outline" size="sm" onClick={onClose}>
          Back to orders
        </Button>
        <LoadError
          className="w-full"
          what={`order #${orderId}`}
          detail={refusalReason(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  const open = order.items.filter((item) => item.refundId === null);
  const refundable = order.payment?.status === "succeeded" && open.length > 0;
  const left = formatMoney(parseCents(order.totalAmount) - parseCents(order.refundedAmount));
  return (
    <Card aria-label={`Order #${order.id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle asHeading="h2" className="text-lg">
            Order #{order.id}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {dateTime.format(new Date(order.createdAt))}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <OrderStatusBadge order={order} />
          <Button variant="outline" size="sm" onClick={onClose}>
            Back to orders
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <section className="grid gap-1" aria-label="Customer">
          <h3 className="font-semibold">Customer</h3>
          <p>
            {order.customer.name} · {order.customer.email ?? "no e-mail"} ·{" "}
            <span className="text-muted-foreground">{order.customer.id}</span>
          </p>
        </section>
        <section aria-label="Items" className="grid gap-2">
          <h3 className="font-semibold">Items</h3>
          <ul className="divide-y rounded-md border">
            {order.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium">{item.name}</p>
                  <p className="text-muted-foreground">
                    {item.quantity} × {formatPrice(item.unitPrice)} = {formatPrice(item.lineTotal)}{" "}
                    · {item.type}
                  </p>
                  {item.licenceKeys.length > 0 ? (
                    <ul aria-label={`Licence keys for ${item.name}`} className="mt-1 grid gap-0.5">
                      {item.licenceKeys.map((k) => (
                        <li key={k.key} className="flex flex-wrap items-center gap-2">
                          <code
                            className={
                              k.revoked ? "text-xs text-muted-foreground line-through" : "text-xs"
                            }
                          >
                            {k.key}
                          </code>
                          {k.revoked ? (
                            <span className="text-xs text-destructive">Revoked</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {item.refundId !== null ? (
                  <span className="text-muted-foreground">
                    Refunded {formatPrice(item.refundedAmount)}
                  </span>
                ) : order.payment?.status === "succeeded" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Refund ${item.name}`}
                    onClick={() =>
                      setTarget({
                        orderId: order.id,
                        itemIds: [item.id],
                        label: item.name,
                        amount: formatPrice(item.refundableAmount),
                      })
                    }
                  >
                    Refund {formatPrice(item.refundableAmount)}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            Subtotal {formatPrice(order.subtotal)} · Tax {formatPrice(order.tax)} · Total{" "}
            {formatPrice(order.totalAmount)} · Refunded {formatPrice(order.refundedAmount)}
          </p>
          {refundable && open.length > 1 ? (
            <div>
              <Button
                variant="destructive"
                size="sm"
                onClick={() =>
                  setTarget({
                    orderId: order.id,
                    label: "every line not yet refunded",
                    amount: left,
                  })
                }
              >
                Refund everything left ({left})
              </Button>
            </div>
          ) : null}
        </section>
        <section aria-label="Payment" className="grid gap-1">
          <h3 className="font-semibold">Payment</h3>
          {order.payment ? (
            <p>
              {formatPrice(order.payment.amount)} by{" "}
              {order.payment.provider === "stripe" ? "card (Stripe)" : "test card"} ·{" "}
              {labelOf(PAYMENT_STATUS_LABELS, order.payment.status)} ·{" "}
              <span className="break-all text-muted-foreground">{order.payment.providerRef}</span>
            </p>
          ) : (
            <p className="text-muted-foreground">No payment recorded.</p>
          )}
          {order.subscriptions.map((s) => (
            <p key={s.id} className="text-muted-foreground">
              Subscription #{s.id}:{" "}
              {subscriptionStatusLabel({ status: asSubscriptionStatus(s.status) })}, period ends{" "}
              {formatDate(s.currentPeriodEnd)}
            </p>
          ))}
        </section>
        <section aria-label="E-mails sent" className="grid gap-1">
          <h3 className="font-semibold">E-mails sent</h3>
          {order.emails.length === 0 ? (
            <p className="text-muted-foreground">None.</p>
          ) : (
            order.emails.map((mail) => (
              <p key={mail.id}>
                {mail.subject}{" "}
                <span className="text-muted-foreground">
                  · {labelOf(OUTBOX_STATUS_LABELS, mail.status)} ·{" "}
                  {dateTime.format(new Date(mail.createdAt))}
                </span>
              </p>
            ))
          )}
        </section>
        <section aria-label="History" className="grid gap-2">
          <h3 className="font-semibold">History</h3>
          <ol className="grid gap-2 border-l pl-4">
            {order.history.map((event, i) => (
              <li key={i}>
                <p className="font-medium">{labelOf(ORDER_STATUS_LABELS, event.status)}</p>
                <p className="text-muted-foreground">
                  {dateTime.format(new Date(event.at))} · {event.note}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </CardContent>
      {target ? <RefundDialog target={target} onClose={() => setTarget(null)} /> : null}
    </Card>
  );
}
