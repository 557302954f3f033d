import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React takes the page over, true afterwards: what only
 * works with the script (a button that stays disabled until there is text to send) waits for it,
 * so the page without JavaScript keeps the plain form working.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
