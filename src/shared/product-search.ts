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

/**
 * The price filter's two kinds of offer (decision 0230): "month", those that charge again
 * (monthly subscriptions, annual licences), compared by their monthly figure; "once", those paid
 * once, by their price. Both for one unit, as src/shared/offer.ts's quoteLine figures them.
 */
export const PRICE_BASES = ["month", "once"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  month: "Per month",
  once: "One-off",
};
/** The highest price a filter can name, in whole dollars (the shop's ceiling is $999,999.99). */
export const PRICE_FILTER_MAX = 999_999;

export interface PriceFilter {
  basis: PriceBasis;
  /** Whole dollars. */
  min?: number;
  max?: number;
}
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
  /** Only offers of one kind, within a range (decision 0230). */
  price?: PriceFilter;
  /** Only products that start with a free trial. */
  trial?: boolean;
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

/** Whole dollars from a URL value, or undefined for anything else. */
function toDollars(value: string | null): number | undefined {
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** The price filter a URL holds: a basis, and a range only when it is in order. */
function toPriceFilter(params: URLSearchParams): PriceFilter | undefined {
  const basis = params.get("priceBasis");
  if (!(PRICE_BASES as readonly string[]).includes(basis ?? "")) return undefined;
  const min = toDollars(params.get("minPrice"));
  const max = toDollars(params.get("maxPrice"));
  const inOrder = min === undefined || max === undefined || min <= max;
  return {
    basis: basis as PriceBasis,
    ...(min !== undefined && inOrder ? { min } : {}),
    ...(max !== undefined && inOrder ? { max } : {}),
  };
}

/**
 * The filters a /products URL holds (?search=tax&category=saas&form=1040,1065&sort=price_asc
 * &priceBasis=month&minPrice=20&maxPrice=100&trial=true); anything else, or a value no filter
 * knows, reads as none.
 */
export function productFiltersFrom(params: URLSearchParams): ProductFilters {
  const facets: FacetSelection = {};
  for (const facet of FACETS) {
    const values = toFacetValues(facet, params.get(facet));
    if (values.length) facets[facet] = values;
  }
  const sort = params.get("sort");
  const price = toPriceFilter(params);
  return {
    search: params.get("search") ?? "",
    category: toCategory(params.get("category")),
    facets,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as ProductSort)
      : "relevance",
    ...(price ? { price } : {}),
    ...(params.get("trial") === "true" ? { trial: true } : {}),
  };
}

/** The price and trial filters as query parameters, the same in the page's URL and the API's. */
function setPriceAndTrial(
  params: URLSearchParams | Record<string, string>,
  filters: ProductFilters,
) {
  const set = (name: string, value: string) =>
    params instanceof URLSearchParams ? params.set(name, value) : (params[name] = value);
  if (filters.price) {
    set("priceBasis", filters.price.basis);
    if (filters.price.min !== undefined) set("minPrice", String(filters.price.min));
    if (filters.price.max !== undefined) set("maxPrice", String(filters.price.max));
  }
  if (filters.trial) set("trial", "true");
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
  setPriceAndTrial(query, filters);
  return query;
}

function filterParams(filters: ProductFilters): URLSearchParams {
  const { search, category, facets } = filters;
  const params = new URLSearchParams();
  const q = search.trim();
  if (q) params.set("q", q);
  if (category !== "all") params.set("category", category);
  for (const facet of FACETS) {
    const values = facets?.[facet];
    if (values?.length) params.set(facet, values.join(","));
  }
  setPriceAndTrial(params, filters);
  return params;
}

/**
 * The API URL of a listing's first page: the grid's query key, and what the server preloads for
 * a /products page (the page's loader, src/client/routes/products.tsx), from this one function.
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

/** The API URL of what an empty search offers instead (GET /api/products/suggestions). */
export function productSuggestionsUrl(filters: ProductFilters): string {
  return `/api/products/suggestions?${filterParams(filters)}`;
}

/** The advisor, opened with a search that found nothing: its landing asks the question for you. */
export function advisorUrlFor(search: string): string {
  return `/chat?${new URLSearchParams({ q: search.trim() })}`;
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
 * /compare page (its loader, src/client/routes/compare.tsx).
 */
export function comparisonUrl(ids: readonly number[]): string {
  return `/api/products/compare?ids=${ids.join(",")}`;
}

// The landing's featured cards' URL lives in constants.ts (the landing needs none of this module).
export { FEATURED_PRODUCTS_URL } from "./constants.js";
