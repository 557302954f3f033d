import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash";
import { MIN_CART_QUANTITY } from "@shared/constants";
import { maxQuantity, quantityNoun } from "@shared/offer";
import type { CartItem } from "@shared/contracts/cart";
import { ProductImage } from "@client/components/product-image";
import { ProductPrice } from "@client/components/product-price";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { lineTotalText, wholeFirmNote } from "@client/lib/offer-text";
import { useRemoveCartItem } from "./api/remove-cart-item";
import { useUpdateCartItem } from "./api/update-cart-item";

/**
 * One cart item: picture, name, price with its unit and term, minus/plus counting the offer's users,
 * clients or returns (minus does nothing at 1; a per-firm licence stays one, and says why), remove.
 */
export function CartLine({
  item,
  compact = false,
  onNavigate,
}: {
  item: CartItem;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { product, quantity } = item;
  // The quantity last asked for: two presses before the line has redrawn add up, instead of both
  // asking for the shown quantity plus one. Back to the cart's own once nothing is being saved.
  const asked = useRef(quantity);
  useEffect(() => {
    if (!update.isPending) asked.current = quantity;
  }, [quantity, update.isPending]);
  const changeQuantity = (by: number) => {
    const next = asked.current + by;
    if (next < MIN_CART_QUANTITY || next > maxQuantity(item.product.offer.unit)) return;
    asked.current = next;
    update.mutate({ id: item.id, quantity: next });
  };
  const line = { unitPrice: product.price, quantity, offer: product.offer };
  const noun = quantityNoun(product.offer.unit);
  const whyOne = wholeFirmNote(product.offer);
  // What the count counts: its unit's label, or why a per-firm line holds one licence.
  const countId = useId();

  return (
    <li
      aria-label={product.name}
      className={cn("flex gap-4", compact ? "py-4" : "rounded-lg border bg-card p-4 shadow-sm")}
    >
      <ProductImage
        product={product}
        loading="lazy"
        className={cn(
          "shrink-0 self-start rounded-md border",
          compact ? "hidden w-20 sm:block" : "w-24 sm:w-36",
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={`/products/${product.id}`}
              onClick={onNavigate}
              className={cn("font-semibold hover:underline", compact ? "text-sm" : "sm:text-lg")}
            >
              {product.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              <ProductPrice product={product} className="font-medium text-muted-foreground" />
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 -mt-2 shrink-0 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${product.name}`}
            onClick={() => remove.mutate(item.id)}
            disabled={remove.isPending}
          >
            <Trash aria-hidden="true" />
          </Button>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex items-center gap-2">
            {noun ? (
              <span id={countId} className="text-sm font-medium text-muted-foreground">
                {noun.label}
              </span>
            ) : null}
            <div
              role="group"
              aria-label={`Quantity of ${product.name}`}
              aria-describedby={countId}
              // Busy until the server has the quantity shown (changes are sent one after another).
              aria-busy={update.isPending}
              className="flex items-center rounded-md border"
            >
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Decrease quantity of ${product.name}`}
                onClick={() => changeQuantity(-1)}
                // aria-disabled, not disabled: a disabled button loses focus, and the keyboard user
                // pressing it down to 1 would be thrown out of the cart panel.
                aria-disabled={quantity <= MIN_CART_QUANTITY}
              >
                <Minus aria-hidden="true" />
              </Button>
              <span
                className="min-w-10 text-center text-sm font-semibold tabular-nums"
                aria-live="polite"
              >
                {quantity}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Increase quantity of ${product.name}`}
                aria-describedby={whyOne ? countId : undefined}
                onClick={() => changeQuantity(1)}
                aria-disabled={quantity >= maxQuantity(product.offer.unit)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </div>
          <span className="font-semibold tabular-nums">
            <span className="sr-only">Line total </span>
            {lineTotalText(line)}
          </span>
          {whyOne ? (
            <p id={countId} className="basis-full text-xs text-muted-foreground">
              {whyOne}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
