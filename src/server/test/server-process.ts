import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { serverCommand } from "../../../scripts/server-bundle.js";
import { openSuiteLogFile, recordSessionCookies, SUITE_LOG_LEVEL } from "./suite-log.js";

/** A server started as its own process (the bundled server, as `npm start` runs it), its output kept for asserts. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
  alive(): boolean;
}

/**
 * Spawns the bundled server (global-setup builds it) with the environment of a test: its own port
 * and data folder, trace logs copied into the suite logs.
 */
export function spawnServer(opts: {
  port: number;
  env: Record<string, string>;
  logName: string;
  /** Its own process group, as a terminal runs it: `process.kill(-pid, "SIGINT")` is a Ctrl+C. */
  detached?: boolean;
}): ServerProcess {
  const log = openSuiteLogFile(opts.logName);
  const [node, ...args] = serverCommand();
  const child = spawn(node, args, {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      LOG_LEVEL: SUITE_LOG_LEVEL,
      NODE_ENV: "development",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: opts.detached ?? false,
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
    fs.writeSync(log, chunk);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
    fs.writeSync(log, chunk);
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal!)),
  );
  return {
    child,
    port: opts.port,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Waits until /readyz answers 200; throws with the server's stderr if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`server exited while starting: ${server.stderr}`);
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server was not ready within ${timeoutMs} ms: ${server.stderr}`);
}

/** SIGTERM (then SIGKILL after `graceMs`) and wait for the exit. */
export async function stopServer(server: ServerProcess | undefined, graceMs = 20_000) {
  if (!server?.alive()) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  await server.exited;
  clearTimeout(timer);
}

/** Signs in through the test login of a running server; the session cookie (recorded as a secret). */
export async function testLoginCookie(base: string, userId = "customer_test_456"): Promise<string> {
  const login = await fetch(`${base}/api/test-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId }),
  });
  if (login.status !== 200) throw new Error(`test login answered ${login.status}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  recordSessionCookies(cookie);
  return cookie;
}
