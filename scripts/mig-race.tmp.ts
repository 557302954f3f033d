import path from "node:path";
import fs from "node:fs";
import { connect, ensureDatabase } from "../src/server/db/client.js";
import { startEmbeddedPostgres } from "../src/server/db/embedded.js";
import { runMigrations, withMigrationLock } from "../src/server/db/migrate.js";
import { seed } from "../src/server/db/seed/index.js";
const dir = path.resolve(".data/mig-race");
fs.rmSync(dir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres(dir);
let failures = 0;
for (let i = 0; i < 5; i++) {
  const name = `race${i}`;
  await ensureDatabase(pg.url(), name);
  const dbs = [connect(pg.url(name), 3), connect(pg.url(name), 3), connect(pg.url(name), 3)];
  const r = await Promise.allSettled(
    dbs.map((d) =>
      withMigrationLock(d, async () => {
        await runMigrations(d.db);
        await seed(d.db);
      }),
    ),
  );
  for (const x of r)
    if (x.status === "rejected") {
      failures++;
      console.log(String(x.reason).slice(0, 200));
    }
  for (const d of dbs) await d.close();
}
console.log("failures", failures);
await pg.stop();
fs.rmSync(dir, { recursive: true, force: true });
