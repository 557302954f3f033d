import { SiteLink } from "@client/components/site-link";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { Product } from "@shared/contracts/products";
import { formatPrice } from "@shared/money";
import { priceSuffix } from "@shared/offer";
import { CATEGORY_LABELS } from "@shared/products";
import { useRelatedProducts } from "./api/get-related-products";

/**
 * "People also compare" (issue 47): the products sharing the most facts with this one, as links
 * (their own pages carry the buttons). Nothing is shown while they load, when none shares
 * anything, or when they cannot be had: the page does not depend on them.
 */
export function RelatedProducts({ product }: { product: Pick<Product, "id"> }) {
  const { data } = useRelatedProducts(product.id);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        People also compare
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.map((related) => (
          <li key={related.id}>
            <SiteLink
              to={`/products/${related.id}`}
              className="group flex h-full min-h-11 items-start justify-between gap-3 rounded-lg border bg-card p-4 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid gap-1">
                <span className="text-xs text-muted-foreground">
                  {CATEGORY_LABELS[related.category]}
                </span>
                <span className="font-semibold leading-snug group-hover:text-accent group-hover:underline">
                  {related.name}
                </span>
                <span className="text-sm">
                  <span className="font-bold">{formatPrice(related.price)}</span>{" "}
                  <span className="text-muted-foreground">{priceSuffix(related.offer)}</span>
                </span>
              </span>
              <ChevronRight
                className="mt-1 size-4 shrink-0 text-muted-foreground"
                aria-hidden="true"
              />
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
