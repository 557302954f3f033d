import Pencil from "lucide-react/icons/pencil";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Ban from "lucide-react/icons/ban";
import { ADMIN_DESCRIPTION_PREVIEW } from "@shared/constants";
import type { Product } from "@shared/contracts/products";
import { OFFER_TERM_LABELS } from "@shared/offer";
import { CATEGORY_LABELS } from "@shared/products";
import { ProductImage } from "@client/components/product-image";
import { ProductPrice } from "@client/components/product-price";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";

/** Spec section 9: the list previews a description to 100 characters. */
export function descriptionPreview(description: string): string {
  return description.length > ADMIN_DESCRIPTION_PREVIEW
    ? `${description.slice(0, ADMIN_DESCRIPTION_PREVIEW).trimEnd()}…`
    : description;
}

export function ProductRow({
  product,
  busy,
  onEdit,
  onToggleActive,
}: {
  product: Product;
  busy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
}) {
  return (
    <li
      aria-label={product.name}
      className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[5rem_1fr_auto] sm:items-center"
    >
      <ProductImage
        product={product}
        loading="lazy"
        className={`rounded-md border ${product.isActive ? "" : "opacity-50 grayscale"}`}
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold leading-snug">{product.name}</h3>
          {product.isActive ? null : <Badge variant="destructive">Inactive</Badge>}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <ProductPrice product={product} />
          <Badge variant="secondary">{CATEGORY_LABELS[product.category]}</Badge>
          <Badge variant="outline">{OFFER_TERM_LABELS[product.offer.term]}</Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {descriptionPreview(product.description)}
        </p>
      </div>
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onToggleActive}
          aria-label={`${product.isActive ? "Deactivate" : "Reactivate"} ${product.name}`}
        >
          {product.isActive ? (
            <>
              <Ban aria-hidden="true" /> Deactivate
            </>
          ) : (
            <>
              <RotateCcw aria-hidden="true" /> Reactivate
            </>
          )}
        </Button>
      </div>
    </li>
  );
}
