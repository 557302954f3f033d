/**
 * The server log lines of a whole `npm test` run (vitest's apps and the e2e server) and the check
 * run on them at the end: no secret in any line, and the events that matter carry a request id.
 * See decision 0062.
 */
import fs from "node:fs";
import path from "node:path";
import { DECLINED_CARD, SUCCEEDING_CARD } from "../src/shared/test-cards.js";

export const SUITE_LOGS = path.resolve("reports/suite-logs");
export const E2E_SERVER_LOG = "e2e-server.ndjson";
export const E2E_SECRETS = "secrets-e2e.txt";

/** Log messages that must exist in the suite's logs, each line with a request id. */
export const EVENTS = {
  "sign-ins": /^signed in\b/,
  "refused authorisations": /^authori[sz]ation refused\b/,
  "bad webhook signatures": /webhook refused: bad signature/,
  "server errors": /^request failed$/,
} as const;

const cardPattern = (digits: string) => new RegExp(digits.match(/\d{4}/g)!.join("[\\s-]?"));

/** Whatever the test run's own values, these shapes never belong in a log line. */
export const SECRET_SHAPES: Array<[string, RegExp]> = [
  [
    "a Cookie, Set-Cookie or Authorization header",
    /"(cookie|set-cookie|authorization)"\s*:\s*(?!"\[redacted\]")/i,
  ],
  ["a session cookie", /(__Host-)?ch_session=[A-Za-z0-9_-]{8,}/],
  ["a bearer token", /Bearer\s+[A-Za-z0-9._~+/-]{8,}/i],
  ["a Stripe secret or restricted key", /\b[sr]k_(test|live)_[A-Za-z0-9_]{4,}/],
  ["a Stripe webhook secret", /whsec_[A-Za-z0-9_]{4,}/],
  ["an OpenAI-style API key", /\bsk-[A-Za-z0-9_-]{6,}/],
  ["a payment client secret", /_secret_[A-Za-z0-9_-]{8,}/],
  ["an OIDC authorisation code", /[?&]code=[^&\s"]+/],
  // A database error with its bound values (drizzle's "Failed query ... params: ..." message, a
  // pg error's row detail): they hold session-id hashes and chat text (issue 16, finding 8).
  [
    "SQL query parameters",
    /\\nparams: (?!\[redacted\])|"(params|detail)"\s*:\s*(?!"\[redacted\]")(?!null)/,
  ],
  ["a test card number", cardPattern(SUCCEEDING_CARD)],
  ["a test card number", cardPattern(DECLINED_CARD)],
  // 32 random bytes in base64url: a session id or the sha256 the sessions table keeps of it.
  [
    "a session id or its hash",
    /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{0,42}\d)(?=[A-Za-z0-9_-]{0,42}[a-z])(?=[A-Za-z0-9_-]{0,42}[A-Z])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/,
  ],
];

/**
 * Sixteen digits (maybe grouped by four) that pass the Luhn check: any card number. Not digits
 * that run on into letters or digits (an id's): a UUID's middle groups can be all digits.
 */
function hasCardNumber(line: string): boolean {
  for (const match of line.matchAll(/(?<![\w.])\d{4}([\s-]?)\d{4}\1\d{4}\1\d{4}(?![\w.])/g)) {
    const digits = match[0].replace(/\D/g, "");
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let d = Number(digits[15 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return true;
  }
  return false;
}

export interface Finding {
  file: string;
  line: number;
  what: string;
  excerpt: string;
}

export interface LogScan {
  files: Record<string, number>;
  lines: number;
  recordedSecrets: number;
  leaks: Finding[];
  events: Record<keyof typeof EVENTS, number>;
  withoutRequestId: Finding[];
}

/** Searches each line for the secret shapes, the recorded secret values and card numbers. */
export function scanLogLines(
  file: string,
  lines: string[],
  secrets: string[],
  scan: LogScan,
): void {
  lines.forEach((text, index) => {
    if (!text) return;
    scan.lines++;
    scan.files[file] = (scan.files[file] ?? 0) + 1;
    const found = (what: string) =>
      scan.leaks.push({ file, line: index + 1, what, excerpt: text.slice(0, 240) });
    for (const [what, shape] of SECRET_SHAPES) if (shape.test(text)) found(what);
    if (hasCardNumber(text)) found("a card number");
    for (const secret of secrets) if (text.includes(secret)) found("a secret a test used");
    if (!text.startsWith("{")) return;
    let entry: { msg?: unknown; reqId?: unknown };
    try {
      entry = JSON.parse(text) as typeof entry;
    } catch {
      return;
    }
    for (const [event, pattern] of Object.entries(EVENTS) as Array<[keyof typeof EVENTS, RegExp]>) {
      if (typeof entry.msg !== "string" || !pattern.test(entry.msg)) continue;
      scan.events[event]++;
      if (typeof entry.reqId !== "string" || entry.reqId === "")
        scan.withoutRequestId.push({
          file,
          line: index + 1,
          what: event,
          excerpt: text.slice(0, 240),
        });
    }
  });
}

export function emptyScan(): LogScan {
  return {
    files: {},
    lines: 0,
    recordedSecrets: 0,
    leaks: [],
    events: {
      "sign-ins": 0,
      "refused authorisations": 0,
      "bad webhook signatures": 0,
      "server errors": 0,
    },
    withoutRequestId: [],
  };
}

/** Everything in reports/suite-logs: *.ndjson are log lines, secrets-*.txt the values to look for. */
export function scanSuiteLogs(folder = SUITE_LOGS): LogScan {
  const scan = emptyScan();
  if (!fs.existsSync(folder)) return scan;
  const names = fs.readdirSync(folder).sort();
  const secrets = [
    ...new Set(
      names
        .filter((n) => n.startsWith("secrets-"))
        .flatMap((n) => fs.readFileSync(path.join(folder, n), "utf8").split("\n"))
        .filter((s) => s.length >= 8),
    ),
  ];
  scan.recordedSecrets = secrets.length;
  for (const name of names.filter((n) => n.endsWith(".ndjson")))
    scanLogLines(name, fs.readFileSync(path.join(folder, name), "utf8").split("\n"), secrets, scan);
  return scan;
}

/** The problems with a run's scan: leaks, events without a request id, and missing coverage. */
export function judge(scan: LogScan, expect: { vitest: boolean; e2e: boolean }): string[] {
  const problems: string[] = [];
  for (const leak of scan.leaks.slice(0, 10))
    problems.push(`${leak.what} in ${leak.file}:${leak.line}: ${leak.excerpt}`);
  if (scan.leaks.length > 10)
    problems.push(`…and ${scan.leaks.length - 10} more lines with secrets`);
  for (const line of scan.withoutRequestId.slice(0, 5))
    problems.push(`${line.what} without a request id in ${line.file}:${line.line}`);
  const vitestLines = Object.entries(scan.files)
    .filter(([f]) => f.startsWith("vitest-"))
    .reduce((n, [, c]) => n + c, 0);
  if (expect.vitest && vitestLines === 0)
    problems.push("no log line from the vitest run was captured");
  if (expect.e2e && !scan.files[E2E_SERVER_LOG])
    problems.push("no log line from the e2e server was captured");
  if (expect.vitest)
    for (const [event, count] of Object.entries(scan.events))
      if (count === 0) problems.push(`no ${event} logged anywhere in the suite`);
  return problems;
}

export function describeScan(scan: LogScan): string {
  const e2e = scan.files[E2E_SERVER_LOG] ?? 0;
  const events = Object.entries(scan.events)
    .map(([event, n]) => `${n} ${event}`)
    .join(", ");
  return (
    `${scan.lines} server log lines (vitest ${scan.lines - e2e} in ${Object.keys(scan.files).length - (e2e ? 1 : 0)} files, e2e server ${e2e}) ` +
    `searched for ${SECRET_SHAPES.length + 1} secret shapes and ${scan.recordedSecrets} secrets the tests used; ${events}`
  );
}
