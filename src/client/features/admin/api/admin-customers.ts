import { useQuery } from "@tanstack/react-query";
import type { AdminCustomerDetail, AdminCustomerPage } from "@shared/contracts/admin-orders";

export interface CustomerFilters {
  q: string;
  page: number;
}

/** The query string of GET /api/admin/customers: only what is set. */
export function customersUrl(filters: CustomerFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/api/admin/customers${query ? `?${query}` : ""}`;
}

export function useAdminCustomers(filters: CustomerFilters) {
  return useQuery<AdminCustomerPage>({
    queryKey: [customersUrl(filters)],
    placeholderData: (prev) => prev,
  });
}

export function useAdminCustomer(id: string | null) {
  return useQuery<AdminCustomerDetail>({
    queryKey: [`/api/admin/customers/${encodeURIComponent(id ?? "")}`],
    enabled: id !== null,
  });
}
