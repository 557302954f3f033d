import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProductFacets } from "@shared/contracts/products";
import { productFacetsUrl, type ProductFilters } from "@shared/product-search";

/** GET /api/products/facets: counts per facet value for the current search and filters. */
export function useProductFacets(filters: ProductFilters) {
  return useQuery<ProductFacets>({
    queryKey: [productFacetsUrl(filters)],
    placeholderData: keepPreviousData,
  });
}
