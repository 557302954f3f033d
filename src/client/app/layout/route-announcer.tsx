import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a move to another page inside the app, a screen reader hears the new page's title (the
 * document's, which the page's `meta` has just set) and focus moves to the page's heading, as a
 * page load would put it at the top. A change of the query alone (typing in a search box,
 * picking a filter) is not a move: focus stays where the person is. A link to a place on the
 * page (#partners) leaves focus and scrolling to the browser. A move may name where its focus
 * goes instead (`navigate(to, { state: { focus: "#chat-message" } })`): the wizard hands over to
 * the chat's message box (issue 47).
 */
export function RouteAnnouncer() {
  const { pathname, hash, state } = useLocation();
  const focusOn = (state as { focus?: unknown } | null)?.focus;
  const [message, setMessage] = useState("");
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setMessage(document.title);
    if (hash) return;
    const asked = typeof focusOn === "string" ? document.querySelector<HTMLElement>(focusOn) : null;
    if (asked) return void asked.focus();
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash, focusOn]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}
