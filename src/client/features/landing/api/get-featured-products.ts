import { useQuery } from "@tanstack/react-query";
import type { ProductPage } from "@shared/contracts/products";
import type { PageQuery } from "@shared/contracts/page-render";
import { FEATURED_PRODUCTS_URL } from "@shared/constants";

/**
 * GET /api/products?limit=6: the landing's featured cards, the first page of the catalogue
 * (not the whole catalogue cut down in the browser). The landing's loader asks for it.
 */
export const FEATURED_PRODUCTS_QUERY: PageQuery<ProductPage> = {
  url: FEATURED_PRODUCTS_URL,
  contract: () => import("@shared/contracts/products").then((m) => m.productPageSchema),
};

export function useFeaturedProducts() {
  return useQuery<ProductPage>({ queryKey: [FEATURED_PRODUCTS_QUERY.url] });
}
