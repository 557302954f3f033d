import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import Calculator from "lucide-react/icons/calculator";
import Menu from "lucide-react/icons/menu";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { useAuth } from "@client/lib/use-auth";
import { Button, buttonClass } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { DeferredSection } from "@client/components/hydration-mark";
import { ChunkBoundary } from "@client/components/chunk-boundary";
import { CartBadge, useCartButtonLabel } from "./cart-badge";
import { SiteLink } from "@client/components/site-link";
import { NAV_LINKS, isActive } from "./nav-links";

// Menus and sheets load on first use, keeping them out of the landing page's first view.
const AccountMenu = lazy(() => import("./account-menu"));
const MobileMenu = lazy(() => import("./mobile-menu"));
const CartSheet = lazy(() => import("./cart-sheet"));

/** Mounts a lazily loaded overlay on first open, then keeps it so it can animate closed. */
function useOverlay() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return {
    open,
    used,
    setOpen: (next: boolean) => {
      if (next) setUsed(true);
      setOpen(next);
    },
  };
}

export function Navbar() {
  const { pathname: location } = useLocation();
  const { user } = useAuth();
  const menu = useOverlay();
  const cart = useOverlay();
  const cartLabel = useCartButtonLabel();

  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8"
      >
        <SiteLink to="/" className="flex items-center gap-2 font-bold text-primary">
          <Calculator className="size-6 text-accent" aria-hidden="true" />
          <span className="text-lg tracking-tight">Countinghouse</span>
        </SiteLink>
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <SiteLink
                to={link.href}
                aria-current={isActive(link.href, location) ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
                  isActive(link.href, location) && "bg-highlight text-accent",
                )}
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              {/* The badge sits beside the button, not in it: a visible "2" inside a button named
                  "Open cart (2 items)" is a label-content mismatch for speech users. */}
              <div className="relative">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={cartLabel}
                  onClick={() => cart.setOpen(true)}
                >
                  <ShoppingCart className="size-5!" aria-hidden="true" />
                </Button>
                <CartBadge />
              </div>
              <div className="hidden size-9 lg:block">
                {/* Its chunk may arrive after the header has hydrated: the hydration mark waits. */}
                <DeferredSection>
                  <AccountMenu user={user} />
                </DeferredSection>
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <a href="/api/login" className={buttonClass("ghost")}>
                Sign In
              </a>
              <a href="/api/login" className={buttonClass("default")}>
                Get Started
              </a>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            onClick={() => menu.setOpen(true)}
          >
            <Menu className="size-5!" aria-hidden="true" />
          </Button>
        </div>
      </nav>
      <ChunkBoundary>
        <Suspense fallback={null}>
          {menu.used ? (
            <MobileMenu open={menu.open} onOpenChange={menu.setOpen} user={user} />
          ) : null}
          {user && cart.used ? <CartSheet open={cart.open} onOpenChange={cart.setOpen} /> : null}
        </Suspense>
      </ChunkBoundary>
    </header>
  );
}
