import { memo, useId } from "react";
import { Link } from "react-router";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Sparkles from "lucide-react/icons/sparkles";
import type { Product } from "@shared/contracts/products";
import { CATEGORY_LABELS } from "@shared/products";
import { Badge } from "@client/components/ui/badge";
import { Button, buttonClass } from "@client/components/ui/button";
import { AddToCartForm } from "./add-to-cart-form";
import { StartTrialForm } from "./start-trial-form";
import { CompareButton } from "./compare-button";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";

/**
 * A product in a grid: picture, category, name, summary, price, details and add to cart. The grid
 * holds the one add-to-cart (`useAddToCart`) and passes it in: a card costs no query or mutation
 * observer of its own when the grid hydrates, and a memoised card is not drawn again when the grid
 * around it changes (decision 0164).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
  onStartTrial,
  adding = false,
  imageLoading = "lazy",
  imagePriority,
}: {
  product: Product;
  /** The grid's `useAddToCart().add`. */
  onAdd: (product: Product) => void;
  /** The grid's `useStartTrial()`: a subscription's Start Trial opens its own checkout. */
  onStartTrial: (product: Product) => void;
  /** This product is being added now. */
  adding?: boolean;
  imageLoading?: "lazy" | "eager";
  /** "high" for the picture a page opens on (its largest paint on a phone). */
  imagePriority?: "high";
}) {
  const titleId = useId();
  const href = `/products/${product.id}`;
  const isSubscription = product.type === "subscription";
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} loading={imageLoading} fetchPriority={imagePriority} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{CATEGORY_LABELS[product.category]}</Badge>
          {isSubscription ? <Badge variant="outline">Subscription</Badge> : null}
          <CompareButton product={product} className="ml-auto h-7 px-2 text-xs" />
        </div>
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          <Link to={href} className="hover:text-accent hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <ProductPrice product={product} className="text-xl" />
          <div className="flex gap-2">
            <Link to={href} className={buttonClass("outline", "sm")}>
              View Details
            </Link>
            {isSubscription ? (
              <StartTrialForm product={product} onStart={() => onStartTrial(product)}>
                <Button type="submit" size="sm" variant="accent" aria-describedby={titleId}>
                  <Sparkles aria-hidden="true" />
                  Start Trial
                </Button>
              </StartTrialForm>
            ) : (
              <AddToCartForm product={product} onAdd={() => onAdd(product)}>
                <Button type="submit" size="sm" disabled={adding} aria-describedby={titleId}>
                  <ShoppingCart aria-hidden="true" />
                  Add to Cart
                </Button>
              </AddToCartForm>
            )}
          </div>
        </div>
      </div>
    </article>
  );
});
