import type { EventEmitter } from "node:events";
import pg from "pg";
import { CLIENT_ERROR, DATABASE_STALLED, dropConnections } from "./client.js";

/** What every request answers (503) while PostgreSQL cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The store's database is unavailable; try again in a moment.";

/** The 503's body: the API's error shape. */
export const DATABASE_UNAVAILABLE_REPLY = {
  message: DATABASE_UNAVAILABLE_MESSAGE,
  code: "database_unavailable",
} as const;

/** Socket errors and PostgreSQL's "going away / not there yet" codes (admin/crash shutdown, starting up, connection exceptions). */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
/** What pg says when a connection ended under it, or when it cannot get one. */
const CONNECTION_MESSAGES =
  /Connection terminated|Query read timeout|database did not answer|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated unexpectedly/;

/** Whether an error (or its cause: drizzle wraps pg's) means the database could not be reached. */
export function isConnectionFailure(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const { code, cause, errors } = err as Error & { code?: unknown; errors?: unknown };
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
  if (CONNECTION_MESSAGES.test(err.message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionFailure(e, depth + 1))) return true;
  return isConnectionFailure(cause, depth + 1);
}

/** How long a probe (a new connection and `select 1`) may take before the database counts as away. */
export const PROBE_TIMEOUT_MS = 3_000;

export interface DatabaseAvailability {
  /** False from a failed probe until a probe succeeds again. */
  readonly available: boolean;
  /** Something failed as if the database were away: probe now (once at a time). */
  suspect(): void;
  close(): void;
}

/** Thrown by `withinDeadline`: PostgreSQL took longer than the caller may wait. */
export class DatabaseDeadlineError extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseDeadlineError";
  }
}

/**
 * The work's answer, or a DatabaseDeadlineError after `ms` (the work goes on unheard; the pool's
 * watch and the probe deal with a database that hangs). /healthz and /readyz use it.
 */
export async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseDeadlineError(ms)), ms);
  });
  work.catch(() => {}); // lost after the deadline: not an unhandled rejection
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Watches whether PostgreSQL answers (decision 0111). A connection failure seen anywhere (a
 * request, an idle client dropped by the server) starts a probe on a connection of its own; while
 * it fails the database counts as unavailable and is probed every `probeMs` until it answers.
 */
export function watchAvailability(
  pool: pg.Pool,
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
  probeMs = 500,
): DatabaseAvailability {
  let available = true;
  let probing = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let downSince = 0;

  async function probe(): Promise<void> {
    const client = new pg.Client({
      ...pool.options,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on("error", () => {});
    try {
      await withinDeadline(
        client.connect().then(() => client.query("select 1")),
        PROBE_TIMEOUT_MS,
      );
      return;
    } finally {
      // A stopped server never answers the goodbye either: the socket is simply closed.
      void client.end().catch(() => {});
    }
  }

  function suspect() {
    if (probing || closed) return;
    probing = true;
    probe().then(
      () => {
        probing = false;
        if (!available) {
          available = true;
          log.info({ downMs: Date.now() - downSince }, "database available again");
        }
      },
      (err: unknown) => {
        probing = false;
        if (available) {
          available = false;
          downSince = Date.now();
          log.warn(
            { reason: (err as Error)?.message ?? String(err) },
            "database unavailable; answering 503 until it is back",
          );
          // Requests waiting on a database that stopped answering get their 503 now.
          dropConnections(pool);
        }
        if (!closed) {
          timer = setTimeout(suspect, probeMs);
          timer.unref();
        }
      },
    );
  }

  const onPoolError = () => suspect();
  pool.on("error", onPoolError);
  const events = pool as unknown as EventEmitter; // our events, not in pg's typings
  events.on(CLIENT_ERROR, onPoolError);
  events.on(DATABASE_STALLED, onPoolError);

  return {
    get available() {
      return available;
    },
    suspect,
    close() {
      closed = true;
      clearTimeout(timer);
      pool.removeListener("error", onPoolError);
      events.removeListener(CLIENT_ERROR, onPoolError);
      events.removeListener(DATABASE_STALLED, onPoolError);
    },
  };
}
