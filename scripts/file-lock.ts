import fs from "node:fs";
import path from "node:path";
import { processAlive } from "../src/server/lib/process-alive.js";

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` while holding a lock file that names this process: a second caller waits until the
 * first is done, and takes over a lock whose process is gone. Synchronous, like the builds it
 * guards (npm test's build step and a test file that needs the build can start together).
 */
export function withFileLock<T>(lock: string, work: () => T, waitMs = 10 * 60_000): T {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    let holder = 0;
    try {
      holder = Number(fs.readFileSync(lock, "utf8"));
    } catch {
      continue; // released between the two calls: try again at once
    }
    // An empty file is a lock being written: its holder is alive.
    if (holder > 0 && !processAlive(holder)) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lock} is still held by process ${holder}`);
    sleep(50);
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
