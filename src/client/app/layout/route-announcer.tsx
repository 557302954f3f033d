import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a move to another page inside the app, a screen reader hears the new page's title (the
 * document's, which the page's `meta` has just set) and focus moves to the page's heading, as a
 * page load would put it at the top. A change of the query alone (typing in a search box,
 * picking a filter) is not a move: focus stays where the person is. A link to a place on the
 * page (#partners) leaves focus and scrolling to the browser.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState("");
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setMessage(document.title);
    if (hash) return;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
