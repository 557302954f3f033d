import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import TriangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import RotateCw from "lucide-react/icons/rotate-cw";
import { Button } from "@client/components/ui/button";
import NotFoundPage from "@client/features/not-found/not-found-page";
import { isMissingChunk, reloadOnceForChunk } from "@client/lib/missing-chunk";

/**
 * What a page shows instead of itself when it cannot be shown (the root's and every route's
 * ErrorBoundary): the header and footer stay, the page says so and offers to try again, which
 * asks the server for the page afresh. A missing page is the 404 page; a chunk lost to a deploy
 * reloads the page once onto the new build.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const missingChunk = isMissingChunk(error);
  useEffect(() => {
    if (missingChunk) reloadOnceForChunk();
    else console.error(error);
  }, [missingChunk, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}
