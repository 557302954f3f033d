import type { ReactNode } from "react";
import type { Product } from "@shared/contracts/products";

/**
 * Add to Cart as a real form: it posts to the cart page's action (src/client/routes/cart.tsx),
 * so a tap before the page's script has taken over, or without the script, still adds the
 * product (one, or the users, clients or returns picked). Once the script runs, the page's own
 * add-to-cart answers at once with its toast (spec section 8) and the form is not sent.
 */
export function AddToCartForm({
  product,
  quantity = 1,
  onAdd,
  className,
  children,
}: {
  product: Pick<Product, "id">;
  quantity?: number;
  /** The page's add-to-cart, once its script runs. */
  onAdd: () => void;
  className?: string;
  /** The submit button. */
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action="/cart"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value={quantity} />
      {children}
    </form>
  );
}
