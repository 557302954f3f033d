import { useQuery } from "@tanstack/react-query";
import type { ProductSuggestions } from "@shared/contracts/products";
import { productSuggestionsUrl, type ProductFilters } from "@shared/product-search";

/**
 * GET /api/products/suggestions: asked only by a search that found nothing, for its empty state
 * ("Did you mean …", the nearest facet values).
 */
export function useProductSuggestions(filters: ProductFilters, enabled: boolean) {
  return useQuery<ProductSuggestions>({
    queryKey: [productSuggestionsUrl(filters)],
    enabled: enabled && filters.search.trim() !== "",
  });
}
