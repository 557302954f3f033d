import { Link, useLocation } from "react-router";
import type { User } from "@shared/contracts/auth";
import { buttonClass } from "@client/components/ui/button";
import { Sheet } from "@client/components/ui/sheet";
import { cn } from "@client/lib/cn";
import { NAV_LINKS, isActive } from "./nav-links";

/** The small-screen side sheet: the seven links, then Dashboard, Admin (admins) and Sign Out or Sign In. */
export default function MobileMenu({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
}) {
  const { pathname: location } = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {NAV_LINKS.map((link) => (
          <Link
            key={link.href}
            to={link.href}
            onClick={close}
            aria-current={isActive(link.href, location) ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-2.5 font-medium hover:bg-muted",
              isActive(link.href, location) && "bg-highlight text-accent",
            )}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="mt-2 flex flex-col gap-2 border-t pt-4">
        {user ? (
          <>
            <Link to="/dashboard" onClick={close} className={buttonClass("outline")}>
              Dashboard
            </Link>
            {user.isAdmin ? (
              <Link to="/admin" onClick={close} className={buttonClass("outline")}>
                Admin
              </Link>
            ) : null}
            <a href="/api/logout" className={buttonClass("secondary")}>
              Sign Out
            </a>
          </>
        ) : (
          <a href="/api/login" className={buttonClass("default")}>
            Sign In
          </a>
        )}
      </div>
    </Sheet>
  );
}
