import { useQuery } from "@tanstack/react-query";
import type { Product } from "@shared/contracts/products";

export const PRODUCTS_KEY = ["/api/products"] as const;

/** GET /api/products: the active catalogue (fetched once, then served from the cache). */
export function useProducts() {
  return useQuery<Product[]>({ queryKey: PRODUCTS_KEY });
}
