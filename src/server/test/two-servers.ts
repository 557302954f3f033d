import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../app.js";
import { connect, type Database } from "../db/client.js";
import { createTestDatabase, testConfig } from "./helpers.js";
import { suiteLogger } from "./suite-log.js";

/** Two server processes on one database: two apps, each with its own pool, caches and change feed. */
export interface TwoServers {
  one: FastifyInstance;
  two: FastifyInstance;
  /** The database both use (its URL, for a control connection). */
  url: string;
  close(): Promise<void>;
}

/** Two apps on a new database cloned from the template, or on `url`'s (left open at close). */
export async function startTwoServers(
  options: { jobs?: AppDeps["jobs"]; url?: string } = {},
): Promise<TwoServers> {
  const template = options.url
    ? { url: options.url, close: async () => {} }
    : await createTestDatabase();
  const servers: Array<{ app: FastifyInstance; database: Database }> = [];
  for (let i = 0; i < 2; i++) {
    const database = connect(template.url, 5);
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: suiteLogger(),
      jobs: options.jobs ?? false,
    });
    await app.ready();
    servers.push({ app, database });
  }
  return {
    one: servers[0]!.app,
    two: servers[1]!.app,
    url: template.url,
    async close() {
      for (const { app, database } of servers) {
        await app.close();
        await database.close();
      }
      await template.close();
    },
  };
}

/** What another process shows once its change notification has arrived (well under a second). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3000;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}
