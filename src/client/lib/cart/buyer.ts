import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { buyerSchema, type Buyer } from "@shared/contracts/firms";
import type { PageQuery } from "@shared/contracts/page-render";
import { apiJson, checkedQuery } from "@client/lib/api-client";

/** The cart's and the checkout's "Buying for" arrives with the page: no jump once it loads. */
export const BUYER_QUERY: PageQuery<Buyer> = {
  url: "/api/cart/buyer",
  contract: () => Promise.resolve(buyerSchema),
};
export const BUYER_KEY = [BUYER_QUERY.url] as const;

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
