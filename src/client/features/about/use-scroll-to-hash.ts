import { useEffect } from "react";

/**
 * The browser scrolls to a #fragment only if the element exists when the page loads; this page and
 * its data arrive later, so scroll once the section is rendered (`ready`).
 */
export function useScrollToHash(id: string, ready: boolean) {
  useEffect(() => {
    if (!ready || window.location.hash !== `#${id}`) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, ready]);
}
