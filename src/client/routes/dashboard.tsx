import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import DashboardPage from "@client/features/dashboard/dashboard-page";
import { ORDERS_QUERY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_QUERY } from "@client/lib/orders/get-subscriptions";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import { MY_SEATS_QUERY } from "@client/lib/seats/my-seats";
import { cachedUser } from "@client/lib/use-auth";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import type { PageHandle } from "@client/app/page-handle";

export const handle: PageHandle = { signInPrompt: "dashboard" };

// The stats, the tabs' lists and the card-update form arrive with the page (decision 0191).
const queries = (signedIn: boolean) =>
  signedIn ? [ORDERS_QUERY, SUBSCRIPTIONS_QUERY, PUBLIC_CONFIG_QUERY, MY_SEATS_QUERY] : [];
export const loader = ({ context }: LoaderFunctionArgs) => context.load(queries(!!context.user));
export const clientLoader = () => startInBrowser(queries(!!cachedUser()));

// The tab and an order's confirmation live in the address; the page has its data already.
export const shouldRevalidate = () => false;

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Dashboard") });

export default DashboardPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
