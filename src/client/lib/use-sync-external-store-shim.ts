/*
 * wouter imports `use-sync-external-store/shim` for React versions before 18; React 19 has the hook,
 * and the shim's fallback code would be shipped on every first view for nothing (vite.config.ts).
 */
export { useSyncExternalStore } from "react";
