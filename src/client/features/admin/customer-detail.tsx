import { useState } from "react";
import Repeat from "lucide-react/icons/repeat";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Undo2 from "lucide-react/icons/undo-2";
import Wallet from "lucide-react/icons/wallet";
import { formatPrice } from "@shared/money";
import { StatCard } from "@client/components/stat-card";
import { OrderStatusBadge, SubscriptionStatusBadge } from "@client/components/status-badge";
import { asSubscriptionStatus } from "@shared/subscriptions";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatDate } from "@client/lib/format-date";

import { useAdminCustomer } from "./api/admin-customers";
import { OrderDetail } from "./order-detail";

/** One customer: lifetime figures, every order (each opens its detail) and subscriptions. */
export function CustomerDetail({
  customerId,
  onClose,
}: {
  customerId: string;
  onClose: () => void;
}) {
  const { data, isLoading, isError } = useAdminCustomer(customerId);
  const [order, setOrder] = useState<number | null>(null);
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (isError || !data)
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm text-muted-foreground">
          We could not load this customer.
        </p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onClose}>
          Back to customers
        </Button>
      </div>
    );
  if (order !== null) return <OrderDetail orderId={order} onClose={() => setOrder(null)} />;
  const { customer, orders, subscriptions } = data;
  return (
    <Card aria-label={`Customer ${customer.name}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="break-words text-lg">{customer.name}</CardTitle>
          <p className="break-words text-sm text-muted-foreground">
            {customer.email ?? "no e-mail"} · joined {formatDate(customer.joinedAt)}
            {customer.isAdmin ? " · admin" : ""}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          Back to customers
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <section aria-label="At a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label="Lifetime spend"
            value={formatPrice(customer.lifetimeSpend)}
            icon={Wallet}
          />
          <StatCard label="Orders" value={customer.orders} icon={ShoppingBag} />
          <StatCard
            label="Active subscriptions"
            value={customer.activeSubscriptions}
            icon={Repeat}
          />
          <StatCard label="Refunded" value={formatPrice(customer.refunded)} icon={Undo2} />
        </section>
        <section aria-label="Orders" className="grid gap-2">
          <h3 className="font-semibold">Orders</h3>
          {orders.length === 0 ? (
            <p className="text-muted-foreground">No orders yet.</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {orders.map((o) => (
                <li key={o.id}>
                  <button
                    type="button"
                    onClick={() => setOrder(o.id)}
                    className="grid w-full gap-1 p-3 text-left hover:bg-muted sm:grid-cols-[5rem_1fr_auto_auto] sm:items-center sm:gap-4"
                  >
                    <span className="font-medium">#{o.id}</span>
                    <span className="min-w-0 truncate text-muted-foreground">
                      {formatDate(o.createdAt)} · {o.products.join(", ")}
                    </span>
                    <OrderStatusBadge order={o} />
                    <span className="font-semibold tabular-nums">
                      {formatPrice(o.totalAmount)}
                      {Number(o.refundedAmount) > 0 && (
                        <span className="ml-1 text-xs font-normal text-destructive">
                          −{formatPrice(o.refundedAmount)}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Subscriptions" className="grid gap-2">
          <h3 className="font-semibold">Subscriptions</h3>
          {subscriptions.length === 0 ? (
            <p className="text-muted-foreground">No subscriptions.</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {subscriptions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="font-medium">{s.product}</span>
                  <span className="flex items-center gap-3 text-muted-foreground">
                    {s.status === "active" ? "renews" : "ends"} {formatDate(s.currentPeriodEnd)}
                    <SubscriptionStatusBadge
                      subscription={{ status: asSubscriptionStatus(s.status) }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
