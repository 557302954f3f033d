import { Component, type ReactNode } from "react";
import { isMissingChunk, reloadOnceForChunk } from "@client/lib/missing-chunk";

/**
 * Around a lazily loaded part of the page's frame (a menu, the footer, the toaster): if its code
 * cannot be loaded (a deploy removed it), the page reloads once onto the new build; any other
 * failure leaves that part out rather than the whole page blank.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (!isMissingChunk(error) || !reloadOnceForChunk()) console.error(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
