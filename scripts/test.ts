/**
 * npm test (decision 0085): the static checks and the client build run beside the unit and API
 * tests (those wait on PostgreSQL more than on the cores), then the browser journeys, then one
 * Summary line. Nothing is left out: lint, formatting, types, vitest, Playwright, the log scan.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  E2E_SERVER_COMMAND,
  E2E_SERVER_STARTED,
  e2eServerEnv,
  e2eServerPlace,
} from "./e2e-server-options.js";
import { printSummary } from "./test-summary.js";

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

/**
 * The journeys' server starts beside the first round (decision 0176): its PostgreSQL, migrations
 * and seed then cost no time of their own between the rounds, where the cores sat mostly idle.
 */
function startE2eServer(): { server: ChildProcess; ready: Promise<boolean> } {
  const started = performance.now();
  const [command, ...args] = E2E_SERVER_COMMAND;
  const server = spawn(command!, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...e2eServerEnv() },
  });
  const exited = new Promise<false>((resolve) => server.once("exit", () => resolve(false)));
  const ready = Promise.race([exited, untilAnswers(`${e2eServerPlace().baseURL}/readyz`)]).then(
    (ok) => {
      timings.push(`e2e server ready ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return ok;
    },
  );
  return { server, ready };
}

/** Polls until the URL answers 200, for up to two minutes. */
async function untilAnswers(url: string): Promise<boolean> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** SIGTERM, as Playwright stopped it: the server stops its PostgreSQL and removes its folder. */
function stopE2eServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill("SIGKILL"), 15_000);
    server.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

const e2eServer = startE2eServer();
const firstRound = await inParallel([
  { name: "vitest", command: npx("vitest", "run"), live: true },
  { name: "oxlint", command: npx("oxlint", ".") },
  // oxfmt checks the formatting Prettier did, in a tenth of a second (decision 0178).
  { name: "oxfmt", command: npx("oxfmt", "--check") },
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

const serverReady = firstRound && (await e2eServer.ready);
if (firstRound && !serverReady) console.error("\nThe journeys' server did not start: see above.");
if (!serverReady) {
  await stopE2eServer(e2eServer.server);
  finish(false);
}
const e2e = await run({
  name: "playwright",
  command: npx("playwright", "test"),
  live: true,
  env: { [E2E_SERVER_STARTED]: "1" },
});
await stopE2eServer(e2eServer.server);
const summaryStarted = performance.now();
const summaryOk = printSummary();
timings.push(`summary ${((performance.now() - summaryStarted) / 1000).toFixed(1)} s`);
finish(e2e.ok && summaryOk);
