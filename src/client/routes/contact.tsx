import type { MetaArgs } from "react-router";
import ContactPage from "@client/features/contact/contact-page";
import { pageMeta, titled } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled("Contact"),
    description:
      "Talk to our team about software for your practice, volume pricing or a product you would like us to carry.",
  });

export const handle = INDEXED;

export default ContactPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
