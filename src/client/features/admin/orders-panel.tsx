import { useState } from "react";
import { ORDER_STATUSES } from "@shared/contracts/admin-orders";
import { formatPrice } from "@shared/money";
import { OrderStatusBadge } from "@client/components/status-badge";
import { ORDER_STATUS_LABELS } from "@shared/status-labels";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { formatDate } from "@client/lib/format-date";

import { AdminSearchForm, FILTER_LABEL, PagedList } from "./admin-list";
import { useAdminOrders, type OrderFilters } from "./api/admin-orders";
import { OrderDetail } from "./order-detail";

/** The Orders tab: search, filters, sort, pages, and one order's detail. */
export function OrdersPanel() {
  const [filters, setFilters] = useState<OrderFilters>({
    q: "",
    status: "",
    from: "",
    to: "",
    sort: "date",
    page: 1,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const orders = useAdminOrders(filters);
  const set = (changes: Partial<OrderFilters>) =>
    setFilters((f) => ({ ...f, page: 1, ...changes }));

  if (selected !== null)
    return <OrderDetail orderId={selected} onClose={() => setSelected(null)} />;
  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:p-6">
        <CardTitle asHeading="h2">Orders</CardTitle>
        <AdminSearchForm
          placeholder="Order #, customer name or e-mail, product"
          onSearch={(q) => set({ q })}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
        >
          <label className={FILTER_LABEL}>
            Status
            <NativeSelect
              value={filters.status}
              onChange={(event) => set({ status: event.target.value })}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className={FILTER_LABEL}>
            From
            <Input
              type="date"
              value={filters.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          </label>
          <label className={FILTER_LABEL}>
            To
            <Input
              type="date"
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          </label>
          <label className={FILTER_LABEL}>
            Sort by
            <NativeSelect
              value={filters.sort}
              onChange={(event) => set({ sort: event.target.value as OrderFilters["sort"] })}
            >
              <option value="date">Newest first</option>
              <option value="total">Largest total first</option>
            </NativeSelect>
          </label>
        </AdminSearchForm>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6">
        <PagedList
          query={orders}
          what="the orders"
          empty="No orders match."
          label="Orders"
          pagerLabel="Order pages"
          noun={["order", "orders"]}
          page={filters.page}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          onOpen={(order) => setSelected(order.id)}
          rowClassName="gap-1 sm:grid-cols-[6rem_1fr_auto_auto] sm:items-center sm:gap-4"
        >
          {(order) => (
            <>
              <span className="font-medium">#{order.id}</span>
              <span className="min-w-0">
                <span className="block truncate font-medium">
                  {order.customer.name} · {order.customer.email}
                </span>
                <span className="block truncate text-muted-foreground">
                  {formatDate(order.createdAt)} · {order.products.join(", ")}
                </span>
              </span>
              <OrderStatusBadge order={order} />
              <span className="font-semibold tabular-nums">{formatPrice(order.totalAmount)}</span>
            </>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
