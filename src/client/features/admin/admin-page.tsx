import { useEffect, useRef } from "react";
import { Tabs } from "radix-ui";
import { useLocation, useNavigate } from "react-router";
import Cloud from "lucide-react/icons/cloud";
import Layers from "lucide-react/icons/layers";
import Monitor from "lucide-react/icons/monitor";
import Package from "lucide-react/icons/package";
import { ADMIN_CATEGORY_COUNT } from "@shared/constants";
import { StatCard } from "@client/components/stat-card";
import { Skeleton } from "@client/components/ui/skeleton";
import { useAdminProductPage } from "./api/get-admin-products";
import { EMPTY_PRODUCT_FILTER } from "./product-list-filter";
import { AnalyticsPanel } from "./analytics-panel";
import { CustomersPanel } from "./customers-panel";
import { FirmsPanel } from "./firms-panel";
import { MessagesPanel } from "./messages-panel";
import { OrdersPanel } from "./orders-panel";
import { JobsPanel } from "./jobs-panel";
import { OutboxPanel } from "./outbox-panel";
import { RefundRequestsPanel } from "./refund-requests-panel";
import { ProductManagement } from "./product-management";
import { revealOnFocus } from "@client/lib/reveal-on-focus";

/** The whole catalogue's counts (the product list's first page brings them; it is shared). */
function Stats() {
  const { data } = useAdminProductPage(EMPTY_PRODUCT_FILTER);
  const counts = data?.catalogue;
  const value = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-9 w-12" /> : n;
  return (
    <section
      aria-label="Catalogue at a glance"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard
        label="Total Products"
        value={value(counts?.total)}
        hint={counts === undefined ? undefined : `${counts.active} active`}
        icon={Package}
      />
      <StatCard label="Software" value={value(counts?.software)} icon={Monitor} />
      <StatCard label="SaaS" value={value(counts?.saas)} icon={Cloud} />
      <StatCard label="Categories" value={ADMIN_CATEGORY_COUNT} icon={Layers} />
    </section>
  );
}

const TAB_TRIGGER =
  "whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary";

/** Each tab's value (its ?tab=), its label and its panel, in the order they show. */
const TABS = [
  { value: "products", label: "Product Management", Panel: ProductManagement },
  { value: "orders", label: "Orders", Panel: OrdersPanel },
  { value: "refunds", label: "Refund requests", Panel: RefundRequestsPanel },
  { value: "customers", label: "Customers", Panel: CustomersPanel },
  { value: "firms", label: "Firms", Panel: FirmsPanel },
  { value: "analytics", label: "Analytics", Panel: AnalyticsPanel },
  { value: "messages", label: "Messages", Panel: MessagesPanel },
  { value: "outbox", label: "Outbox", Panel: OutboxPanel },
  { value: "jobs", label: "Jobs", Panel: JobsPanel },
] as const;

/** The open tab lives in ?tab=, so a reload, a link or the back button returns to it. */
function useTab(): [string, (tab: string) => void] {
  const { pathname: path, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get("tab");
  const tab = TABS.find((t) => t.value === asked)?.value ?? "products";
  return [tab, (next) => navigate(next === "products" ? path : `${path}?tab=${next}`)];
}

/**
 * On a narrow screen the tab row scrolls sideways: the open tab (from a link or a reload of
 * ?tab=analytics) is scrolled into the row's view, without moving the page.
 */
function useOpenTabInView(tab: string) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    const open = row?.querySelector<HTMLElement>('[data-state="active"]');
    if (!row || !open) return;
    if (open.offsetLeft < row.scrollLeft) row.scrollLeft = open.offsetLeft;
    else if (open.offsetLeft + open.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = open.offsetLeft + open.offsetWidth - row.clientWidth;
  }, [tab]);
  return list;
}

/** /admin and /product-management (admins only; everyone else gets Access Denied first). */
export default function AdminPage() {
  const [tab, setTab] = useTab();
  const tabList = useOpenTabInView(tab);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          Manage the product catalogue, orders and refunds, and see how the store is doing.
        </p>
      </header>
      <Stats />
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-10">
        <Tabs.List
          ref={tabList}
          aria-label="Admin sections"
          className="relative flex gap-1 overflow-x-auto border-b"
        >
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={TAB_TRIGGER} onFocus={revealOnFocus}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-6">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
