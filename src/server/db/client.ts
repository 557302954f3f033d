import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.js";

/** $client: the pool, for the one connection that listens for changes (db/change-feed.ts). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or a transaction on it: repositories take either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

// numeric stays a string (exact money); bigint counts become numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** The event a pool emits when one of its clients, idle or checked out, lost its connection. */
export const CLIENT_ERROR = "client-error";
/** The event a pool emits when a query has waited STALL_MS without an answer (decision 0202). */
export const DATABASE_STALLED = "database-stalled";

/**
 * Limits PostgreSQL keeps for every connection of the app (decision 0202): a statement that runs
 * longer, a transaction left open, or a lock waited on that long is ended by the server itself.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/** A pooled connection (a free one, or a new one) must be had within this time. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** A query without an answer for this long makes the app ask whether PostgreSQL still answers. */
export const STALL_MS = 2_000;

/**
 * A pg client that knows since when it has been waiting for PostgreSQL: the pool's watch reads
 * it to notice a database that stopped answering (stopped, not gone: no socket error comes).
 */
class WatchedClient extends pg.Client {
  /** When the oldest unanswered query was sent (0: none). */
  waitingSince = 0;
  private unanswered = 0;

  private answered = () => {
    this.unanswered--;
    this.waitingSince = this.unanswered > 0 ? Date.now() : 0;
  };

  // pg's query has many overloads; every form goes through here unchanged.
  override query(...args: unknown[]): never {
    const query = super.query as (...a: unknown[]) => unknown;
    const last = args.at(-1);
    if (typeof last === "function") {
      this.sent();
      args[args.length - 1] = (...results: unknown[]) => {
        this.answered();
        (last as (...r: unknown[]) => void)(...results);
      };
      return query.apply(this, args) as never;
    }
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      this.sent();
      (result as Promise<unknown>).then(this.answered, this.answered);
    }
    return result as never;
  }

  private sent() {
    if (this.unanswered++ === 0) this.waitingSince = Date.now();
  }

  /** Ends the connection at once: its queries fail as "Connection terminated". */
  destroy() {
    (
      this as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
  }
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

const connections = new WeakMap<pg.Pool, Set<WatchedClient>>();

/**
 * Ends every connection of the pool, in use or idle: requests waiting on a database that stopped
 * answering get their 503 now instead of when it wakes (db/availability.ts calls this).
 */
export function dropConnections(pool: pg.Pool): void {
  for (const client of connections.get(pool) ?? []) client.destroy();
}

/**
 * A pool of connections to `url`; `settings` are more run-time parameters every connection
 * starts with (PostgreSQL's `options`, as `-c name=value`). A pool `watchedBy` another counts as
 * part of it: its connections' errors and stalls are told by the other pool, and
 * dropConnections(other) ends them too.
 */
export function connect(
  url: string,
  max = 20,
  settings: Record<string, string> = {},
  watchedBy?: pg.Pool,
): Database {
  const options = Object.entries({
    statement_timeout: String(STATEMENT_TIMEOUT_MS),
    idle_in_transaction_session_timeout: String(IDLE_IN_TRANSACTION_TIMEOUT_MS),
    ...settings,
  })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: WatchedClient,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options,
  });
  pool.on("error", () => {}); // an idle client dropped by the server is replaced on next use
  // A checked-out client whose server went away (PostgreSQL killed or restarted) emits 'error';
  // unheard, that would end the process. Its query fails instead, and the pool drops it on release.
  // The pool tells it as "client-error" (db/availability.ts listens to find out whether the
  // database is away).
  const teller = watchedBy ?? pool;
  const clients = (watchedBy && connections.get(watchedBy)) || new Set<WatchedClient>();
  connections.set(pool, clients);
  pool.on("connect", (client) => {
    clients.add(client as unknown as WatchedClient);
    client.on("error", (err) => teller.emit(CLIENT_ERROR, err, client));
  });
  pool.on("remove", (client) => clients.delete(client as unknown as WatchedClient));
  // Twice a second: has any query waited STALL_MS? Cheaper than a timer per query. A watched
  // pool's connections are in its watcher's set, which the watcher's own timer reads.
  const watch = watchedBy
    ? undefined
    : setInterval(() => {
        const now = Date.now();
        for (const client of clients) {
          if (client.waitingSince > 0 && now - client.waitingSince > STALL_MS) {
            pool.emit(DATABASE_STALLED);
            return;
          }
        }
      }, 500);
  watch?.unref();
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    close: () => {
      clearInterval(watch);
      return pool.end();
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
