import { useQuery } from "@tanstack/react-query";
import type { Comparison } from "@shared/contracts/products";
import { comparisonUrl } from "@shared/product-search";

/** GET /api/products/compare?ids=: up to 3 products with their fact sheets, in this order. */
export function useComparison(ids: readonly number[]) {
  return useQuery<Comparison>({
    queryKey: [comparisonUrl(ids)],
    enabled: ids.length > 0,
  });
}
