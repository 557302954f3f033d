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

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function connect(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => {}); // an idle client dropped by the server is replaced on next use
  // A checked-out client whose server went away (PostgreSQL killed or restarted) emits 'error';
  // unheard, that would end the process. Its query fails instead, and the pool drops it on release.
  // The pool tells it as "client-error" (db/availability.ts listens to find out whether the
  // database is away).
  pool.on("connect", (client) => client.on("error", (err) => pool.emit(CLIENT_ERROR, err, client)));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
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
