import { useQuery } from "@tanstack/react-query";
import type { CartItem } from "@shared/contracts/cart";
import { checkedQuery } from "@client/lib/api-client";
import { useAuth } from "@client/lib/use-auth";
import type { PageQuery } from "@shared/contracts/page-render";

/** GET /api/cart: the header's badge reads it on every signed-in page (the root route loads it). */
const cartContract = () => import("@shared/contracts/cart").then((m) => m.cartSchema);
export const CART_QUERY: PageQuery<CartItem[]> = { url: "/api/cart", contract: cartContract };
export const CART_KEY = [CART_QUERY.url] as const;

/** GET /api/cart: only asked for when signed in (spec section 7). */
export function useCart() {
  const { user } = useAuth();
  return useQuery<CartItem[]>({
    queryKey: CART_KEY,
    // The header's badge reads the cart on every page: its contract (and zod) load with the data.
    queryFn: checkedQuery(cartContract),
    enabled: Boolean(user),
  });
}

/** The number of cart items (lines) the header badge and the home page show. */
export function useCartItemCount(): number {
  const { data } = useCart();
  return data?.length ?? 0;
}
