import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import { AdminRedirectPage } from "@client/features/redirects/external-site-page";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import { loadForMembers, loadForMembersInBrowser } from "@client/app/members-only";
import { pageMeta, titled } from "@client/app/page-meta";

// Where the admin site is: the deployment's configuration.
export const loader = ({ context }: LoaderFunctionArgs) =>
  loadForMembers(context, [PUBLIC_CONFIG_QUERY]);
export const clientLoader = () => loadForMembersInBrowser([PUBLIC_CONFIG_QUERY]);

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Admin Portal") });

export default AdminRedirectPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
