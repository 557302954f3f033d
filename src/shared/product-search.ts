import { PRODUCT_CATEGORIES, PRODUCT_PAGE_SIZE, type ProductCategory } from "./products.js";
import { FEATURED_PRODUCT_COUNT } from "./constants.js";

export type CategoryFilter = ProductCategory | "all";

/**
 * What the /products screen filters by (spec section 5: the search matches name or description,
 * combined with the category filter). The server does the matching: GET /api/products?q=&category=
 * (decision 0052).
 */
export interface ProductFilters {
  search: string;
  category: CategoryFilter;
}

function toCategory(value: string | null): CategoryFilter {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as CategoryFilter)
    : "all";
}

/** The filters a /products URL holds (?search=tax&category=saas); anything else reads as none. */
export function productFiltersFrom(params: URLSearchParams): ProductFilters {
  return { search: params.get("search") ?? "", category: toCategory(params.get("category")) };
}

/**
 * The API URL of a listing's first page: the grid's query key, and what the server preloads for
 * a /products page (src/server/plugins/page-hints.ts), so both must build it the same way.
 */
export function productPagesUrl({ search, category }: ProductFilters): string {
  const params = new URLSearchParams();
  const q = search.trim();
  if (q) params.set("q", q);
  if (category !== "all") params.set("category", category);
  params.set("limit", String(PRODUCT_PAGE_SIZE));
  return `/api/products?${params}`;
}

/** The landing's featured cards: the catalogue's first page, as many as it shows. */
export const FEATURED_PRODUCTS_URL = `/api/products?limit=${FEATURED_PRODUCT_COUNT}`;
