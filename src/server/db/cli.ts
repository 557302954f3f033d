import { loadConfig } from "../config.js";
import { openDatabase } from "./open.js";

// openDatabase migrates and seeds; both commands exist so each step can be run by name.
const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: cli.ts migrate|seed");
  process.exit(2);
}
const database = await openDatabase(loadConfig());
await database.close();
console.log(`${command}: done`);
