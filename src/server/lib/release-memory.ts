import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * A full garbage collection, run once the event loop is free, after a rare build that leaves a lot
 * of garbage behind (the catalogue index and the plain list of a large catalogue, decision 0162):
 * without it V8 keeps the heap it grew to, and the process's memory stays at its peak until load
 * happens to trigger a major collection. The same way test runners reach `gc` without starting
 * node with --expose-gc; the flag only makes the function reachable.
 */
let collect: (() => void) | undefined;
let scheduled = false;

function garbageCollector(): () => void {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  return collect;
}

export function releaseMemorySoon(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    garbageCollector()();
  }, 0).unref();
}
