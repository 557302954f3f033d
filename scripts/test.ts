/**
 * npm test (decision 0085): the static checks and the client build run beside the unit and API
 * tests (those wait on PostgreSQL more than on the cores), then the browser journeys (started
 * while Vitest runs its last files, decision 0180), then one Summary line. Nothing is left out:
 * lint, formatting, types, vitest, Playwright, the log scan.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  E2E_SERVER_COMMAND,
  E2E_SERVER_STARTED,
  e2eServerEnv,
  e2eServerPlace,
} from "./e2e-server-options.js";
import { printSummary } from "./test-summary.js";
import { VITEST_TAIL_SIGNAL } from "./vitest-tail-signal.js";

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

/** A tool from node_modules/.bin, run by node itself: npx would first start npm (0.4 s of CPU each). */
const bin = (name: string, ...args: string[]) => [
  process.execPath,
  path.join("node_modules", ".bin", name),
  ...args,
];

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

interface Journeys {
  done: Promise<{ ok: boolean }>;
  /** Shows what was held back, then the rest as it comes. */
  release(): void;
  stop(): Promise<void>;
}

/**
 * Playwright, its output held until `release()`: it may start while Vitest still prints its last
 * files (decision 0180), and the two reports must not interleave.
 */
function startJourneys(): Journeys {
  const started = performance.now();
  // Playwright itself, not through npx: npm does not pass SIGTERM on to what it runs.
  const child = spawn("node", ["node_modules/@playwright/test/cli.js", "test"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      [E2E_SERVER_STARTED]: "1",
      ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
    },
  });
  let held: Array<[NodeJS.WriteStream, Buffer]> | undefined = [];
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    from.on("data", (chunk: Buffer) => (held ? held.push([to, chunk]) : to.write(chunk)));
  const done = new Promise<{ ok: boolean }>((resolve) =>
    child.on("close", (code) => {
      timings.push(`playwright ${((performance.now() - started) / 1000).toFixed(1)} s`);
      resolve({ ok: code === 0 });
    }),
  );
  return {
    done,
    release() {
      for (const [to, chunk] of held ?? []) to.write(chunk);
      held = undefined;
    },
    async stop() {
      child.kill("SIGTERM");
      await done;
    },
  };
}

const e2eServer = startE2eServer();
const tailSignal = path.join(os.tmpdir(), `countinghouse-vitest-tail-${process.pid}`);
fs.rmSync(tailSignal, { force: true });
const vitest = run({
  name: "vitest",
  command: bin("vitest", "run"),
  live: true,
  env: { [VITEST_TAIL_SIGNAL]: tailSignal },
});
const checks = Promise.all(
  [
    { name: "oxlint", command: bin("oxlint", ".") },
    // oxfmt checks the formatting Prettier did, in a tenth of a second (decision 0178).
    { name: "oxfmt", command: bin("oxfmt", "--check") },
    // Types are checked by TypeScript 7, the native compiler (decision 0098), and oxlint needs no
    // compiler (decision 0174). One thread: the same verdict for half the CPU, which the tests
    // beside it need (decision 0172).
    {
      name: "tsc",
      command: ["node", "node_modules/typescript-native/bin/tsc", "--noEmit", "--singleThreaded"],
    },
    { name: "client build", command: bin("tsx", "scripts/build-if-stale.ts") },
  ].map(run),
);

// The journeys start once Vitest is down to its last files (or has ended), if the checks passed
// and their server answers; their output waits for Vitest's.
let vitestOk: boolean | undefined;
void vitest.then((r) => (vitestOk = r.ok));
while (vitestOk === undefined && !fs.existsSync(tailSignal))
  await new Promise((resolve) => setTimeout(resolve, 100));
const checksOk = (await checks).every((r) => r.ok);
const serverReady = checksOk && (await e2eServer.ready);
let journeys = serverReady && vitestOk !== false ? startJourneys() : undefined;
const vitestResult = await vitest;
fs.rmSync(tailSignal, { force: true });
for (const { step, ok, output } of await checks)
  process.stdout.write(`\n── ${step.name}: ${ok ? "ok" : "FAILED"}\n${output}`);

/** Ends the run with the steps' times under the Summary line. */
function finish(ok: boolean): never {
  console.log(`Times: ${timings.join(", ")}`);
  process.exit(ok ? 0 : 1);
}

const firstRound = vitestResult.ok && checksOk;
if (checksOk && !serverReady) console.error("\nThe journeys' server did not start: see above.");
if (!firstRound || !serverReady) {
  await journeys?.stop();
  await stopE2eServer(e2eServer.server);
  finish(false);
}
journeys ??= startJourneys();
journeys.release();
const e2e = await journeys.done;
await stopE2eServer(e2eServer.server);
const summaryStarted = performance.now();
const summaryOk = printSummary();
timings.push(`summary ${((performance.now() - summaryStarted) / 1000).toFixed(1)} s`);
finish(e2e.ok && summaryOk);
