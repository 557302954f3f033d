import { lazy, Suspense, type ReactNode } from "react";
import { useCompareItems } from "@client/lib/compare/compare-store";
import { DeferredSection, HydratedMark } from "@client/components/hydration-mark";
import { ChunkBoundary } from "@client/components/chunk-boundary";
import { SiteLinks } from "@client/components/site-link";
import { Navbar } from "./navbar";
import { RouteAnnouncer } from "./route-announcer";
import { NavigationProgress } from "./navigation-progress";

// Out of the first view's JS (docs/decisions/0107). The footer's chunk is asked for as soon as the
// application starts; until it arrives the footer is the server's HTML (its links still work).
const footer = import("./footer");
const Footer = lazy(() => footer.then((m) => ({ default: m.Footer })));
const CompareTray = lazy(() =>
  import("@client/components/compare-tray").then((m) => ({ default: m.CompareTray })),
);

/** The tray's code loads only once something has been picked to compare. */
function CompareTraySlot() {
  const picked = useCompareItems().length > 0;
  if (!picked) return null;
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <CompareTray />
      </Suspense>
    </ChunkBoundary>
  );
}

/** What every page shows around its own content: the header, the footer, the compare tray. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <SiteLinks>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:p-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        {/* Its own boundary: hydrated in its own interruptible pass, not in the root's one task; the
          hydration mark waits for it too (journeys click the header). */}
        <DeferredSection>
          <Navbar />
        </DeferredSection>
        <main id="main" className="flex-1">
          {children}
        </main>
        <DeferredSection>
          <Footer />
        </DeferredSection>
        <CompareTraySlot />
        <RouteAnnouncer />
        {/* Last: its effect runs after every section above has said whether it is still waiting. */}
        <HydratedMark />
      </div>
    </SiteLinks>
  );
}
