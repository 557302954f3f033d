import { useQuery } from "@tanstack/react-query";
import type { CartItem } from "@shared/contracts/cart";
import { checkedQuery } from "@client/lib/api-client";
import { useAuth } from "@client/lib/use-auth";

export const CART_KEY = ["/api/cart"] as const;

/** GET /api/cart: only asked for when signed in (spec section 7). */
export function useCart() {
  const { user } = useAuth();
  return useQuery<CartItem[]>({
    queryKey: CART_KEY,
    // The header's badge reads the cart on every page: its contract (and zod) load with the data.
    queryFn: checkedQuery(() => import("@shared/contracts/cart").then((m) => m.cartSchema)),
    enabled: Boolean(user),
  });
}

/** The number of cart items (lines) the header badge and the home page show. */
export function useCartItemCount(): number {
  const { data } = useCart();
  return data?.length ?? 0;
}
