import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import TriangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import RotateCw from "lucide-react/icons/rotate-cw";
import { Button } from "@client/components/ui/button";
import NotFoundPage from "@client/features/not-found/not-found-page";

/** Where the page remembers that it has just reloaded for a missing chunk (one reload only). */
const RELOADED_AT = "countinghouse:reloaded-for-chunk";
/** A second failure this soon after the reload is not a deploy: the error screen shows instead. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * A script file the build no longer has: a tab opened before a deploy asks for a chunk of the
 * old build (its hashed name is gone). Browsers word it differently.
 */
export function isMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page once onto the current build; false when it already did just now. */
function reloadOnceForChunk(): boolean {
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

/**
 * What a page shows instead of itself when it cannot be shown (the root's and every route's
 * ErrorBoundary): the header and footer stay, the page says so and offers to try again. A
 * missing page is the 404 page; a chunk lost to a deploy reloads the page once.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const missingChunk = isMissingChunk(error);
  useEffect(() => {
    if (missingChunk) reloadOnceForChunk();
  }, [missingChunk]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const tryAgain = () => {
    if (missingChunk) window.location.reload();
    else void revalidator.revalidate();
  };
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <TriangleExclamationPoint className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be shown. It is on our side, not something you did; trying again usually
        works.
      </p>
      <Button onClick={tryAgain} disabled={revalidator.state !== "idle"}>
        <RotateCw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}
