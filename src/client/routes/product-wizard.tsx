import type { MetaArgs } from "react-router";
import ProductWizardPage from "@client/features/wizard/product-wizard-page";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("AI Software Consultation"),
    description:
      "Answer five questions about your practice and get software recommendations from our catalogue, with the reasons behind each one.",
  });

export const handle = INDEXED;

export default ProductWizardPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
