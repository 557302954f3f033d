import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import AboutPage from "@client/features/about/about-page";
import { RELATED_SITES_QUERY } from "@client/features/about/api/get-related-sites";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

export const loader = ({ context }: LoaderFunctionArgs) => context.load([RELATED_SITES_QUERY]);
export const clientLoader = () => startInBrowser([RELATED_SITES_QUERY]);

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("About"),
    description:
      "Who we are: a marketplace and advisory service for the software accounting professionals run their practices on.",
  });

export const handle = INDEXED;

export default AboutPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
