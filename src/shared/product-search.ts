import type { ProductCategory } from "./products.js";

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
