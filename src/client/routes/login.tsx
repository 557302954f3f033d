import { redirect, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import LoginPage from "@client/features/auth/login-page";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import { cachedUser } from "@client/lib/use-auth";
import { startInBrowser } from "@client/lib/page-data";
import { pageMeta, titled } from "@client/app/page-meta";

// The sign-in choices the deployment offers, in the HTML; a member is sent home instead.
export function loader({ context }: LoaderFunctionArgs) {
  if (context.user) throw redirect("/");
  return context.load([PUBLIC_CONFIG_QUERY]);
}
export function clientLoader() {
  if (cachedUser()) throw redirect("/");
  return startInBrowser([PUBLIC_CONFIG_QUERY]);
}

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Sign In") });

export default LoginPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
