import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminProductBody } from "@shared/contracts/admin-products";
import { productDetailSchema, type Product } from "@shared/contracts/products";
import { apiJson } from "@client/lib/api-client";
import { refreshCatalogueQueries } from "./get-admin-products";

async function updateProduct({ id, body }: { id: number; body: AdminProductBody }) {
  return apiJson("PUT", `/api/admin/products/${id}`, productDetailSchema, body);
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

/**
 * The body that puts a product back exactly as it is, but for the fields given: the spec's fields
 * only, so the fact sheet (left out of a PUT, it stays) is never sent back.
 */
export function productBody(
  product: Product,
  changes: Partial<AdminProductBody> = {},
): AdminProductBody {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    type: product.type,
    imageUrl: product.imageUrl,
    downloadUrl: product.downloadUrl,
    stripePriceId: product.stripePriceId,
    features: product.features,
    isActive: product.isActive,
    ...changes,
  };
}
