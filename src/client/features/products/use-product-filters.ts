import { useAddressState } from "@client/lib/use-address-state";
import type { Facet, ProductSort } from "@shared/product-facts";
import {
  productFiltersFrom,
  productFiltersQuery,
  type CategoryFilter,
  type FacetSelection,
  type PriceFilter,
  type ProductFilters,
} from "@shared/product-search";

/**
 * The search, category, facets, price, trial and sort live in the URL
 * (?search=tax&category=saas&form=1040&priceBasis=month&maxPrice=100&trial=true&sort=price_asc),
 * so a filtered list can be shared and survives a reload. Typing replaces the history entry
 * instead of adding one per key.
 */
export function useProductFilters() {
  const [filters, setFilters] = useAddressState(productFiltersFrom, productFiltersQuery);
  const update = (next: Partial<ProductFilters>) => setFilters({ ...filters, ...next });
  return {
    filters,
    setSearch: (search: string) => update({ search }),
    setCategory: (category: CategoryFilter) => update({ category }),
    setSort: (sort: ProductSort) => update({ sort }),
    toggleFacet: (facet: Facet, value: string) => {
      const current = filters.facets?.[facet] ?? [];
      const values = current.includes(value)
        ? current.filter((v) => v !== value)
        : [...current, value];
      update({ facets: { ...filters.facets, [facet]: values } });
    },
    setPrice: (price: PriceFilter | undefined) => update({ price }),
    setTrial: (trial: boolean) => update({ trial }),
    /** A facet value offered by the empty state: it replaces the search. */
    browseFacet: (facet: Facet, value: string) =>
      update({ search: "", facets: { ...filters.facets, [facet]: [value] } as FacetSelection }),
    clearFacets: () => update({ facets: {}, price: undefined, trial: false }),
    clear: () => setFilters(productFiltersFrom(new URLSearchParams())),
  };
}
