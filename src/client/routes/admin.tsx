import type { MetaArgs } from "react-router";
import AdminPage from "@client/features/admin/admin-page";
import { pageMeta, titled } from "@client/app/page-meta";

// The back office's panels load their own data (paged, searched and filtered on the server).
export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: titled(args.location.pathname.startsWith("/product-management") ? "Products" : "Admin"),
  });

export default AdminPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
