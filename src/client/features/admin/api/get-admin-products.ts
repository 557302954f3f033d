import { useQuery, type QueryClient } from "@tanstack/react-query";
import { productListSchema } from "@shared/contracts/products";
import { checkedQuery } from "@client/lib/api-client";

export const ADMIN_PRODUCTS_KEY = ["/api/admin/products"] as const;

/** GET /api/admin/products: every product, on sale or not. */
export function useAdminProducts() {
  return useQuery({ queryKey: ADMIN_PRODUCTS_KEY, queryFn: checkedQuery(productListSchema) });
}

/** Reads an admin save changes: the admin list, the store's list and pages, and carts. */
const CHANGED_BY_A_SAVE = /^\/api\/(admin\/products|products|cart)([/?]|$)/;

/** After a save: refetch what is on screen now, and anything else the next time it shows. */
export function refreshCatalogueQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => CHANGED_BY_A_SAVE.test(String(query.queryKey[0])),
  });
}
