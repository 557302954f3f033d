/**
 * The closing line of the whole suite, from the unit and browser runners' JSON reports, after the
 * log check. `npm test` calls it in its own process; `npx tsx scripts/test-summary.ts` runs it alone.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { describeScan, judge, scanSuiteLogs } from "./suite-logs.js";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function read(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

/** Prints the log check and the Summary line; true when nothing failed. */
export function printSummary(): boolean {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = read("reports/vitest.json") as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      }
    | undefined;
  if (vitest) {
    total.passed += vitest.numPassedTests;
    total.failed += vitest.numFailedTests;
    total.skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
  const playwright = read("reports/playwright.json") as
    | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    | undefined;
  if (playwright) {
    total.passed += playwright.stats.expected + playwright.stats.flaky;
    total.failed += playwright.stats.unexpected;
    total.skipped += playwright.stats.skipped;
  }
  // The server logs of the whole run, searched once everything has run (decision 0062): one check.
  const scan = scanSuiteLogs();
  const logProblems = judge(scan, { vitest: Boolean(vitest), e2e: Boolean(playwright) });
  console.log(`Logs: ${describeScan(scan)}.`);
  if (logProblems.length > 0) {
    console.log(`Logs check FAILED:\n${logProblems.map((p) => `  - ${p}`).join("\n")}`);
    total.failed++;
  } else {
    console.log("Logs check passed: no secret in any line; every such event has a request id.");
    total.passed++;
  }
  console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return total.failed === 0 && Boolean(vitest || playwright);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) process.exit(printSummary() ? 0 : 1);
