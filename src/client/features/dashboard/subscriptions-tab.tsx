import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "wouter";
import { CalendarClock, Repeat } from "lucide-react";
import type { Subscription } from "@shared/contracts/orders";
import { formatPrice } from "@shared/money";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { StatusBadge } from "@client/components/status-badge";
import { formatDate } from "@client/lib/format-date";
import { BrowseEmptyState } from "./browse-empty-state";

export function SubscriptionsTab({ query }: { query: UseQueryResult<Subscription[]> }) {
  const { data: subscriptions, isLoading, isError } = query;
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError || !subscriptions) {
    return (
      <LoadError
        what="your subscriptions"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!subscriptions.length) {
    return (
      <BrowseEmptyState
        icon={Repeat}
        title="No subscriptions yet"
        text="SaaS products you subscribe to show here with their billing date."
      />
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
