/**
 * npm test (decision 0085): the static checks and the client build run beside the unit and API
 * tests (those wait on PostgreSQL more than on the cores), then the browser journeys, then one
 * Summary line. Nothing is left out: lint, formatting, types, vitest, Playwright, the log scan.
 */
import { spawn } from "node:child_process";

interface Step {
  name: string;
  command: string[];
  /** Shown as it runs; the others' output is held and shown when they finish. */
  live?: boolean;
  env?: Record<string, string>;
}

/** How long each step took, printed at the end: where the suite's time goes, run by run. */
const timings: string[] = [];

function run(step: Step): Promise<{ step: Step; ok: boolean; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      stdio: step.live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => {
      timings.push(`${step.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      resolve({ step, ok: code === 0, output });
    });
  });
}

const npx = (...args: string[]) => ["npx", "--no-install", ...args];

async function inParallel(steps: Step[]): Promise<boolean> {
  const results = await Promise.all(steps.map(run));
  for (const { step, ok, output } of results) {
    if (!step.live) process.stdout.write(`\n── ${step.name}: ${ok ? "ok" : "FAILED"}\n${output}`);
  }
  return results.every((r) => r.ok);
}

const firstRound = await inParallel([
  { name: "vitest", command: npx("vitest", "run"), live: true },
  { name: "oxlint", command: npx("oxlint", ".") },
  { name: "prettier", command: npx("prettier", "--check", ".") },
  // Types are checked by TypeScript 7, the native compiler (decision 0098), and oxlint needs no
  // compiler (decision 0174). One thread: the same verdict for half the CPU, which the tests
  // beside it need (decision 0172).
  {
    name: "tsc",
    command: ["node", "node_modules/typescript-native/bin/tsc", "--noEmit", "--singleThreaded"],
  },
  {
    name: "client build",
    command: npx("tsx", "scripts/build-if-stale.ts"),
  },
]);
/** Ends the run with the steps' times under the Summary line. */
function finish(ok: boolean): never {
  console.log(`Times: ${timings.join(", ")}`);
  process.exit(ok ? 0 : 1);
}

if (!firstRound) finish(false);
const e2e = await run({ name: "playwright", command: npx("playwright", "test"), live: true });
const summary = await run({
  name: "summary",
  command: npx("tsx", "scripts/test-summary.ts"),
  live: true,
});
finish(e2e.ok && summary.ok);
