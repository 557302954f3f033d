import type { ProductDetail } from "@shared/contracts/products";
import { GLANCE_ROWS } from "./fact-text";

/** The product page's facts block: what buyers check first, read from the fact sheet. */
export function AtAGlance({ product }: { product: ProductDetail }) {
  return (
    <section aria-labelledby="glance-heading" className="rounded-lg border bg-muted/40 p-4">
      <h2 id="glance-heading" className="text-lg font-semibold">
        At a glance
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {GLANCE_ROWS.map((row) => (
          <div key={row.key} className="contents">
            <dt className="font-medium text-muted-foreground">{row.label}</dt>
            <dd className="mb-1 sm:mb-0">{row.text(product)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
