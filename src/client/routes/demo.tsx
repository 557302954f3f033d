import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import DemoPage from "@client/features/demo/demo-page";
import { TRIAL_PRODUCTS_QUERY } from "@client/features/demo/api/get-trial-products";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

// The SaaS page the Start Free Trial link is built from: the link is right in the HTML.
export const loader = ({ context }: LoaderFunctionArgs) => context.load([TRIAL_PRODUCTS_QUERY]);
export const clientLoader = () => startInBrowser([TRIAL_PRODUCTS_QUERY]);

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("Demo"),
    description:
      "Watch the AI advisor at work and estimate the return on new software for your firm with the ROI calculator.",
  });

export const handle = INDEXED;

export default DemoPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
