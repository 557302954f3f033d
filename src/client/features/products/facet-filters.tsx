import { useEffect, useId, useRef } from "react";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import type { ProductFacets } from "@shared/contracts/products";
import { FACET_LABELS, FACETS, type Facet } from "@shared/product-facts";
import type { FacetSelection, PriceFilter as PriceFilterValue } from "@shared/product-search";
import { Button } from "@client/components/ui/button";
import { PriceFilter } from "./price-filter";

function FacetGroup({
  facet,
  counts,
  selected,
  onToggle,
}: {
  facet: Facet;
  counts: ProductFacets["facets"][Facet];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const headingId = useId();
  // Values no product has are left out unless chosen, so the list stays short. A null count is
  // a value some products have, in a listing too large to count (decision 0231).
  const shown = counts.filter((c) => c.count !== 0 || selected.includes(c.value));
  if (shown.length === 0) return null;
  return (
    <fieldset aria-labelledby={headingId} className="border-t pt-3 first:border-t-0 first:pt-0">
      <legend id={headingId} className="text-sm font-semibold">
        {FACET_LABELS[facet]}
      </legend>
      <ul className="mt-2 flex flex-col gap-1">
        {shown.map(({ value, label, count }) => (
          <li key={value}>
            {/* A whole row to tap on a phone or tablet (44 px, issue 47); compact beside the grid. */}
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm lg:min-h-0 lg:gap-2">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-accent)] lg:size-4"
                checked={selected.includes(value)}
                onChange={() => onToggle(value)}
              />
              <span className="flex-1">{label}</span>
              {count === null ? null : (
                <span className="text-xs text-muted-foreground">{count}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filters of /products: price, free trial, and the facts with the server's counts; on a
 * phone they fold away.
 */
export function FacetFilters({
  facets,
  selected,
  price,
  trial,
  onToggle,
  onPrice,
  onTrial,
  onClear,
  resultCount,
}: {
  facets: ProductFacets | undefined;
  selected: FacetSelection;
  price: PriceFilterValue | undefined;
  trial: boolean;
  onToggle: (facet: Facet, value: string) => void;
  onPrice: (price: PriceFilterValue | undefined) => void;
  onTrial: (trial: boolean) => void;
  onClear: () => void;
  /** How many products the filters leave; unknown while they load. */
  resultCount?: number;
}) {
  const chosen =
    FACETS.reduce((n, f) => n + (selected[f]?.length ?? 0), 0) + (price ? 1 : 0) + (trial ? 1 : 0);
  const panel = useRef<HTMLDetailsElement>(null);
  // Open beside the grid on a wide screen; folded above it on a phone.
  useEffect(() => {
    if (panel.current && window.matchMedia("(min-width: 1024px)").matches) {
      panel.current.open = true;
    }
  }, []);
  return (
    <details ref={panel} className="rounded-lg border p-4">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-semibold lg:min-h-0">
        <span className="flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" /> Filters
          {chosen ? <span className="text-sm font-normal">({chosen} chosen)</span> : null}
        </span>
      </summary>
      <div className="mt-4 flex flex-col gap-3">
        {chosen ? (
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        <PriceFilter price={price} onChange={onPrice} />
        <fieldset className="border-t pt-3">
          <legend className="text-sm font-semibold">Free trial</legend>
          <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-accent)]"
              checked={trial}
              onChange={(event) => onTrial(event.target.checked)}
            />
            Starts with a free trial
          </label>
        </fieldset>
        {facets
          ? FACETS.map((facet) => (
              <FacetGroup
                key={facet}
                facet={facet}
                counts={facets.facets[facet]}
                selected={selected[facet] ?? []}
                onToggle={(value) => onToggle(facet, value)}
              />
            ))
          : null}
        {/* Above the grid (a phone or tablet) the open panel hides the results: this folds it
            and goes to them. Beside the grid it is not needed. */}
        {resultCount !== undefined ? (
          <Button
            className="sticky bottom-2 lg:hidden"
            onClick={() => {
              if (panel.current) panel.current.open = false;
              const results = document.getElementById("product-results");
              results?.scrollIntoView({ block: "start" });
              results?.focus({ preventScroll: true });
            }}
          >
            Show {resultCount === 1 ? "1 result" : `${resultCount} results`}
          </Button>
        ) : null}
      </div>
    </details>
  );
}
