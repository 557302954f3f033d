import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.js";
import { distributionPostgres } from "../test/distribution-postgres.js";
import { signInAs, testConfig } from "../test/helpers.js";
import { scratchFolder } from "../test/scratch.js";
import { buyWithTestCard, pickProducts } from "../test/shopping.js";
import { suiteLogger } from "../test/suite-log.js";
import { BackupError, backupDatabase } from "./backup.js";
import type { Db } from "./client.js";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded.js";
import { openDatabase } from "./open.js";

/**
 * The backup procedure of docs/operations.md on a DATABASE_URL deployment (decision 0244): the
 * operating system's PostgreSQL (Debian's 15 here, not the embedded 17), the app's own role (not
 * a superuser, as on a managed service), an order bought through the app, `npm run db:backup`,
 * the database dropped, `npm run db:restore`, and every row back.
 */
const folder = scratchFolder("backup-restore");
const dumpFile = path.join(folder, "countinghouse.dump");
const distribution = distributionPostgres();
let server: EmbeddedServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm run db:<command> -- FILE`, as an operator types it (tsx run by node itself). */
function cli(command: "backup" | "restore", env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "src/server/db/cli.ts", command, dumpFile],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("close", (code) => resolve({ code, output }));
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every table of the app, its migrations' bookkeeping and the job queue, by a digest of its rows. */
async function contents(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname IN ('public', 'drizzle', 'pgboss') ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; digest: string | null }>(
      url,
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    digests[name] = `${row!.rows} rows ${row!.digest ?? "-"}`;
  }
  return digests;
}

/** The app on `url` (migrated and seeded as a server's start does), for `work`, then closed. */
async function withApp<T>(url: string, work: (app: FastifyInstance, db: Db) => Promise<T>) {
  const config = testConfig({ DATABASE_URL: url });
  const database = await openDatabase(config);
  const app = await buildApp({ jobs: false, config, db: database.db, logger: suiteLogger() });
  await app.ready();
  try {
    return await work(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

describe(`a DATABASE_URL deployment on PostgreSQL ${distribution.major} (${distribution.bin})`, () => {
  let superuserUrl: string;
  let appUrl: string;

  beforeAll(async () => {
    server = await startEmbeddedPostgres(folder, () => {}, {
      binaries: {
        initdb: path.join(distribution.bin, "initdb"),
        postgres: path.join(distribution.bin, "postgres"),
      },
    });
    superuserUrl = server.url();
    // The app's own role, owner of its database: what a managed PostgreSQL hands out.
    const password = randomBytes(12).toString("hex");
    await query(superuserUrl, `CREATE ROLE countinghouse LOGIN CREATEDB PASSWORD '${password}'`);
    await query(superuserUrl, "CREATE DATABASE countinghouse OWNER countinghouse");
    const url = new URL(superuserUrl);
    url.username = "countinghouse";
    url.password = password;
    url.pathname = "/countinghouse";
    appUrl = url.href;
  }, 120_000);

  it("runs the app; a backup of it, restored after the database was dropped, gives every row back", async () => {
    const [{ server_version_num }] = (await query<{ server_version_num: string }>(
      appUrl,
      "SHOW server_version_num",
    )) as [{ server_version_num: string }];
    expect(Math.floor(Number(server_version_num) / 10_000)).toBe(distribution.major);

    const bought = await withApp(appUrl, async (app, db) => {
      const cookie = await signInAs(app, "customer_test_456");
      const { download } = await pickProducts(db);
      await buyWithTestCard(app, cookie, download.id);
      const orders = await app.inject({ url: "/api/orders", headers: { cookie } });
      expect(orders.statusCode).toBe(200);
      expect(orders.json()).toHaveLength(1);
      return orders.json() as unknown[];
    });
    const before = await contents(appUrl);
    expect(before["public.orders"]).toMatch(/^1 rows /);

    const env = { DATABASE_URL: appUrl, PG_BIN: distribution.bin, LOG_LEVEL: "silent" };
    const backup = await cli("backup", env);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(fs.statSync(dumpFile).size).toBeGreaterThan(10_000);
    expect(fs.existsSync(`${dumpFile}.partial`)).toBe(false);
    expect(backup.output).not.toContain(new URL(appUrl).password);

    await query(superuserUrl, "DROP DATABASE countinghouse WITH (FORCE)");
    expect(
      await query(superuserUrl, "SELECT 1 FROM pg_database WHERE datname = 'countinghouse'"),
    ).toEqual([]);

    const restore = await cli("restore", env);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(await contents(appUrl)).toEqual(before);

    // A server starts on it (nothing left to migrate), shows the order, and sells again: the
    // sequences came back with the rows, or the next order's id would collide.
    await withApp(appUrl, async (app, db) => {
      const cookie = await signInAs(app, "customer_test_456");
      const orders = await app.inject({ url: "/api/orders", headers: { cookie } });
      expect(orders.json()).toEqual(bought);
      const { subscription } = await pickProducts(db);
      await buyWithTestCard(app, cookie, subscription.id);
      const after = await app.inject({ url: "/api/orders", headers: { cookie } });
      expect(after.json()).toHaveLength(2);
    });
    const restored = await contents(appUrl);
    expect(restored["drizzle.__drizzle_migrations"]).toBe(before["drizzle.__drizzle_migrations"]);

    // Restoring over a database that holds data is refused, and changes nothing.
    const again = await cli("restore", env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('The database "countinghouse" is not empty');
    expect(await contents(appUrl)).toEqual(restored);
  }, 240_000);
});

describe("pg_dump older than the server", () => {
  it(`is refused in one line naming PG_BIN, and leaves no file (pg_dump ${distribution.major} against the embedded PostgreSQL)`, async () => {
    const [{ server_version_num }] = (await query<{ server_version_num: string }>(
      inject("pgAdminUrl"),
      "SHOW server_version_num",
    )) as [{ server_version_num: string }];
    const embeddedMajor = Math.floor(Number(server_version_num) / 10_000);
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, "refused.dump");
    const attempt = backupDatabase({
      databaseUrl: inject("pgAdminUrl"),
      file,
      pgBin: distribution.bin,
    });
    if (distribution.major < embeddedMajor) {
      await expect(attempt).rejects.toThrow(BackupError);
      await expect(attempt).rejects.toThrow(
        `pg_dump ${distribution.major} cannot back up a PostgreSQL ${embeddedMajor} server: set PG_BIN`,
      );
      expect(fs.existsSync(file) || fs.existsSync(`${file}.partial`)).toBe(false);
    } else {
      expect((await attempt).bytes).toBeGreaterThan(0);
    }
  });
});
