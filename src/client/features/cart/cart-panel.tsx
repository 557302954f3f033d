import { Link } from "wouter";
import { ShoppingCart } from "lucide-react";
import { buttonClass } from "@client/components/ui/button";

export default function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
      <ShoppingCart className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">Your cart is empty</p>
      <Link href="/products" onClick={onNavigate} className={buttonClass()}>
        Browse Products
      </Link>
    </div>
  );
}
