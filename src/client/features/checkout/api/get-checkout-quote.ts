import { useQuery } from "@tanstack/react-query";
import { checkoutQuoteSchema } from "@shared/contracts/payments";
import { checkedQuery } from "@client/lib/api-client";
import type { ProductCheckout } from "../checkout-lines";

export const CHECKOUT_QUOTE_KEY = "/api/checkout/quote";

/**
 * GET /api/checkout/quote: what the cart (or one product on its own, decision 0262) costs today
 * (free trials cost $0.00) and when each trial's first charge comes. `cartKey` refetches it
 * whenever the cart changes.
 */
export function useCheckoutQuote(
  cartKey: string,
  enabled: boolean,
  product: ProductCheckout | null = null,
) {
  const url = product
    ? `${CHECKOUT_QUOTE_KEY}?productId=${product.productId}&quantity=${product.quantity}`
    : CHECKOUT_QUOTE_KEY;
  return useQuery({
    queryKey: [url, cartKey],
    queryFn: checkedQuery(checkoutQuoteSchema),
    enabled,
  });
}
