import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adminRefundRequestPageSchema,
  adminRefundRequestSchema,
  type RefundDecisionBody,
} from "@shared/contracts/refund-requests";
import type { RefundRequestStatus } from "@shared/refunds";
import { apiJson, checkedQuery } from "@client/lib/api-client";

const BASE = "/api/admin/refund-requests";

export const refundRequestsUrl = (status: RefundRequestStatus | "", page: number) => {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${BASE}?${text}` : BASE;
};

/** GET /api/admin/refund-requests: the queue, waiting ones first. */
export function useRefundRequests(status: RefundRequestStatus | "", page: number) {
  return useQuery({
    queryKey: [refundRequestsUrl(status, page)],
    queryFn: checkedQuery(adminRefundRequestPageSchema),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/refund-requests/{id}/decision: approve (refunds) or decline, with the answer
 * e-mailed; the queue, the orders and the outbox read again.
 */
export function useDecideRefundRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundDecisionBody) =>
      apiJson("POST", `${BASE}/${id}/decision`, adminRefundRequestSchema, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          /^\/api\/admin\/(refund-requests|orders|outbox)/.test(String(query.queryKey[0])),
      }),
  });
}
