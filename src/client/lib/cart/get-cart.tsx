import { createContext, useContext, type ReactNode } from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { CartItem } from "@shared/contracts/cart";
import { checkedQuery } from "@client/lib/api-client";
import { useAuth } from "@client/lib/use-auth";
import type { PageQuery } from "@shared/contracts/page-render";

/** GET /api/cart: the header's badge reads it on every signed-in page (the root route loads it). */
const cartContract = () => import("@shared/contracts/cart").then((m) => m.cartSchema);
export const CART_QUERY: PageQuery<CartItem[]> = { url: "/api/cart", contract: cartContract };
export const CART_KEY = [CART_QUERY.url] as const;

const CartContext = createContext<UseQueryResult<CartItem[]> | null>(null);

/**
 * The page's one subscription to the cart (the root's Layout holds it, inside AuthProvider): the
 * header's button and badge, the cart and checkout read it through `useCart`.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const cart = useQuery<CartItem[]>({
    queryKey: CART_KEY,
    // The header's badge reads the cart on every page: its contract (and zod) load with the data.
    queryFn: checkedQuery(cartContract),
    enabled: Boolean(user),
  });
  return <CartContext value={cart}>{children}</CartContext>;
}

/** GET /api/cart: only asked for when signed in (spec section 7). */
export function useCart(): UseQueryResult<CartItem[]> {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart is read inside CartProvider (the root's Layout)");
  return cart;
}

/** The number of cart items (lines) the header badge and the home page show. */
export function useCartItemCount(): number {
  const { data } = useCart();
  return data?.length ?? 0;
}
