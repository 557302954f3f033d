import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminProductBody } from "@shared/contracts/admin-products";
import { productSchema, type Product } from "@shared/contracts/products";
import { apiJson } from "@client/lib/api-client";
import { refreshCatalogueQueries } from "./get-admin-products";

async function updateProduct({ id, body }: { id: number; body: AdminProductBody }) {
  return apiJson("PUT", `/api/admin/products/${id}`, productSchema, body);
}

/** PUT /api/admin/products/{id} (edits, deactivation, reactivation), then refresh the lists. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // Not awaited: the dialog closes and the toast shows at once while the lists refetch.
    onSuccess: () => void refreshCatalogueQueries(queryClient),
  });
}

/** The body that puts a product back exactly as it is, but for the fields given. */
export function productBody(product: Product, changes: Partial<AdminProductBody> = {}) {
  const { id: _id, ...fields } = product;
  return { ...fields, ...changes } satisfies AdminProductBody;
}
