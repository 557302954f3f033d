import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaArgs } from "react-router";
import { COMPARE_PAGE_TITLE } from "@shared/product-facts";
import { compareIdsFrom } from "@shared/product-search";
import ComparePage from "@client/features/products/compare-page";
import { comparisonQuery } from "@client/features/products/api/get-comparison";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta } from "@client/app/page-meta";

/** The products of a shared comparison link (?ids=1,2,3). */
function queries(request: Request) {
  const ids = compareIdsFrom(new URL(request.url).searchParams);
  return ids.length ? [comparisonQuery(ids)] : [];
}

export const loader = ({ request, context }: LoaderFunctionArgs) => context.load(queries(request));
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  startInBrowser(queries(request));

export const meta = (args: MetaArgs) => pageMeta(args, { title: COMPARE_PAGE_TITLE });

export default ComparePage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
