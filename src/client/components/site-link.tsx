import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";

type Follow = (event: MouseEvent<HTMLAnchorElement>) => void;

const FollowContext = createContext<Follow | undefined>(undefined);

/**
 * Gives every `<SiteLink>` below React Router's navigation, made once per render of the frame
 * (decision 0219) instead of by each link's own router hooks.
 */
export function SiteLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow: Follow = (event) => {
    // As <Link>: only a plain primary click moves inside the app; a modified one is the browser's.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const to = event.currentTarget.getAttribute("href");
    if (!to) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // A link to the page already shown replaces it in the history, as <Link> does.
    void navigate(to, { replace: pathname + search + hash === to });
  };
  return <FollowContext value={follow}>{children}</FollowContext>;
}

/**
 * A link to a page of the shop by its absolute path ("/products?category=templates"), for the
 * header's, footer's and pages' plain links: the same `<a>` React Router's `<Link>` writes (with
 * `data-discover`, so the router learns the route), and a click moves inside the app once the
 * page has hydrated, through the router. It runs no router hook of its own: a `<Link>` resolves
 * its path against the route matches and sets up its click and prefetch handlers on every render.
 * For relative paths, `state`, prefetching, a target or an `onClick`, use `<Link>`.
 */
export function SiteLink({
  to,
  ...rest
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "onClick">) {
  return <a {...rest} href={to} onClick={use(FollowContext)} data-discover="true" />;
}
