import { Outlet, useMatches } from "react-router";
import { useAuth } from "@client/lib/use-auth";
import { SignInRequired } from "@client/app/redirect-notice";
import type { PageHandle } from "@client/app/page-handle";

/**
 * The pages only a signed-in person has (spec section 2). A visitor on the cart, the checkout or
 * the dashboard is asked to sign in and taken there after a second; the other pages of the group
 * are not there for visitors at all (their loaders answer 404).
 */
export default function SignedIn() {
  const { user } = useAuth();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  if (user || !handle?.signInPrompt) return <Outlet />;
  return <SignInRequired prompt={handle.signInPrompt} />;
}
