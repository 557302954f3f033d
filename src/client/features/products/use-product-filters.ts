import { useSearchParams } from "wouter";
import { PRODUCT_CATEGORIES } from "@shared/products";
import type { CategoryFilter, ProductFilters } from "@shared/product-search";

function toCategory(value: string | null): CategoryFilter {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as CategoryFilter)
    : "all";
}

/**
 * The search and category live in the URL (?search=tax&category=saas), so a filtered list can be
 * shared and survives a reload. Typing replaces the history entry instead of adding one per key.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ProductFilters = {
    search: params.get("search") ?? "",
    category: toCategory(params.get("category")),
  };
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
