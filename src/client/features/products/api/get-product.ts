import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product } from "@shared/contracts/products";
import { PRODUCTS_KEY } from "@client/lib/products/get-products";

/** Digits only: anything else is not a product id and is never requested. */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** GET /api/products/{id}, starting from the list's copy when the list is already loaded. */
export function useProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<Product>({
    queryKey: [`/api/products/${id}`],
    enabled: id !== null,
    initialData: () =>
      queryClient.getQueryData<Product[]>(PRODUCTS_KEY)?.find((product) => product.id === id),
  });
}
