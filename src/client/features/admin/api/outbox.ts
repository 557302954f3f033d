import { useQuery } from "@tanstack/react-query";
import type { OutboxMessage, OutboxPage, OutboxStatus } from "@shared/contracts/email";

export interface OutboxFilters {
  q: string;
  status: OutboxStatus | "";
  page: number;
}

/** The query string of GET /api/admin/outbox: only what is set. */
export function outboxUrl(filters: OutboxFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/api/admin/outbox${query ? `?${query}` : ""}`;
}

/** How often a page with a queued e-mail is asked again, so its status moves on by itself. */
export const QUEUED_REFRESH_MS = 3_000;

/**
 * A queued e-mail is sent or stored by the mailer in the background: while the page shows one,
 * it is asked again, so the admin sees it become Sent or Stored without reloading.
 */
export const outboxRefreshInterval = (page: OutboxPage | undefined): number | false =>
  page?.items.some((m) => m.status === "pending") ? QUEUED_REFRESH_MS : false;

export function useOutbox(filters: OutboxFilters) {
  return useQuery<OutboxPage>({
    queryKey: [outboxUrl(filters)],
    placeholderData: (prev) => prev,
    refetchInterval: (query) => outboxRefreshInterval(query.state.data),
  });
}

export function useOutboxMessage(id: number) {
  return useQuery<OutboxMessage>({ queryKey: [`/api/admin/outbox/${id}`] });
}
