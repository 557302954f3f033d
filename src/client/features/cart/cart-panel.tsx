import { Link } from "react-router";
import { useCart } from "@client/lib/cart/get-cart";
import { buttonClass } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { CartEmpty } from "./cart-empty";
import { CartLine } from "./cart-line";
import { OrderSummaryRows } from "@client/components/order-summary-rows";
import { LoadError } from "@client/components/load-error";

/** The slide-over cart from the header (its title, Shopping Cart, is the sheet's). */
export default function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const cart = useCart();
  const { data: items, isLoading, isError } = cart;
  if (isLoading) {
    return (
      <div className="flex flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError what="your cart" onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
    );
  }
  if (!items?.length) return <CartEmpty onNavigate={onNavigate} />;
  return (
    <div className="flex flex-1 flex-col">
      <ul className="-mt-2 flex-1 divide-y" aria-label="Cart items">
        {items.map((item) => (
          <CartLine key={item.id} item={item} compact onNavigate={onNavigate} />
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-col gap-3 border-t bg-background p-6">
        <OrderSummaryRows items={items} />
        <Link to="/checkout" onClick={onNavigate} className={buttonClass("default", "lg")}>
          Proceed to Checkout
        </Link>
        <Link to="/cart" onClick={onNavigate} className={buttonClass("outline", "lg")}>
          View Cart
        </Link>
      </div>
    </div>
  );
}
