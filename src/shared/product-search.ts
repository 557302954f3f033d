import type { Product } from "./contracts/products.js";
import type { ProductCategory } from "./products.js";

export type CategoryFilter = ProductCategory | "all";

export interface ProductFilters {
  search: string;
  category: CategoryFilter;
}

/** Spec section 5: the search matches name or description, ignoring case. */
export function matchesSearch(
  product: Pick<Product, "name" | "description">,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    product.name.toLocaleLowerCase().includes(needle) ||
    product.description.toLocaleLowerCase().includes(needle)
  );
}

/**
 * The search combined with the category filter, as spec section 5 words it. The /products screen
 * asks the server instead (GET /api/products?q=&category=), whose results hold at least these
 * (decision 0052); the API tests check that against this.
 */
export function filterProducts<P extends Pick<Product, "name" | "description" | "category">>(
  products: readonly P[],
  { search, category }: ProductFilters,
): P[] {
  return products.filter(
    (product) =>
      (category === "all" || product.category === category) && matchesSearch(product, search),
  );
}
