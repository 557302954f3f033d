import { useQuery } from "@tanstack/react-query";
import type { ProductPage } from "@shared/contracts/products";
import { FEATURED_PRODUCTS_URL } from "@shared/constants";

/**
 * GET /api/products?limit=6: the landing's featured cards, the first page of the catalogue
 * (not the whole catalogue cut down in the browser). The server renders it into the landing.
 */
export function useFeaturedProducts() {
  return useQuery<ProductPage>({ queryKey: [FEATURED_PRODUCTS_URL] });
}
