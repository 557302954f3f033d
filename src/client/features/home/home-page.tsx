import { subscriptionCounts, trialsHint } from "@shared/subscriptions";
import type { ReactNode } from "react";
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeCheck from "lucide-react/icons/badge-check";
import CreditCard from "lucide-react/icons/credit-card";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Package from "lucide-react/icons/package";
import Receipt from "lucide-react/icons/receipt";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { HOME_RECENT_COUNT } from "@shared/constants";
import type { Order, Subscription } from "@shared/contracts/orders";
import { useCartItemCount } from "@client/lib/cart/get-cart";
import { useLocalDates } from "@client/lib/local-date";
import { useOrders } from "@client/lib/orders/get-orders";
import { subscriptionDateLine } from "@client/lib/orders/subscription-dates";
import { useSubscriptions } from "@client/lib/orders/get-subscriptions";
import { useAuth } from "@client/lib/use-auth";
import { OrderAmount } from "@client/components/order-amount";
import { ProductPrice } from "@client/components/product-price";
import { buttonClass } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { StatCard } from "@client/components/stat-card";
import { LoadError } from "@client/components/load-error";
import { OrderStatusBadge, SubscriptionStatusBadge } from "@client/components/status-badge";

function ListCard({
  title,
  isLoading,
  error,
  empty,
  children,
}: {
  title: string;
  isLoading: boolean;
  /** Set when the list failed: what it is, and how to ask again. */
  error: { what: string; onRetry: () => void; retrying: boolean } | null;
  empty: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle asHeading="h2">{title}</CardTitle>
        <Link to="/dashboard" className={buttonClass("link", "sm", "h-auto px-0")}>
          View all
        </Link>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : error ? (
          <LoadError {...error} />
        ) : (
          (empty ?? <ul className="divide-y">{children}</ul>)
        )}
      </CardContent>
    </Card>
  );
}

function EmptyState({ text, action }: { text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-8 text-center">
      <p className="text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

function OrderRow({ order }: { order: Order }) {
  const dates = useLocalDates();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div>
        <p className="font-medium">Order #{order.id}</p>
        <p className="text-sm text-muted-foreground">{dates.date(order.createdAt)}</p>
      </div>
      <div className="flex items-center gap-3">
        <OrderAmount order={order} />
        <OrderStatusBadge order={order} />
      </div>
    </li>
  );
}

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const dates = useLocalDates();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="font-medium">{subscription.product.name}</p>
        <p className="text-sm text-muted-foreground">
          {subscriptionDateLine(subscription, dates.date)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <ProductPrice product={subscription.product} className="text-sm" />
        <SubscriptionStatusBadge subscription={subscription} />
      </div>
    </li>
  );
}

export default function HomePage() {
  const { user } = useAuth();
  const cartCount = useCartItemCount();
  const orders = useOrders();
  const subscriptions = useSubscriptions();
  const counts = subscriptionCounts(subscriptions.data ?? []);
  const recentOrders = orders.data?.slice(0, HOME_RECENT_COUNT) ?? [];
  const recentSubscriptions = subscriptions.data?.slice(0, HOME_RECENT_COUNT) ?? [];
  const browse = (
    <Link to="/products" className={buttonClass("outline", "sm")}>
      Browse Products
    </Link>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <section className="rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Welcome back, {user?.firstName || "Professional"}!
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">
          Pick up where you left off: find new tools for your practice, or check on your orders and
          subscriptions.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClass("accent", "lg")}>
            <Package aria-hidden="true" /> Browse Products
          </Link>
          <Link
            to="/dashboard"
            className={buttonClass(
              "outline",
              "lg",
              "border-white/40 bg-transparent text-white hover:bg-white/10",
            )}
          >
            <LayoutDashboard aria-hidden="true" /> View Dashboard
          </Link>
        </div>
      </section>

      <section
        aria-label="Your account at a glance"
        className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4"
      >
        <StatCard label="Cart Items" value={cartCount} icon={ShoppingCart} />
        <StatCard
          label="Total Orders"
          value={orders.data ? orders.data.length : "–"}
          icon={Receipt}
        />
        <StatCard
          label="Active Subscriptions"
          value={subscriptions.data ? counts.active : "–"}
          hint={trialsHint(counts.trials)}
          icon={CreditCard}
        />
        <StatCard label="Account Status" value="Active" icon={BadgeCheck} />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ListCard
          title="Recent Orders"
          isLoading={orders.isLoading}
          error={
            orders.isError
              ? {
                  what: "your orders",
                  onRetry: () => void orders.refetch(),
                  retrying: orders.isFetching,
                }
              : null
          }
          empty={
            recentOrders.length === 0 ? <EmptyState text="No orders yet." action={browse} /> : null
          }
        >
          {recentOrders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ListCard>
        <ListCard
          title="Active Subscriptions"
          isLoading={subscriptions.isLoading}
          error={
            subscriptions.isError
              ? {
                  what: "your subscriptions",
                  onRetry: () => void subscriptions.refetch(),
                  retrying: subscriptions.isFetching,
                }
              : null
          }
          empty={
            recentSubscriptions.length === 0 ? (
              <EmptyState text="No active subscriptions." action={browse} />
            ) : null
          }
        >
          {recentSubscriptions.map((subscription) => (
            <SubscriptionRow key={subscription.id} subscription={subscription} />
          ))}
        </ListCard>
      </div>

      <Link
        to="/product-wizard"
        className="mt-8 flex items-center justify-between gap-4 rounded-lg border bg-highlight p-6 hover:shadow-sm"
      >
        <span>
          <span className="block font-semibold">Not sure what to add next?</span>
          <span className="text-sm text-muted-foreground">
            Answer five questions and our AI advisor recommends what fits your practice.
          </span>
        </span>
        <ArrowRight className="size-5 shrink-0 text-accent" aria-hidden="true" />
      </Link>
    </div>
  );
}
