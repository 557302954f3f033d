import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { installJobQueue } from "../jobs/job-queue.js";
import { projectRoot } from "../lib/project-root.js";
import type { Database, Db } from "./client.js";

const migrationsFolder = path.join(projectRoot, "drizzle");

/** The app's migrations (drizzle/), then pg-boss's own schema for the background jobs. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
  await installJobQueue(db.$client);
}

/** Any fixed number: the advisory lock that lets one process at a time migrate and seed. */
const MIGRATION_LOCK = 724_160_509;

/**
 * Runs `work` (migrations, seed) while holding a PostgreSQL advisory lock, so servers starting
 * together on one database take turns: the first migrates, the next finds nothing to do.
 * Without it two boots on an empty database both create drizzle's bookkeeping table and one fails.
 */
export async function withMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const holder = await database.pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    return await work();
  } finally {
    await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    holder.release();
  }
}
