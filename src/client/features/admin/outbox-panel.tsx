import { useState } from "react";
import { OUTBOX_STATUSES, type OutboxStatus } from "@shared/contracts/email";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { NativeSelect } from "@client/components/ui/native-select";

import { AdminSearchForm, FILTER_LABEL, PagedList } from "./admin-list";
import { useOutbox, type OutboxFilters } from "./api/outbox";
import { OutboxMessageView, OutboxStatusBadge, kindLabel, sentAt } from "./outbox-message";

/**
 * The Outbox tab: every e-mail the shop wrote (stored without SMTP, sent, or failed), newest
 * first, searched and paged on the server; one opens to its text and its HTML.
 */
export function OutboxPanel() {
  const [filters, setFilters] = useState<OutboxFilters>({ q: "", status: "", page: 1 });
  const [selected, setSelected] = useState<number | null>(null);
  const outbox = useOutbox(filters);

  if (selected !== null)
    return <OutboxMessageView messageId={selected} onClose={() => setSelected(null)} />;
  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:p-6">
        <CardTitle asHeading="h2">Outbox</CardTitle>
        <AdminSearchForm
          label="Search the outbox"
          placeholder="Recipient, subject or kind"
          onSearch={(q) => setFilters((f) => ({ ...f, q, page: 1 }))}
          className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        >
          <label className={FILTER_LABEL}>
            Status
            <NativeSelect
              value={filters.status}
              onChange={(event) =>
                setFilters((f) => ({
                  ...f,
                  status: event.target.value as OutboxStatus | "",
                  page: 1,
                }))
              }
            >
              <option value="">All statuses</option>
              {OUTBOX_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "pending" ? "queued" : status}
                </option>
              ))}
            </NativeSelect>
          </label>
        </AdminSearchForm>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6">
        <PagedList
          query={outbox}
          what="the outbox"
          empty={
            filters.q || filters.status
              ? "No e-mails match."
              : "No e-mails yet. Orders, trials, renewals and contact messages write them here."
          }
          label="Outbox"
          pagerLabel="Outbox pages"
          noun={["e-mail", "e-mails"]}
          page={filters.page}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          onOpen={(message) => setSelected(message.id)}
          rowClassName="gap-1 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
        >
          {(message) => (
            <>
              <span className="min-w-0">
                <span className="block break-words font-medium sm:truncate">{message.subject}</span>
                <span className="block text-muted-foreground sm:truncate">
                  <span className="block truncate sm:inline">To {message.to}</span>
                  <span className="hidden sm:inline"> · </span>
                  <span className="block sm:inline">
                    {kindLabel(message.kind)} · {sentAt(message.createdAt)}
                  </span>
                </span>
              </span>
              <OutboxStatusBadge status={message.status} className="justify-self-start" />
            </>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
