import type { AdminProductStatus } from "@shared/contracts/admin-products";
import type { ProductCategory } from "@shared/products";

/** What the admin's product list asks the server for (decision 0137). */
export interface ProductListFilter {
  q: string;
  category: ProductCategory | "";
  status: AdminProductStatus | "";
  page: number;
}

export const EMPTY_PRODUCT_FILTER: ProductListFilter = { q: "", category: "", status: "", page: 1 };

/** GET /api/admin/products/page with only what is set, so equal filters share one cache entry. */
export function adminProductsUrl(filter: ProductListFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.category) params.set("category", filter.category);
  if (filter.status) params.set("status", filter.status);
  if (filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return `/api/admin/products/page${query ? `?${query}` : ""}`;
}
