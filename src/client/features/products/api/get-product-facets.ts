import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProductFacets } from "@shared/contracts/products";
import type { PageQuery } from "@shared/contracts/page-render";
import { productFacetsUrl, type ProductFilters } from "@shared/product-search";

/** GET /api/products/facets: counts per facet value for the current search and filters. */
export const productFacetsQuery = (filters: ProductFilters): PageQuery<ProductFacets> => ({
  url: productFacetsUrl(filters),
  contract: () => import("@shared/contracts/products").then((m) => m.productFacetsSchema),
});

export function useProductFacets(filters: ProductFilters) {
  return useQuery<ProductFacets>({
    queryKey: [productFacetsQuery(filters).url],
    placeholderData: keepPreviousData,
  });
}
