import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { Product, ProductDetail, ProductPage } from "@shared/contracts/products";
import { PRODUCTS_KEY } from "@client/lib/products/get-products";
import { isProductPagesKey } from "./get-product-pages";

/** Digits only: anything else is not a product id and is never requested. */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The copy of a product already loaded with the list or a page of the /products grid. */
function cachedCopy(queryClient: QueryClient, id: number | null): Product | undefined {
  const fromList = queryClient.getQueryData<Product[]>(PRODUCTS_KEY)?.find((p) => p.id === id);
  if (fromList) return fromList;
  const pages = queryClient.getQueriesData<InfiniteData<ProductPage>>({
    predicate: (query) => isProductPagesKey(query.queryKey[0]),
  });
  for (const [, data] of pages) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((p) => p.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * GET /api/products/{id} (the product with its fact sheet), showing a copy already loaded with
 * the list or a grid page while it arrives: that copy has no facts, so it is a placeholder and
 * the full product is still fetched.
 */
export function useProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery<ProductDetail | Product>({
    queryKey: [`/api/products/${id}`],
    enabled: id !== null,
    placeholderData: () => cachedCopy(queryClient, id),
  });
}

export const hasFacts = (product: ProductDetail | Product): product is ProductDetail =>
  "facts" in product;
