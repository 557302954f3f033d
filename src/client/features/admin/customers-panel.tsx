import { useState } from "react";
import { formatPrice } from "@shared/money";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Pager } from "./pager";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatDate } from "@client/lib/format-date";

import { adminErrorMessage } from "./api/admin-orders";
import { useAdminCustomers, type CustomerFilters } from "./api/admin-customers";
import { CustomerDetail } from "./customer-detail";

/** The Customers tab: everyone with an account, biggest spenders first, and one customer's page. */
export function CustomersPanel() {
  const [filters, setFilters] = useState<CustomerFilters>({ q: "", page: 1 });
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const { data, isLoading, isError, error } = useAdminCustomers(filters);

  if (selected !== null)
    return <CustomerDetail customerId={selected} onClose={() => setSelected(null)} />;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:p-6">
        <CardTitle>Customers</CardTitle>
        <form
          role="search"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ q: search, page: 1 });
          }}
        >
          <label className="grid flex-1 gap-1 text-xs font-medium text-muted-foreground">
            Search
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name or e-mail"
            />
          </label>
          <Button type="submit">Search</Button>
        </form>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6">
        {isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : isError || !data ? (
          <p role="alert" className="text-sm text-destructive">
            {adminErrorMessage(error, "We could not load the customers.")}
          </p>
        ) : data.items.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            No customers match.
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
              {data.total} {data.total === 1 ? "customer" : "customers"}
            </p>
            <div
              aria-hidden
              className="hidden px-3 pb-1 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[1fr_6rem_6rem_8rem] sm:gap-4"
            >
              <span>Customer</span>
              <span className="text-right">Orders</span>
              <span className="text-right">Active subs</span>
              <span className="text-right">Lifetime spend</span>
            </div>
            <ul className="divide-y rounded-md border" aria-label="Customers">
              {data.items.map((customer) => (
                <li key={customer.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(customer.id)}
                    className="grid w-full grid-cols-3 gap-x-4 gap-y-1 p-3 text-left text-sm hover:bg-muted sm:grid-cols-[1fr_6rem_6rem_8rem] sm:items-center"
                  >
                    <span className="col-span-3 min-w-0 sm:col-span-1">
                      <span className="flex items-center gap-2 font-medium">
                        <span className="truncate">{customer.name}</span>
                        {customer.isAdmin && <Badge variant="secondary">Admin</Badge>}
                      </span>
                      <span className="block truncate text-muted-foreground">
                        {customer.email ?? "no e-mail"} · joined {formatDate(customer.joinedAt)}
                      </span>
                    </span>
                    <span className="tabular-nums sm:text-right">
                      <span className="text-muted-foreground sm:hidden">Orders </span>
                      {customer.orders}
                    </span>
                    <span className="tabular-nums sm:text-right">
                      <span className="text-muted-foreground sm:hidden">Subs </span>
                      {customer.activeSubscriptions}
                    </span>
                    <span className="font-semibold tabular-nums sm:text-right">
                      {formatPrice(customer.lifetimeSpend)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              label="Customer pages"
              page={filters.page}
              pages={pages}
              onPage={(page) => setFilters((f) => ({ ...f, page }))}
              className="mt-3"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
