import { useQuery } from "@tanstack/react-query";
import type { Comparison } from "@shared/contracts/products";
import type { PageQuery } from "@shared/contracts/page-render";
import { comparisonUrl } from "@shared/product-search";

/** GET /api/products/compare?ids=: up to 3 products with their fact sheets, in this order. */
export const comparisonQuery = (ids: readonly number[]): PageQuery<Comparison> => ({
  url: comparisonUrl(ids),
  contract: () => import("@shared/contracts/products").then((m) => m.comparisonSchema),
});

export function useComparison(ids: readonly number[]) {
  return useQuery<Comparison>({
    queryKey: [comparisonQuery(ids).url],
    enabled: ids.length > 0,
  });
}
