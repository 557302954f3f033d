import { useCartItemCount } from "@client/lib/cart/get-cart";

/** The number of items in the cart, as a corner badge on the cart button; nothing at 0. */
export function CartBadge() {
  const count = useCartItemCount();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      className="pointer-events-none absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-semibold leading-none text-accent-foreground ring-2 ring-background"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** The cart button's accessible name, which carries the count the badge shows. */
export function useCartButtonLabel(): string {
  const count = useCartItemCount();
  if (count <= 0) return "Open cart";
  return `Open cart (${count} ${count === 1 ? "item" : "items"})`;
}
