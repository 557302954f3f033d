import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { adminProductPageSchema } from "@shared/contracts/admin-products";
import { checkedQuery } from "@client/lib/api-client";
import { adminProductsUrl, type ProductListFilter } from "../product-list-filter";

/**
 * GET /api/admin/products/page: one page of products, on sale or not, with their fact sheets
 * (the edit dialog starts from them), and the catalogue's counts. The page on screen stays while
 * the next one loads.
 */
export function useAdminProductPage(filter: ProductListFilter) {
  return useQuery({
    queryKey: [adminProductsUrl(filter)],
    queryFn: checkedQuery(adminProductPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** Reads an admin save changes: the admin list, the store's list and pages, and carts. */
const CHANGED_BY_A_SAVE = /^\/api\/(admin\/products|products|cart)([/?]|$)/;

/** After a save: refetch what is on screen now, and anything else the next time it shows. */
export function refreshCatalogueQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => CHANGED_BY_A_SAVE.test(String(query.queryKey[0])),
  });
}
