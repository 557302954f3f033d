import type { FocusEvent } from "react";

/**
 * For items in a sideways-scrolling row (tab lists): Chromium does not scroll a partly visible
 * element into view when it takes focus, so a keyboard user's tab could sit half cut off.
 */
export function revealOnFocus(event: FocusEvent<HTMLElement>) {
  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" });
}
