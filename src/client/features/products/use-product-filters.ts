import { useSearchParams } from "wouter";
import type { Facet, ProductSort } from "@shared/product-facts";
import {
  productFiltersFrom,
  productFiltersQuery,
  type CategoryFilter,
  type ProductFilters,
} from "@shared/product-search";

/**
 * The search, category, facets and sort live in the URL
 * (?search=tax&category=saas&form=1040&sort=price_asc), so a filtered list can be shared and
 * survives a reload. Typing replaces the history entry instead of adding one per key.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = productFiltersFrom(params);
  const update = (next: Partial<ProductFilters>) => {
    setParams(productFiltersQuery({ ...filters, ...next }), { replace: true });
  };
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
    clearFacets: () => update({ facets: {} }),
    clear: () => setParams({}, { replace: true }),
  };
}
