import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminProductBody } from "@shared/contracts/admin-products";
import { productSchema, type Product } from "@shared/contracts/products";
import { apiJson } from "@client/lib/api-client";
import { refreshCatalogueQueries } from "./get-admin-products";

async function createProduct(body: AdminProductBody): Promise<Product> {
  return apiJson("POST", "/api/admin/products", productSchema, body);
}

/** POST /api/admin/products, then refresh every list the new product shows in. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    // Not awaited: the dialog closes and the toast shows at once while the lists refetch.
    onSuccess: () => void refreshCatalogueQueries(queryClient),
  });
}
