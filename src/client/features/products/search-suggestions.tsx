import { Link } from "react-router";
import Bot from "lucide-react/icons/bot";
import { buttonClass } from "@client/components/ui/button";
import { FACET_LABELS, type Facet } from "@shared/product-facts";
import { formatCount } from "@shared/format-count";
import { advisorUrlFor, type ProductFilters } from "@shared/product-search";
import { useProductSuggestions } from "./api/get-product-suggestions";

const products = (n: number) => (n === 1 ? "1 product" : `${formatCount(n)} products`);

/**
 * What "No products found" offers after a search (decision 0230): a search that finds something
 * ("Did you mean …"), the facet values most like what was typed, and the advisor, asked the same
 * question. Shown under the spec's empty state, whose texts and Clear Filters stay.
 */
export function SearchSuggestions({
  filters,
  onSearch,
  onFacet,
}: {
  filters: ProductFilters;
  onSearch: (search: string) => void;
  onFacet: (facet: Facet, value: string) => void;
}) {
  const search = filters.search.trim();
  const { data } = useProductSuggestions(filters, search !== "");
  if (!search) return null;
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-3 text-sm">
      {data?.didYouMean ? (
        <p>
          Did you mean{" "}
          <button
            type="button"
            className="font-semibold text-accent underline underline-offset-4 hover:no-underline"
            onClick={() => onSearch(data.didYouMean!.search)}
          >
            {data.didYouMean.search}
          </button>
          ? <span className="text-muted-foreground">({products(data.didYouMean.total)})</span>
        </p>
      ) : null}
      {data?.facets.length ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-muted-foreground">Or browse:</p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Closest filters">
            {data.facets.map(({ facet, value, label, count }) => (
              <li key={`${facet}:${value}`}>
                <button
                  type="button"
                  className={buttonClass("outline", "sm")}
                  onClick={() => onFacet(facet, value)}
                >
                  {FACET_LABELS[facet]}: {label}{" "}
                  <span className="text-muted-foreground">({formatCount(count)})</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={advisorUrlFor(search)} className={buttonClass("ghost", "sm")}>
        <Bot aria-hidden="true" />
        Ask the AI advisor about “{search}”
      </Link>
    </div>
  );
}
