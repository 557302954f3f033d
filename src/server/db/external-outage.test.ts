import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { shownPostgresLine } from "../start-failure.js";
import { testConfig } from "../test/helpers.js";
import { suiteLogger } from "../test/suite-log.js";
import { DATABASE_UNAVAILABLE_REPLY, isConnectionFailure } from "./availability.js";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded.js";
import { openDatabase } from "./open.js";
import { scratchFolder } from "../test/scratch.js";

/**
 * Finding 5 with DATABASE_URL: the app does not own that PostgreSQL, so it cannot restart it; it
 * must survive its going away (even with a transaction open on a checked-out client), answer 503
 * meanwhile, and serve again by itself when the server is back.
 */
const folder = scratchFolder("external-outage");
let server: EmbeddedServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the PostgreSQL of DATABASE_URL goes away and comes back", () => {
  it("503 { message } meanwhile, the app stays up, then serves again", async () => {
    server = await startEmbeddedPostgres(folder);
    const config = testConfig({ DATABASE_URL: server.url("countinghouse") });
    const { ensureDatabase } = await import("./client.js");
    await ensureDatabase(server.url(), "countinghouse");
    const database = await openDatabase(config);
    const app = await buildApp({ jobs: false, config, db: database.db, logger: suiteLogger() });
    await app.ready();
    try {
      expect((await app.inject({ url: "/api/products" })).statusCode).toBe(200);

      // A transaction holds a checked-out client when the server shuts down under it: before the
      // fix its 'error' event had no listener and ended the process (this test worker).
      let inTransaction: () => void = () => {};
      const holding = new Promise<void>((r) => (inTransaction = r));
      let release: () => void = () => {};
      const released = new Promise<void>((r) => (release = r));
      const transaction = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          inTransaction();
          await released;
          await tx.execute(sql`select 1`);
        })
        .then(
          () => "committed",
          (err: unknown) => err,
        );
      await holding;
      await server.stop(); // fast shutdown: every connection is terminated (57P01)
      await sleep(300); // the checked-out client's 'error' event fires meanwhile
      release();
      const outcome = await transaction;
      expect(isConnectionFailure(outcome)).toBe(true);

      let health = await app.inject({ url: "/healthz" });
      for (let i = 0; i < 100 && health.statusCode !== 503; i++) {
        await sleep(50);
        health = await app.inject({ url: "/healthz" });
      }
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual(DATABASE_UNAVAILABLE_REPLY);
      for (const url of ["/api/products", "/api/orders", "/readyz", "/api/auth/user"]) {
        const res = await app.inject({ url });
        expect([url, res.statusCode, res.json()]).toEqual([url, 503, DATABASE_UNAVAILABLE_REPLY]);
      }

      server = await startEmbeddedPostgres(folder);
      const backBy = Date.now() + 20_000;
      while ((await app.inject({ url: "/healthz" })).statusCode !== 200 && Date.now() < backBy)
        await sleep(100);
      expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
      expect((await app.inject({ url: "/api/products" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);
});

describe("the terminal shows the embedded PostgreSQL lines that matter", () => {
  it("a crash and unexpected FATALs, not the routine ones", () => {
    expect(shownPostgresLine("2026-11-23 UTC [1] PANIC:  could not write to file")).toBe(true);
    expect(shownPostgresLine('[2] FATAL:  could not open file "global/pg_filenode.map"')).toBe(
      true,
    );
    expect(shownPostgresLine("embedded PostgreSQL stopped unexpectedly (SIGKILL)")).toBe(true);
    for (const routine of [
      "[3] FATAL:  terminating connection due to administrator command",
      "[4] FATAL:  terminating connection due to unexpected postmaster exit",
      "[5] FATAL:  the database system is starting up",
      "[6] FATAL:  the database system is shutting down",
      "[7] LOG:  database system is ready to accept connections",
    ])
      expect(shownPostgresLine(routine)).toBe(false);
  });
});
