import TriangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import RotateCw from "lucide-react/icons/rotate-cw";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

/**
 * A list that failed to load: says so (never "nothing here yet") and offers a retry. Every list
 * uses this one, so a failure looks the same on every screen.
 */
export function LoadError({
  what,
  detail,
  retry,
  onRetry = () => void retry?.refetch(),
  retrying = retry?.isFetching ?? false,
  className,
}: {
  /** What could not be loaded, as it reads after "We could not load": "your orders". */
  what: string;
  /** The server's own reason, when it gave one (a 4xx): said instead of "on our side". */
  detail?: string | null;
  /** The query that failed: Try again refetches it and spins while it does. */
  retry?: { refetch: () => unknown; isFetching: boolean };
  /** Or a retry of its own (several queries at once). */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      data-testid="load-error"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-6 text-center",
        className,
      )}
    >
      <TriangleExclamationPoint className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">We could not load {what}.</p>
      <p className="text-sm text-muted-foreground">
        {detail || "This is on our side or your connection, not something you did."}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} aria-disabled={retrying}>
        <RotateCw className={cn(retrying && "animate-spin")} aria-hidden="true" />
        {retrying ? "Retrying…" : "Try again"}
      </Button>
    </div>
  );
}
