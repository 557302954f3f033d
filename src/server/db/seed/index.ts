import type { Db } from "../client.js";
import { seedProducts } from "./products.js";
import { seedFreeResources } from "./free-resources.js";
import { seedRelatedSites } from "./related-sites.js";
import { seedUsers } from "./users.js";

/**
 * Every seeder inserts what is missing and leaves existing rows alone,
 * so running the seed twice changes nothing and admin edits survive a restart.
 */
const seeders: Array<(db: Db) => Promise<void>> = [
  seedUsers,
  seedProducts,
  seedFreeResources,
  seedRelatedSites,
];

export async function seed(db: Db): Promise<void> {
  for (const run of seeders) await run(db);
}
