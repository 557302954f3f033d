/*
 * A tab opened before a deploy asks for script files of the old build, whose hashed names are
 * gone: the page is reloaded once onto the new build. React Router does this itself for a route
 * module (and for a route it has not discovered yet, it opens the new page from the server);
 * this is for the lazily loaded parts of a page (menus, the footer, the toaster).
 */

/** Where the page remembers that it has just reloaded for a missing chunk (one reload only). */
const RELOADED_AT = "countinghouse:reloaded-for-chunk";
/** A second failure this soon after the reload is not a deploy: the error screen shows instead. */
const RELOAD_WINDOW_MS = 30_000;

/** A script file the build no longer has (browsers word it differently). */
export function isMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page once onto the current build; false when it already did just now. */
export function reloadOnceForChunk(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (last && Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // No session storage (a locked-down browser): reloading blindly could loop, so do not.
    return false;
  }
  window.location.reload();
  return true;
}
