import { loadConfig } from "../config.js";
import { APP_DATABASE } from "./app-database.js";
import { BackupError, backupDatabase, restoreDatabase } from "./backup.js";
import { embeddedDatabaseUrl } from "./embedded.js";
import { openDatabase } from "./open.js";

const USAGE = "usage: cli.ts migrate | seed | backup FILE | restore FILE";
const [command, file] = process.argv.slice(2);
const config = loadConfig();

if (command === "migrate" || command === "seed") {
  // openDatabase migrates and seeds; both commands exist so each step can be run by name.
  const database = await openDatabase(config);
  await database.close();
  console.log(`${command}: done`);
} else if ((command === "backup" || command === "restore") && file) {
  const pgBin = process.env.PG_BIN?.trim() || undefined;
  try {
    if (command === "backup") {
      // Without DATABASE_URL: the embedded PostgreSQL of the app running on DATA_DIR.
      const databaseUrl = config.databaseUrl ?? embeddedDatabaseUrl(config.dataDir, APP_DATABASE);
      const { bytes } = await backupDatabase({ databaseUrl, file, pgBin });
      console.log(`backup: ${file} (${bytes} bytes)`);
    } else {
      if (!config.databaseUrl)
        throw new BackupError(
          "restore needs DATABASE_URL (a new, empty database). The embedded demo is restored by " +
            "copying its DATA_DIR back while the app is stopped (docs/operations.md).",
        );
      await restoreDatabase({ databaseUrl: config.databaseUrl, file, pgBin });
      console.log(`restore: ${file} into ${new URL(config.databaseUrl).pathname.slice(1)}`);
    }
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    const hint = config.databaseUrl
      ? ""
      : " The embedded PostgreSQL runs only while the app does: start it, or stop it and copy DATA_DIR.";
    console.error(`${command} failed: ${err.message}${command === "backup" ? hint : ""}`);
    process.exit(1);
  }
} else {
  console.error(USAGE);
  process.exit(2);
}
