import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import FirmPage from "@client/features/firm/firm-page";
import { FIRMS_QUERY } from "@client/features/firm/api/get-firms";
import { MY_SEATS_QUERY } from "@client/lib/seats/my-seats";
import { cachedUser } from "@client/lib/use-auth";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";
import type { PageHandle } from "@client/app/page-handle";

export const handle: PageHandle = { signInPrompt: "firm" };

// The firms you belong to and the seats they gave you arrive with the page (decision 0250).
const queries = (signedIn: boolean) => (signedIn ? [FIRMS_QUERY, MY_SEATS_QUERY] : []);
export const loader = ({ context }: LoaderFunctionArgs) => context.load(queries(!!context.user));
export const clientLoader = () => startInBrowser(queries(!!cachedUser()));

// An accepted invitation moves to /firm: the page has its data and refreshes what changed.
export const shouldRevalidate = () => false;

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Your firm") });

export default FirmPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
