import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Focus is in a menu or dialog open over the page: one the person opened while the page was
 * loading (the account menu), which taking focus away would close ("focus outside" dismisses a
 * Radix layer) and swallow their click. The header's menus and the cart close when they move.
 */
const focusInOpenLayer = () =>
  document.activeElement?.closest('[role="menu"], [role="dialog"], [role="alertdialog"]') != null;

/**
 * After a move to another page inside the app, a screen reader hears the new page's title (the
 * document's, which the page's `meta` has just set) and focus moves to the page's heading, as a
 * page load would put it at the top. A change of the query alone (typing in a search box,
 * picking a filter) is not a move: focus stays where the person is. A link to a place on the
 * page (#partners) leaves focus and scrolling to the browser. A move may name where its focus
 * goes instead (`navigate(to, { state: { focus: "#chat-message" } })`): the wizard hands over to
 * the chat's message box (issue 47). A menu or dialog the person opened while the page was loading
 * keeps focus: the title is still announced.
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
    if (hash || focusInOpenLayer()) return;
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
