import { Link } from "react-router";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { buttonClass } from "@client/components/ui/button";

export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-10 text-center">
      <ShoppingCart className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Your cart is empty</h2>
      <p className="text-sm text-muted-foreground">
        Find software, templates and services for your practice.
      </p>
      <Link to="/products" onClick={onNavigate} className={buttonClass()}>
        Browse Products
      </Link>
    </div>
  );
}
