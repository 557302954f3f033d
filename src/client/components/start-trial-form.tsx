import type { ReactNode } from "react";
import type { Product } from "@shared/contracts/products";

/**
 * Start Free Trial as a real form: before the page's script has taken over, or without it, it
 * opens the one-product checkout (`GET /checkout?product=…`, decision 0262), which asks a visitor
 * to sign in and comes back to it. Once the script runs, the page's own `useStartTrial` does it.
 */
export function StartTrialForm({
  product,
  quantity = 1,
  onStart,
  className,
  children,
}: {
  product: Pick<Product, "id">;
  quantity?: number;
  /** The page's `useStartTrial`, once its script runs. */
  onStart: () => void;
  className?: string;
  /** The submit button. */
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action="/checkout"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <input type="hidden" name="product" value={product.id} />
      {quantity > 1 ? <input type="hidden" name="quantity" value={quantity} /> : null}
      {children}
    </form>
  );
}
