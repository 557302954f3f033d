import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { Product, ProductDetail, ProductPage } from "@shared/contracts/products";
import type { PageQuery } from "@shared/contracts/page-render";
import { isProductPagesKey } from "./get-product-pages";

/** Digits only: anything else is not a product id and is never requested. */
export function parseProductId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** GET /api/products/{id}: the product with its fact sheet. */
export const productQuery = (id: number): PageQuery<ProductDetail> => ({
  url: `/api/products/${id}`,
  contract: () => import("@shared/contracts/products").then((m) => m.productDetailSchema),
});

/** The copy of a product already loaded with a page of the /products grid or the landing's cards. */
function cachedCopy(queryClient: QueryClient, id: number | null): Product | undefined {
  const pages = queryClient.getQueriesData<InfiniteData<ProductPage> | ProductPage>({
    predicate: (query) => isProductPagesKey(query.queryKey[0]),
  });
  for (const [, data] of pages) {
    const loaded = data && "items" in data ? [data] : (data?.pages ?? []);
    for (const page of loaded) {
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
    queryKey: [productQuery(id ?? 0).url],
    enabled: id !== null,
    placeholderData: () => cachedCopy(queryClient, id),
    // A missing product the server already asked about stays missing: asking again on mount
    // would swap the server-rendered Product Not Found for a skeleton.
    retryOnMount: false,
  });
}

export const hasFacts = (product: ProductDetail | Product): product is ProductDetail =>
  "facts" in product;
