import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refundRequestSchema, type RefundRequestBody } from "@shared/contracts/refund-requests";
import { apiJson } from "@client/lib/api-client";
import { ORDERS_KEY } from "@client/lib/orders/get-orders";

/** POST /api/orders/{orderId}/refund-request: ask for a refund; the order then shows the request. */
export function useRequestRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestBody) =>
      apiJson("POST", `/api/orders/${orderId}/refund-request`, refundRequestSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
