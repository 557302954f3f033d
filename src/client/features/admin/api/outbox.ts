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

export function useOutbox(filters: OutboxFilters) {
  return useQuery<OutboxPage>({
    queryKey: [outboxUrl(filters)],
    placeholderData: (prev) => prev,
  });
}

export function useOutboxMessage(id: number) {
  return useQuery<OutboxMessage>({ queryKey: [`/api/admin/outbox/${id}`] });
}
