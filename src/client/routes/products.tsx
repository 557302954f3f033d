import type {
  ClientLoaderFunctionArgs,
  LoaderFunctionArgs,
  MetaArgs,
  ShouldRevalidateFunctionArgs,
} from "react-router";
import { CATEGORY_LABELS } from "@shared/products";
import { productFiltersFrom } from "@shared/product-search";
import ProductsPage from "@client/features/products/products-page";
import { productPagesQuery } from "@client/features/products/api/get-product-pages";
import { productFacetsQuery } from "@client/features/products/api/get-product-facets";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

/** The grid's first page and the filter panel's counts for the address's filters. */
function queries(request: Request) {
  const filters = productFiltersFrom(new URL(request.url).searchParams);
  return [productPagesQuery(filters), productFacetsQuery(filters)];
}

export const loader = ({ request, context }: LoaderFunctionArgs) => context.load(queries(request));
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  startInBrowser(queries(request));

/**
 * Typing a search or picking a filter changes the address (so a list can be shared) but is not a
 * new page: the grid asks for its results itself, keeping the last ones on screen meanwhile.
 */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

export function meta(args: MetaArgs) {
  const { category } = productFiltersFrom(new URLSearchParams(args.location.search));
  const label = category === "all" ? "" : `${CATEGORY_LABELS[category]} `;
  return pageMeta(args, {
    title: titled(`${label}Products`),
    description:
      "Tax, accounting and practice-management software, templates and SaaS for CPAs, tax preparers and financial planners, with prices and features side by side.",
    // One canonical list per category; searches are not pages of their own.
    canonicalPath: label ? `/products?category=${category}` : "/products",
  });
}

export const handle = INDEXED;

export default ProductsPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
