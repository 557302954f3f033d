import path from "node:path";
import { defineConfig } from "vitest/config";
import { TailSignalReporter, VITEST_TAIL_SIGNAL } from "./scripts/vitest-tail-signal";
import LongestFirstSequencer from "./src/server/test/longest-first-sequencer";

const tailSignal = process.env[VITEST_TAIL_SIGNAL];

export default defineConfig({
  resolve: {
    alias: {
      "@client": path.resolve(import.meta.dirname, "src/client"),
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["src/server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Files in one worker share their imports instead of loading the server again per file:
    // import time fell from 140 s to 17 s (decision 0093). Each file still builds its own app.
    isolate: false,
    // The API tests mostly wait on PostgreSQL: three files at a time keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    reporters: [
      "default",
      ["json", { outputFile: "reports/vitest.json" }],
      // npm test starts the browser journeys while the last files run (decision 0180).
      ...(tailSignal ? [new TailSignalReporter(tailSignal)] : []),
    ],
  },
});
