import { Link } from "wouter";
import { CalendarClock, Repeat } from "lucide-react";
import type { Subscription } from "@shared/contracts/orders";
import { formatPrice } from "@shared/money";
import { buttonClass } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { StatusBadge } from "@client/components/status-badge";
import { formatDate } from "@client/lib/format-date";

export function SubscriptionsTab({
  subscriptions,
  isLoading,
}: {
  subscriptions: Subscription[] | undefined;
  isLoading: boolean;
}) {
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (!subscriptions?.length) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
        <Repeat className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No subscriptions yet</p>
        <p className="text-sm text-muted-foreground">
          SaaS products you subscribe to show here with their billing date.
        </p>
        <Link href="/products" className={buttonClass()}>
          Browse Products
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {subscriptions.map((subscription) => (
        <Card key={subscription.id}>
          <CardContent className="grid gap-3 p-6">
            <div className="flex items-start justify-between gap-3">
              <Link
                href={`/products/${subscription.product.id}`}
                className="font-semibold hover:underline"
              >
                {subscription.product.name}
              </Link>
              <StatusBadge status={subscription.status} highlight="active" />
            </div>
            <p className="text-2xl font-bold tabular-nums">
              {formatPrice(subscription.product.price)}
              <span className="text-sm font-normal text-muted-foreground">/month</span>
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden="true" />
              Next billing date: {formatDate(subscription.currentPeriodEnd)}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
