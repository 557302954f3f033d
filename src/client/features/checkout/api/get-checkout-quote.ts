import { useQuery } from "@tanstack/react-query";
import { checkoutQuoteSchema } from "@shared/contracts/payments";
import { checkedQuery } from "@client/lib/api-client";

export const CHECKOUT_QUOTE_KEY = "/api/checkout/quote";

/**
 * GET /api/checkout/quote: what the cart costs today (free trials cost $0.00) and when each
 * trial's first charge comes. `cartKey` refetches it whenever the cart changes.
 */
export function useCheckoutQuote(cartKey: string, enabled: boolean) {
  return useQuery({
    queryKey: [CHECKOUT_QUOTE_KEY, cartKey],
    queryFn: checkedQuery(checkoutQuoteSchema),
    enabled,
  });
}
