import { subscriptionCounts, trialsHint } from "@shared/subscriptions";
import { Tabs } from "radix-ui";
import { useLocation } from "react-router";
import BadgeCheck from "lucide-react/icons/badge-check";
import CreditCard from "lucide-react/icons/credit-card";
import Receipt from "lucide-react/icons/receipt";
import Repeat from "lucide-react/icons/repeat";
import { formatMoney } from "@shared/money";
import { netPaidCents } from "@shared/refunds";
import { StatCard } from "@client/components/stat-card";
import { MySeatsCard } from "@client/components/my-seats-card";
import { useOrders } from "@client/lib/orders/get-orders";
import { useSubscriptions } from "@client/lib/orders/get-subscriptions";
import { useAuth } from "@client/lib/use-auth";
import { cn } from "@client/lib/cn";
import { OrderCard, OrdersTab } from "./orders-tab";
import { ProfileTab } from "./profile-tab";
import { SubscriptionsTab } from "./subscriptions-tab";
import { useStripeReturn } from "./use-stripe-return";
import { revealOnFocus } from "@client/lib/reveal-on-focus";

const TABS = [
  { value: "orders", label: "Orders & Downloads" },
  { value: "subscriptions", label: "Subscriptions" },
  { value: "profile", label: "Profile" },
] as const;

export default function DashboardPage() {
  useStripeReturn();
  const { user } = useAuth();
  const { search } = useLocation();
  const orders = useOrders();
  const subscriptions = useSubscriptions();
  // Net: what refunds gave back is not spent.
  const totalSpent = (orders.data ?? []).reduce((sum, order) => sum + netPaidCents(order), 0);
  const counts = subscriptionCounts(subscriptions.data ?? []);
  // After payment (?order=N): the order confirmation, what was delivered and how to use it.
  const confirmedId = Number(new URLSearchParams(search).get("order"));
  const confirmed = orders.data?.find((o) => o.id === confirmedId);
  // E-mails link to ?tab=subscriptions.
  const asked = new URLSearchParams(search).get("tab");
  const initialTab = TABS.find((tab) => tab.value === asked)?.value ?? "orders";
  if (!user) return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      <p className="mt-1 text-muted-foreground">
        Your orders, downloads, subscriptions and profile.
      </p>
      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Orders" value={orders.data?.length ?? "—"} icon={Receipt} />
        <StatCard
          label="Active Subscriptions"
          value={subscriptions.data ? counts.active : "—"}
          hint={trialsHint(counts.trials)}
          icon={Repeat}
        />
        <StatCard
          label="Total Spent"
          value={orders.data ? formatMoney(totalSpent) : "—"}
          icon={CreditCard}
        />
        <StatCard
          label="Account Status"
          value={
            <span className="text-xl sm:text-2xl">
              {user.isAdmin ? "Admin" : "Professional account"}
            </span>
          }
          icon={BadgeCheck}
        />
      </div>
      {confirmed ? (
        <section aria-label="Order confirmation" className="mt-8">
          <OrderCard order={confirmed} confirmed />
        </section>
      ) : null}
      {/* A firm's member: the products, keys and downloads the firm gave them (decision 0251). */}
      <div className="mt-8 empty:hidden">
        <MySeatsCard onlyWithSeats />
      </div>
      <Tabs.Root defaultValue={initialTab} className="mt-10">
        <Tabs.List aria-label="Dashboard sections" className="flex gap-1 overflow-x-auto border-b">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              onFocus={revealOnFocus}
              className={cn(
                "whitespace-nowrap border-b-2 border-transparent px-2.5 py-2.5 text-sm font-medium sm:px-4 text-muted-foreground hover:text-foreground",
                "data-[state=active]:border-accent data-[state=active]:text-accent",
              )}
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" className="pt-6">
          <OrdersTab query={orders} />
        </Tabs.Content>
        <Tabs.Content value="subscriptions" className="pt-6">
          <SubscriptionsTab query={subscriptions} />
        </Tabs.Content>
        <Tabs.Content value="profile" className="pt-6">
          <ProfileTab user={user} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
