import { useState } from "react";
import Download from "lucide-react/icons/download";
import { buttonClass } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { formatDate } from "@client/lib/format-date";
import { AdminListBody, AdminSearchForm } from "./admin-list";
import { firmsUrl, useAdminFirms, type FirmFilters } from "./api/admin-firms";
import { Pager } from "./pager";

/** The Firms tab: firms with owners, members, seats given out and devices; search and CSV. */
export function FirmsPanel() {
  const [filters, setFilters] = useState<FirmFilters>({ q: "", page: 1 });
  const firms = useAdminFirms(filters);
  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:p-6">
        <CardTitle asHeading="h2">Firms</CardTitle>
        <AdminSearchForm
          label="Search the firms"
          placeholder="Firm, member name or e-mail"
          onSearch={(q) => setFilters({ q, page: 1 })}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <a
            href={firmsUrl(filters, "/api/admin/exports/firms.csv")}
            className={buttonClass("outline")}
            download
          >
            <Download aria-hidden="true" /> CSV
          </a>
        </AdminSearchForm>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6">
        <AdminListBody
          query={firms}
          what="the firms"
          isEmpty={(data) => data.items.length === 0}
          empty="No firms match."
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
                {data.total} {data.total === 1 ? "firm" : "firms"}
              </p>
              <ul className="divide-y rounded-md border" aria-label="Firms">
                {data.items.map((firm) => (
                  <li
                    key={firm.id}
                    className="grid gap-x-4 gap-y-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium">{firm.name}</span>
                      <span className="block truncate text-muted-foreground">
                        Owner {firm.owners.map((o) => o.name).join(", ") || "none"} · since{" "}
                        {formatDate(firm.createdAt)}
                      </span>
                    </span>
                    <span className="tabular-nums text-muted-foreground sm:text-right">
                      {firm.members} {firm.members === 1 ? "member" : "members"} · {firm.assigned}{" "}
                      of {firm.seats} seats assigned · {firm.activations}{" "}
                      {firm.activations === 1 ? "device" : "devices"} · {firm.orders}{" "}
                      {firm.orders === 1 ? "order" : "orders"}
                    </span>
                  </li>
                ))}
              </ul>
              <Pager
                label="Firm pages"
                page={filters.page}
                pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                onPage={(page) => setFilters((f) => ({ ...f, page }))}
                className="mt-3"
              />
            </>
          )}
        </AdminListBody>
      </CardContent>
    </Card>
  );
}
