import { Suspense, useEffect, useState, type ReactNode } from "react";
import { ChunkBoundary } from "./chunk-boundary";

/*
 * `<html data-hydrated>` says the server-rendered page is interactive (docs/decisions/0170): browser
 * journeys wait for it before they click. Parts of a page in their own Suspense boundary (decision
 * 0107: the footer, the landing's sections below the hero) hydrate after the page's own boundary,
 * each in its own task, some once their chunk has arrived; the mark waits for every one of them.
 */
let pageHydrated = false;
const waiting = new Set<{ done: boolean }>();

function markIfComplete() {
  if (pageHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = "";
}

/** Sits last inside the page's Suspense boundary, so its effect runs once the page has hydrated. */
export function HydratedMark() {
  useEffect(() => {
    pageHydrated = true;
    markIfComplete();
  }, []);
  return null;
}

function SectionHydrated({ token }: { token: { done: boolean } }) {
  useEffect(() => {
    token.done = true;
    waiting.delete(token);
    markIfComplete();
  }, [token]);
  return null;
}

/**
 * A part of the page hydrated on its own: React hydrates a server-rendered Suspense boundary in a
 * later, interruptible pass, so no single task hydrates the whole page, and a lazy component inside
 * keeps its server HTML until its chunk arrives. The fallback is never seen on a first view (the
 * server rendered the content); on a client-side navigation it is the moment the chunk loads.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({ done: false }));
  // Runs in the page's commit, before HydratedMark's effect (effects run in tree order, and the
  // mark is the page's last element), so the mark knows to wait.
  useEffect(() => {
    if (!token.done) waiting.add(token);
    return () => {
      waiting.delete(token);
      markIfComplete();
    };
  }, [token]);
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        {children}
        <SectionHydrated token={token} />
      </Suspense>
    </ChunkBoundary>
  );
}
