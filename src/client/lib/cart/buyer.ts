import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { buyerSchema } from "@shared/contracts/firms";
import { apiJson, checkedQuery } from "@client/lib/api-client";

export const BUYER_KEY = ["/api/cart/buyer"] as const;

/** GET /api/cart/buyer: who the cart is bought for, and the firms one may buy for. */
export function useBuyer() {
  return useQuery({ queryKey: BUYER_KEY, queryFn: checkedQuery(buyerSchema) });
}

/**
 * PUT /api/cart/buyer: buy for oneself (null) or a firm. The checkout's quote and billing
 * details depend on it, so they are asked for again.
 */
export function useSetBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (firmId: number | null) =>
      apiJson("PUT", "/api/cart/buyer", buyerSchema, { firmId }),
    onSuccess: async (buyer) => {
      queryClient.setQueryData(BUYER_KEY, buyer);
      await queryClient.invalidateQueries({ queryKey: ["/api/checkout/billing"] });
      await queryClient.invalidateQueries({ queryKey: ["/api/checkout/quote"] });
    },
  });
}
