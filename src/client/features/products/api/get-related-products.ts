import { useQuery } from "@tanstack/react-query";
import type { Product } from "@shared/contracts/products";
import { checkedQuery } from "@client/lib/api-client";

const relatedContract = () => import("@shared/contracts/products").then((m) => m.productListSchema);

/** GET /api/products/{id}/related: "People also compare", ranked by shared facts. */
export function useRelatedProducts(id: number) {
  return useQuery<Product[]>({
    queryKey: [`/api/products/${id}/related`],
    queryFn: checkedQuery(relatedContract),
  });
}
