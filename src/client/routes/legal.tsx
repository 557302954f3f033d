import { useLocation, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { PRIVACY, SECURITY, TERMS, type LegalDocument } from "@shared/legal-documents";
import { LegalPage } from "@client/features/legal/legal-page";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import { startInBrowser } from "@client/lib/page-data";

/** The Privacy Policy, Terms of Service and Security pages: one module, a document each. */
const documentAt = (path: string): LegalDocument =>
  [PRIVACY, TERMS, SECURITY].find((doc) => path.replace(/\/+$/, "") === doc.path) ?? PRIVACY;

export function meta(args: MetaArgs) {
  const { title, summary } = documentAt(args.location.pathname);
  return pageMeta(args, { title: titled(title), description: summary });
}

export const handle = INDEXED;

// Written with the configured identity (decision 0260), in the HTML itself.
export const loader = ({ context }: LoaderFunctionArgs) => context.load([PUBLIC_CONFIG_QUERY]);
export const clientLoader = () => startInBrowser([PUBLIC_CONFIG_QUERY]);

export default function Legal() {
  return <LegalPage document={documentAt(useLocation().pathname)} />;
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
