import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { useToasts } from "@client/lib/use-toast";
import { ChunkBoundary } from "@client/components/chunk-boundary";

/** Fetches the toaster's code ahead of a toast a page knows it will show at once. */
export const preloadToaster = () => import("./toaster");

const Toaster = lazy(() => preloadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Radix Toast is ~10 KB gzipped that no first view needs: the toaster loads when the browser is
 * idle after the first render (so F8 reaches it soon) or at once when a toast is shown.
 */
export function LazyToaster() {
  const pending = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: mounting Radix Toast is rendered in slices, not as one long task.
    const mount = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(mount, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(mount, 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!pending && !idle) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkBoundary>
  );
}
