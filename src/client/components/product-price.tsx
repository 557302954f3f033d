import { formatPrice } from "@shared/money";
import { priceSuffix } from "@shared/offer";
import type { Product } from "@shared/contracts/products";
import { cn } from "@client/lib/cn";

/**
 * The price with what it counts and for how long (decision 0194): "$119.00 / user / month",
 * "$499.00 / year", "$49.00 one-time".
 */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, "price" | "offer">;
  className?: string;
}) {
  return (
    <span className={cn("font-bold text-foreground", className)} data-testid="product-price">
      {formatPrice(product.price)}{" "}
      <span className="text-[0.8em] font-medium text-muted-foreground">
        {priceSuffix(product.offer)}
      </span>
    </span>
  );
}
