import { redirect, type LoaderFunctionArgs } from "react-router";
import { loadForMembers, loadForMembersInBrowser } from "@client/app/members-only";

/** The account menu's Developers entry: the developer portal's page, for members only. */
export async function loader({ context }: LoaderFunctionArgs) {
  await loadForMembers(context, []);
  return redirect("/developers-redirect");
}
export async function clientLoader() {
  await loadForMembersInBrowser([]);
  return redirect("/developers-redirect");
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
