import { useQuery } from "@tanstack/react-query";
import type { Comparison } from "@shared/contracts/products";

/** GET /api/products/compare?ids=: up to 3 products with their fact sheets, in this order. */
export function useComparison(ids: readonly number[]) {
  return useQuery<Comparison>({
    queryKey: [`/api/products/compare?ids=${ids.join(",")}`],
    enabled: ids.length > 0,
  });
}
