import type { MetaArgs } from "react-router";
import TestLoginPage from "@client/features/auth/test-login-page";
import { pageMeta, titled } from "@client/app/page-meta";

export const meta = (args: MetaArgs) => pageMeta(args, { title: titled("Test Sign In") });

export default TestLoginPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
