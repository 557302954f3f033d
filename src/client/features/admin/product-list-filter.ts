import type { Product } from "@shared/contracts/products";
import type { ProductCategory } from "@shared/products";

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export interface ProductListFilter {
  q: string;
  category: ProductCategory | "";
  status: "active" | "inactive" | "";
  page: number;
}

export const EMPTY_PRODUCT_FILTER: ProductListFilter = { q: "", category: "", status: "", page: 1 };

export interface ProductListPage {
  items: Product[];
  /** Products matching the filter, over every page. */
  total: number;
  page: number;
  pages: number;
}

/**
 * The admin list's search, filters and paging, over the catalogue the tab already holds for its
 * stat cards (decision 0141): newest first (a product just added is on the first page), words
 * match the name, description or id, every word must match. A page past the end shows the last.
 */
export function filterProducts(products: Product[], filter: ProductListFilter): ProductListPage {
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = products
    .filter((product) => {
      if (filter.category && product.category !== filter.category) return false;
      if (filter.status === "active" && !product.isActive) return false;
      if (filter.status === "inactive" && product.isActive) return false;
      const text = `${product.name} ${product.description} #${product.id}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.id - a.id);
  const pages = Math.max(1, Math.ceil(matching.length / ADMIN_PRODUCTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pages);
  const start = (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE;
  return {
    items: matching.slice(start, start + ADMIN_PRODUCTS_PAGE_SIZE),
    total: matching.length,
    page,
    pages,
  };
}
