import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect } from "../db/client.js";
import { startEmbeddedPostgres, type EmbeddedServer } from "../db/embedded.js";
import { runMigrations } from "../db/migrate.js";
import { ensureServerBundle } from "../../../scripts/server-bundle.js";
import { seed } from "../db/seed/index.js";
import { processAlive } from "../lib/process-alive.js";
import { clearVitestSuiteLogs } from "./suite-log.js";
import { TEMPLATE_DATABASE } from "./template-database.js";
import { TEST_SCRATCH } from "./scratch.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

let server: EmbeddedServer | undefined;
let runFolder: string | undefined;

const RUNS_FOLDER = path.join(TEST_SCRATCH, "test-runs");

/** Runs that died without tearing down leave a folder (and maybe a server): clear them away. */
async function removeStaleRuns() {
  if (!fs.existsSync(RUNS_FOLDER)) return;
  for (const name of fs.readdirSync(RUNS_FOLDER)) {
    const pid = Number(name);
    if (processAlive(pid)) continue;
    const folder = path.join(RUNS_FOLDER, name);
    const stale = await startEmbeddedPostgres(folder).catch(() => undefined);
    await stale?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** One PostgreSQL for the run and a migrated, seeded template that every test file clones. */
export default async function setup(project: TestProject) {
  clearVitestSuiteLogs();
  // The tests that start a server process run the bundle (decision 0169).
  ensureServerBundle();
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // Each run gets its own server, so test runs in two terminals (or two checkouts) never meet.
    await removeStaleRuns();
    runFolder = path.join(RUNS_FOLDER, String(process.pid));
    server = await startEmbeddedPostgres(runFolder);
    adminUrl = server.url();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'ch_test_%'",
  );
  for (const { datname } of rows) {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connect(templateUrl.href, 2);
  await runMigrations(template.db);
  await seed(template.db);
  await template.close();

  project.provide("pgAdminUrl", adminUrl);
  return async () => {
    await server?.stop();
    if (runFolder) fs.rmSync(runFolder, { recursive: true, force: true });
  };
}
