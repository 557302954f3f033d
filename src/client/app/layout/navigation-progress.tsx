import { useNavigation } from "react-router";
import { cn } from "@client/lib/cn";

/**
 * A thin bar along the top while a move waits for its page's data or code, so a click is seen
 * to have been taken (the page it leaves stays until the new one is ready).
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      aria-hidden="true"
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-transform duration-500",
        busy ? "scale-x-75" : "scale-x-0 duration-0",
      )}
    />
  );
}
