import { data, type MetaArgs } from "react-router";
import NotFoundPage from "@client/features/not-found/not-found-page";
import { pageMeta, titled } from "@client/app/page-meta";

/** Any address the shop does not have: the 404 page, with a real 404 status. */
export const loader = () => data(null, { status: 404 });
export const clientLoader = () => null;

export const meta = (args: MetaArgs) =>
  pageMeta(args, { title: titled("404 Page Not Found"), notFound: true });

export default NotFoundPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
