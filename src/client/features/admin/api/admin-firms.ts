import { useQuery } from "@tanstack/react-query";
import type { AdminFirmPage } from "@shared/contracts/admin-firms";

export interface FirmFilters {
  q: string;
  page: number;
}

/** The query string of GET /api/admin/firms (and its CSV): only what is set. */
export function firmsUrl(filters: FirmFilters, path = "/api/admin/firms"): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.page > 1 && path === "/api/admin/firms") params.set("page", String(filters.page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

export function useAdminFirms(filters: FirmFilters) {
  return useQuery<AdminFirmPage>({
    queryKey: [firmsUrl(filters)],
    placeholderData: (prev) => prev,
  });
}
