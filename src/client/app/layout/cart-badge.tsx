/** The number of items in the cart; the cart feature fills it in. */
export function CartBadge() {
  return null;
}
