import { useSearchParams } from "react-router";
import { useAddressState } from "@client/lib/use-address-state";
import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from "@shared/contracts/admin-products";
import { PRODUCT_CATEGORIES, type ProductCategory } from "@shared/products";
import { PRICE_BASES, type PriceBasis } from "@shared/product-search";

/** What the admin's product list asks the server for (decisions 0137, 0230, 0232). */
export interface ProductListFilter {
  q: string;
  category: ProductCategory | "";
  status: AdminProductStatus | "";
  page: number;
  priceBasis?: PriceBasis;
  /** Whole dollars; with a basis only. */
  minPrice?: number;
  maxPrice?: number;
  trial?: boolean;
}

export const EMPTY_PRODUCT_FILTER: ProductListFilter = { q: "", category: "", status: "", page: 1 };

/** The filter's query parameters, only what is set: the same in the page's URL and the API's. */
function filterParams(filter: ProductListFilter, trimmed: boolean): URLSearchParams {
  const params = new URLSearchParams();
  const q = trimmed ? filter.q.trim() : filter.q;
  if (q.trim()) params.set("q", q);
  if (filter.category) params.set("category", filter.category);
  if (filter.status) params.set("status", filter.status);
  if (filter.priceBasis) {
    params.set("priceBasis", filter.priceBasis);
    if (filter.minPrice !== undefined) params.set("minPrice", String(filter.minPrice));
    if (filter.maxPrice !== undefined) params.set("maxPrice", String(filter.maxPrice));
  }
  if (filter.trial) params.set("trial", "true");
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** GET /api/admin/products/page with only what is set, so equal filters share one cache entry. */
export function adminProductsUrl(filter: ProductListFilter): string {
  const query = filterParams(filter, true).toString();
  return `/api/admin/products/page${query ? `?${query}` : ""}`;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
const dollars = (value: string | null) =>
  value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined;

/** The filter an /admin URL holds; anything it does not know reads as not set. */
export function productListFilterFrom(params: URLSearchParams): ProductListFilter {
  const priceBasis = oneOf(PRICE_BASES, params.get("priceBasis"));
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    category: oneOf(PRODUCT_CATEGORIES, params.get("category")) ?? "",
    status: oneOf(ADMIN_PRODUCT_STATUSES, params.get("status")) ?? "",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    ...(priceBasis
      ? {
          priceBasis,
          minPrice: dollars(params.get("minPrice")),
          maxPrice: dollars(params.get("maxPrice")),
        }
      : {}),
    ...(params.get("trial") === "true" ? { trial: true } : {}),
  };
}

/**
 * The product list's filter in the /admin URL (beside ?tab=), so a reload or a link shows the
 * same list. Every change but the page's starts again at page 1.
 */
export function useProductListFilter() {
  const tab = useSearchParams()[0].get("tab");
  const [filter, setFilter] = useAddressState(productListFilterFrom, (next: ProductListFilter) => {
    const query = filterParams(next, false);
    if (tab) query.set("tab", tab);
    return Object.fromEntries(query);
  });
  return {
    filter,
    set: (changes: Partial<ProductListFilter>) => setFilter({ ...filter, page: 1, ...changes }),
    setPage: (page: number) => setFilter({ ...filter, page }),
  };
}
