import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp, type AppDeps } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import { connect, type Database } from "../db/client.js";
import { TEMPLATE_DATABASE } from "./template-database.js";
import { recordConfigSecrets, recordSessionCookies, suiteLogger } from "./suite-log.js";

/** A fresh database cloned from the migrated, seeded template: tests never see each other's rows. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject("pgAdminUrl");
  const name = `ch_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.href, 10);
  return {
    ...database,
    url: url.href,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  recordConfigSecrets(env);
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url: string };
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; config?: Config } & Partial<
    Omit<AppDeps, "db" | "config">
  > = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = options.config ?? testConfig(options.env);
  // The jobs are off unless a test turns them on: tests run a job's work by hand.
  const app = await buildApp({
    logger: suiteLogger(),
    jobs: false,
    ...options,
    config,
    db: database.db,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cookie header of a session signed in as a test account. */
export async function signInAs(app: FastifyInstance, userId: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/test-login",
    payload: { userId },
  });
  if (response.statusCode !== 200) throw new Error(`test login failed: ${response.body}`);
  const cookie = cookieHeader(response.headers["set-cookie"]);
  recordSessionCookies(cookie);
  return cookie;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}
