import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { connect, type Database } from "./client.js";
import { runMigrations, withMigrationLock } from "./migrate.js";
import { seed } from "./seed/index.js";

const name = `ch_test_empty_${randomBytes(4).toString("hex")}`;
const adminUrl = inject("pgAdminUrl");
const opened: Database[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

afterAll(async () => {
  for (const database of opened) await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe("servers booting together on an empty database", () => {
  it("take turns to migrate and seed: every boot succeeds and nothing is seeded twice", async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) opened.push(connect(url.href, 3));
    const boots = await Promise.allSettled(
      opened.map((database) =>
        withMigrationLock(database, async () => {
          await runMigrations(database.db);
          await seed(database.db);
        }),
      ),
    );
    expect(boots.map((b) => b.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const { rows } = await opened[0]!.pool.query<{ slugs: number; products: number }>(
      "select count(distinct slug)::int as slugs, count(*)::int as products from products",
    );
    expect(rows[0]!.products).toBeGreaterThan(0);
    expect(rows[0]!.products).toBe(rows[0]!.slugs);
  });
});
