import { useLocation, type MetaArgs } from "react-router";
import { PRIVACY, SECURITY, TERMS, type LegalDocument } from "@shared/legal-documents";
import { LegalPage } from "@client/features/legal/legal-page";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

/** The Privacy Policy, Terms of Service and Security pages: one module, a document each. */
const documentAt = (path: string): LegalDocument =>
  [PRIVACY, TERMS, SECURITY].find((doc) => path.replace(/\/+$/, "") === doc.path) ?? PRIVACY;

export function meta(args: MetaArgs) {
  const { title, summary } = documentAt(args.location.pathname);
  return pageMeta(args, { title: titled(title), description: summary });
}

export const handle = INDEXED;

export default function Legal() {
  return <LegalPage document={documentAt(useLocation().pathname)} />;
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
