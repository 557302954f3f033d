import { data } from "react-router";
import type { PageContext, PageQuery } from "@shared/contracts/page-render";
import { cachedUser } from "@client/lib/use-auth";
import { startInBrowser } from "@client/lib/page-data";

/*
 * A page that does not exist for visitors (spec section 2: its route is only in the signed-in
 * set): they get the 404 page, with a real 404 status.
 */
const notForVisitors = () => data(null, { status: 404 });

export function loadForMembers(context: PageContext, queries: readonly PageQuery[]) {
  if (!context.user) throw notForVisitors();
  return context.load(queries);
}

export function loadForMembersInBrowser(queries: readonly PageQuery[]) {
  if (!cachedUser()) throw notForVisitors();
  return startInBrowser(queries);
}
