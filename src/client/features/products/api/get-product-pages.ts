import { keepPreviousData, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { ProductPage } from "@shared/contracts/products";
import type { PageQuery } from "@shared/contracts/page-render";
import { productPagesUrl, type ProductFilters } from "@shared/product-search";
import { apiRequest } from "@client/lib/api-client";

export const isProductPagesKey = (key: unknown) =>
  typeof key === "string" && key.startsWith("/api/products?");

/** The grid's first page for these filters: what the /products page's loader asks for. */
export const productPagesQuery = (filters: ProductFilters): PageQuery<ProductPage> => ({
  url: productPagesUrl(filters),
  infinite: true,
  contract: () => import("@shared/contracts/products").then((m) => m.productPageSchema),
});

/**
 * GET /api/products?q=&category=&limit=: the /products grid, one page at a time (decision 0052).
 * While another search loads, the previous results stay on screen instead of a skeleton.
 */
export function useProductPages(filters: ProductFilters) {
  const { url } = productPagesQuery(filters);
  return useInfiniteQuery<
    ProductPage,
    Error,
    InfiniteData<ProductPage, string | null>,
    [string],
    string | null
  >({
    queryKey: [url],
    initialPageParam: null,
    queryFn: async ({ pageParam }) => {
      const pageUrl = pageParam ? `${url}&cursor=${encodeURIComponent(pageParam)}` : url;
      // Unchecked on purpose: a first-view page keeps zod out (decision 0083).
      return (await apiRequest("GET", pageUrl)).json() as Promise<ProductPage>;
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
