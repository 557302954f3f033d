import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminOrderDetail, AdminOrderPage, RefundBody } from "@shared/contracts/admin-orders";
import { apiRequest } from "@client/lib/api-client";

export interface OrderFilters {
  q: string;
  status: string;
  from: string;
  to: string;
  sort: "date" | "total";
  page: number;
}

/** The query string of GET /api/admin/orders: only the filters that are set. */
export function ordersUrl(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.sort !== "date") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `/api/admin/orders${query ? `?${query}` : ""}`;
}

export function useAdminOrders(filters: OrderFilters) {
  return useQuery<AdminOrderPage>({
    queryKey: [ordersUrl(filters)],
    placeholderData: (prev) => prev,
  });
}

export function useAdminOrder(id: number | null) {
  return useQuery<AdminOrderDetail>({
    queryKey: [`/api/admin/orders/${id}`],
    enabled: id !== null,
  });
}

/** POST /api/admin/orders/{id}/refunds, then every admin list and report reads again. */
export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundBody) => {
      const response = await apiRequest("POST", `/api/admin/orders/${orderId}/refunds`, body);
      return (await response.json()) as AdminOrderDetail;
    },
    onSuccess: (order) => {
      queryClient.setQueryData([`/api/admin/orders/${orderId}`], order);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          /^\/api\/admin\/(orders|analytics|customers)/.test(String(query.queryKey[0])),
      });
    },
  });
}
