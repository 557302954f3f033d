import { useState } from "react";
import { formatPrice } from "@shared/money";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { formatDate } from "@client/lib/format-date";

import { AdminSearchForm, PagedList } from "./admin-list";
import { useAdminCustomers, type CustomerFilters } from "./api/admin-customers";
import { CustomerDetail } from "./customer-detail";

/** The customer list's column names, over the rows on a wide screen. */
function CustomerColumns() {
  return (
    <div
      aria-hidden
      className="hidden px-3 pb-1 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[1fr_6rem_6rem_8rem] sm:gap-4"
    >
      <span>Customer</span>
      <span className="text-right">Orders</span>
      <span className="text-right">Active subs</span>
      <span className="text-right">Lifetime spend</span>
    </div>
  );
}

/** The Customers tab: everyone with an account, biggest spenders first, and one customer's page. */
export function CustomersPanel() {
  const [filters, setFilters] = useState<CustomerFilters>({ q: "", page: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  const customers = useAdminCustomers(filters);

  if (selected !== null)
    return <CustomerDetail customerId={selected} onClose={() => setSelected(null)} />;
  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:p-6">
        <CardTitle>Customers</CardTitle>
        <AdminSearchForm
          placeholder="Name or e-mail"
          onSearch={(q) => setFilters({ q, page: 1 })}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        ></AdminSearchForm>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6">
        <PagedList
          query={customers}
          what="the customers"
          empty="No customers match."
          label="Customers"
          pagerLabel="Customer pages"
          noun={["customer", "customers"]}
          page={filters.page}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          onOpen={(customer) => setSelected(customer.id)}
          header={<CustomerColumns />}
          rowClassName="grid-cols-3 gap-x-4 gap-y-1 sm:grid-cols-[1fr_6rem_6rem_8rem] sm:items-center"
        >
          {(customer) => (
            <>
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
            </>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
