import { Outlet } from "react-router";
import { useAuth } from "@client/lib/use-auth";
import { AccessDenied } from "@client/app/redirect-notice";

/**
 * The back office (spec section 2): anyone but an admin gets Access Denied and is taken home
 * after a second. The server refuses the admin API to them regardless.
 */
export default function Admins() {
  const { user } = useAuth();
  return user?.isAdmin ? <Outlet /> : <AccessDenied />;
}
