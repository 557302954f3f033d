import { useSearchParams } from "wouter";
import {
  productFiltersFrom,
  type CategoryFilter,
  type ProductFilters,
} from "@shared/product-search";

/**
 * The search and category live in the URL (?search=tax&category=saas), so a filtered list can be
 * shared and survives a reload. Typing replaces the history entry instead of adding one per key.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = productFiltersFrom(params);
  const update = (next: Partial<ProductFilters>) => {
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    if (merged.search) query.search = merged.search;
    if (merged.category !== "all") query.category = merged.category;
    setParams(query, { replace: true });
  };
  return {
    filters,
    setSearch: (search: string) => update({ search }),
    setCategory: (category: CategoryFilter) => update({ category }),
    clear: () => setParams({}, { replace: true }),
  };
}
