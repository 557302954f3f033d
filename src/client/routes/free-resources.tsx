import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import FreeResourcesPage from "@client/features/resources/free-resources-page";
import { FREE_RESOURCES_QUERY } from "@client/features/resources/api/get-free-resources";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

export const loader = ({ context }: LoaderFunctionArgs) => context.load([FREE_RESOURCES_QUERY]);
export const clientLoader = () => startInBrowser([FREE_RESOURCES_QUERY]);

// The search and category live in the address; the page filters what it has.
export const shouldRevalidate = () => false;

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("Free Resources"),
    description:
      "Free templates, guides, calculators and checklists for accounting practices: engagement letters, close checklists, cash-flow forecasts and more.",
  });

export const handle = INDEXED;

export default FreeResourcesPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
