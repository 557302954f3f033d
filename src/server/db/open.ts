import type { Config } from "../config.js";
import { APP_DATABASE } from "./app-database.js";
import { connect, ensureDatabase, type Database } from "./client.js";
import { startEmbeddedPostgres } from "./embedded.js";
import { runMigrations, withMigrationLock } from "./migrate.js";
import { seed } from "./seed/index.js";

/** DATABASE_URL when set; otherwise the embedded server in DATA_DIR. Migrated and seeded. */
export async function openDatabase(
  config: Config,
  log: (line: string) => void = () => {},
): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const server = await startEmbeddedPostgres(config.dataDir, log);
    await ensureDatabase(server.url(), APP_DATABASE);
    url = server.url(APP_DATABASE);
    stopEmbedded = server.stop;
  }
  const database = connect(url);
  await withMigrationLock(database, async () => {
    await runMigrations(database.db);
    await seed(database.db);
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await stopEmbedded?.();
    },
  };
}
