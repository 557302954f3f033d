import fs from "node:fs";
import path from "node:path";
import type { FastifyServerOptions } from "fastify";
import { loggerOptions } from "../app.js";
import { hashSessionId } from "../plugins/sessions.js";
import { SUITE_LOGS } from "../../../scripts/suite-logs.js";

/**
 * Every server log line the test suite produces goes to reports/suite-logs/, one file per test
 * process, and the secrets the tests handed out are listed beside them: scripts/test-summary.ts
 * searches the lot at the end of `npm test` (decision 0062).
 */
/** Trace: the most a server could ever be configured to say. */
export const SUITE_LOG_LEVEL = "trace";

let logFd: number | undefined;
let secretsFd: number | undefined;

function open(name: string): number {
  fs.mkdirSync(SUITE_LOGS, { recursive: true });
  return fs.openSync(path.join(SUITE_LOGS, name), "a");
}

/** A file descriptor a spawned server can write its output to (vitest-<pid>-<name>.ndjson). */
export function openSuiteLogFile(name: string): number {
  return open(`vitest-${process.pid}-${name}.ndjson`);
}

export function writeSuiteLog(line: string) {
  logFd ??= open(`vitest-${process.pid}.ndjson`);
  fs.writeSync(logFd, line.endsWith("\n") ? line : `${line}\n`);
}

/** A value that must never appear in a log line (a session cookie, a key a test configured). */
export function recordSecret(value: string | undefined) {
  if (!value || value.length < 8) return;
  secretsFd ??= open(`secrets-vitest-${process.pid}.txt`);
  fs.writeSync(secretsFd, `${value}\n`);
}

/**
 * The app's own logger options (redaction, request serializer) writing to the suite log; a test
 * that reads its app's lines passes `tee` and gets each line too.
 */
export function suiteLogger(
  level = SUITE_LOG_LEVEL,
  tee?: (line: string) => void,
): FastifyServerOptions["logger"] {
  return {
    ...(loggerOptions(level) as object),
    stream: {
      write(line: string) {
        writeSuiteLog(line);
        tee?.(line);
      },
    },
  };
}

/** Every session id in a Cookie header, raw and as the sessions table stores it. */
export function recordSessionCookies(cookieHeader: string) {
  for (const pair of cookieHeader.split(/;\s*/)) {
    const value = pair.slice(pair.indexOf("=") + 1);
    recordSecret(value);
    if (value) recordSecret(hashSessionId(value));
  }
}

/** Configuration values that are secrets. */
export function recordConfigSecrets(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env))
    if (/SECRET|API_KEY/.test(key) && key !== "STRIPE_PUBLISHABLE_KEY") recordSecret(value);
}

/** Global setup: a new run starts with no vitest lines or secrets from an earlier one. */
export function clearVitestSuiteLogs() {
  if (!fs.existsSync(SUITE_LOGS)) return;
  for (const name of fs.readdirSync(SUITE_LOGS))
    if (/^(vitest-|secrets-vitest-)/.test(name)) fs.rmSync(path.join(SUITE_LOGS, name));
}
