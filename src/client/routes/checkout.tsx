import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import CheckoutPage from "@client/features/checkout/checkout-page";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import { BUYER_QUERY } from "@client/lib/cart/buyer";
import { cachedUser } from "@client/lib/use-auth";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import type { PageHandle } from "@client/app/page-handle";

export const handle: PageHandle = { signInPrompt: "checkout" };

// Which payment form the deployment offers (Stripe, the test card, or none), and who is buying.
const queries = (signedIn: boolean) => (signedIn ? [PUBLIC_CONFIG_QUERY, BUYER_QUERY] : []);
export const loader = ({ context }: LoaderFunctionArgs) => context.load(queries(!!context.user));
export const clientLoader = () => startInBrowser(queries(!!cachedUser()));

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Checkout") });

export default CheckoutPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
