import {
  COMPARE_MAX,
  FACET_VALUES,
  FACETS,
  PRODUCT_SORTS,
  type Facet,
  type ProductSort,
} from "./product-facts.js";
import { PRODUCT_CATEGORIES, PRODUCT_PAGE_SIZE, type ProductCategory } from "./products.js";

export type CategoryFilter = ProductCategory | "all";
export type FacetSelection = Partial<Record<Facet, string[]>>;

/**
 * What the /products screen filters by (spec section 5: the search matches name or description,
 * combined with the category filter), plus the fact facets and the sort (decision 0121). The
 * server does the matching: GET /api/products?q=&category=&form=&sort= (decision 0052).
 */
export interface ProductFilters {
  search: string;
  category: CategoryFilter;
  facets?: FacetSelection;
  sort?: ProductSort;
}

function toCategory(value: string | null): CategoryFilter {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as CategoryFilter)
    : "all";
}

/** The allowed values among a comma-separated URL value, in the facet's own order. */
function toFacetValues(facet: Facet, value: string | null): string[] {
  const given = new Set((value ?? "").split(","));
  return FACET_VALUES[facet].filter((allowed) => given.has(allowed));
}

/**
 * The filters a /products URL holds (?search=tax&category=saas&form=1040,1065&sort=price_asc);
 * anything else, or a value no facet knows, reads as none.
 */
export function productFiltersFrom(params: URLSearchParams): ProductFilters {
  const facets: FacetSelection = {};
  for (const facet of FACETS) {
    const values = toFacetValues(facet, params.get(facet));
    if (values.length) facets[facet] = values;
  }
  const sort = params.get("sort");
  return {
    search: params.get("search") ?? "",
    category: toCategory(params.get("category")),
    facets,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as ProductSort)
      : "relevance",
  };
}

/** The /products URL's query of these filters, the inverse of productFiltersFrom. */
export function productFiltersQuery(filters: ProductFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.search = filters.search;
  if (filters.category !== "all") query.category = filters.category;
  for (const facet of FACETS) {
    const values = filters.facets?.[facet];
    if (values?.length) query[facet] = values.join(",");
  }
  if (filters.sort && filters.sort !== "relevance") query.sort = filters.sort;
  return query;
}

function filterParams({ search, category, facets }: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.trim();
  if (q) params.set("q", q);
  if (category !== "all") params.set("category", category);
  for (const facet of FACETS) {
    const values = facets?.[facet];
    if (values?.length) params.set(facet, values.join(","));
  }
  return params;
}

/**
 * The API URL of a listing's first page: the grid's query key, and what the server preloads for
 * a /products page (src/server/plugins/page-hints.ts), so both must build it the same way.
 */
export function productPagesUrl(filters: ProductFilters): string {
  const params = filterParams(filters);
  if (filters.sort && filters.sort !== "relevance") params.set("sort", filters.sort);
  params.set("limit", String(PRODUCT_PAGE_SIZE));
  return `/api/products?${params}`;
}

/** The API URL of the facet counts for these filters (the sort does not change them). */
export function productFacetsUrl(filters: ProductFilters): string {
  const params = filterParams(filters);
  const query = params.toString();
  return query ? `/api/products/facets?${query}` : "/api/products/facets";
}

/** The products of a /compare?ids=1,2,3 URL: the ids that look like ids, without repeats, at most 3. */
export function compareIdsFrom(params: URLSearchParams): number[] {
  const ids = (params.get("ids") ?? "")
    .split(",")
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/**
 * The API URL of a comparison: the compare page's query key, and what the server preloads for a
 * /compare page (src/server/plugins/page-hints.ts).
 */
export function comparisonUrl(ids: readonly number[]): string {
  return `/api/products/compare?ids=${ids.join(",")}`;
}

// The landing's featured cards' URL lives in constants.ts (the landing needs none of this module).
export { FEATURED_PRODUCTS_URL } from "./constants.js";
