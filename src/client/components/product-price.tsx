import { formatPrice } from "@shared/money";
import type { Product } from "@shared/contracts/products";
import { cn } from "@client/lib/cn";

/** "$79.00/month" for subscriptions, "$49.00" for one-time products. */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, "price" | "type">;
  className?: string;
}) {
  return (
    <span className={cn("font-bold text-foreground", className)}>
      {formatPrice(product.price)}
      {product.type === "subscription" ? (
        <span className="text-[0.8em] font-medium text-muted-foreground">/month</span>
      ) : null}
    </span>
  );
}
