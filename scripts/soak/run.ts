/**
 * npm run soak: three production server processes on one PostgreSQL behind a small proxy
 * (round robin, scripts/soak/proxy.ts, decision 0245) under a mixed shopping load, then faults —
 * kill -9 of a server mid-checkout, kill -9 of an app that owns its embedded PostgreSQL, kill -9
 * while the renewal job runs on servers A and B at once — with every acknowledged cart
 * change, order and renewal checked in the database; then stalls: Stripe answering in 15 s
 * (other customers' reads must stay under 1 s at p99) and the shared PostgreSQL stopped for 20 s
 * (every request answered within seconds, serving again once it wakes).
 * Exits non-zero when any check fails. Figures: docs/reliability.md. Knobs: SOAK_SECONDS (60),
 * SOAK_SHOPPERS (100), SOAK_SEED, SOAK_KEEP=1 keeps the data folder and server logs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connect, ensureDatabase } from "../../src/server/db/client.js";
import { startEmbeddedPostgres } from "../../src/server/db/embedded.js";
import { APP_DATABASE } from "../../src/server/db/app-database.js";
import { ensureBuild } from "../ensure-build.js";
import type { Ctx } from "./actions.js";
import { checkCarts, checkOrders, type Check } from "./checks.js";
import { embeddedRestarts, killMidCheckout, TrackedClient } from "./faults.js";
import { ServerClient } from "./http.js";
import { ProxyProcess } from "./proxy-process.js";
import { renewalsUnderKill } from "./renewals.js";
import { trialDaysOf } from "../../src/shared/subscriptions.js";
import { random, shopperLoop, signInLoop, visitorLoop } from "./load.js";
import { scanServerLogs } from "./logs.js";
import { freePort } from "../../src/server/test/free-port.js";
import { AppProcess } from "./processes.js";
import { hungDatabase, slowProvider } from "./stalls.js";
import { createShoppers, type Product } from "./shopper.js";
import { Recorder } from "./stats.js";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 100);
const SIGNERS = 4;
const VISITORS = 6;
const SEED = Number(process.env.SOAK_SEED ?? 20261122);
const COOKIE = "ch_session";

const runDir = path.resolve(".data/soak-runs", String(process.pid));
const checks: Check[] = [];
const log = (line: string) =>
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

ensureBuild();
fs.rmSync(runDir, { recursive: true, force: true });
fs.mkdirSync(runDir, { recursive: true });

log(`shared PostgreSQL in ${runDir}/shared`);
const postgres = await startEmbeddedPostgres(path.join(runDir, "shared"));
await ensureDatabase(postgres.url(), APP_DATABASE);
const databaseUrl = postgres.url(APP_DATABASE);
const database = connect(databaseUrl, 4);

/**
 * NODE_ENV=development because production refuses the offline test payments (and the soak must
 * not move money); otherwise as deployed behind a load balancer: the built client, info logs,
 * a trusted proxy naming each shopper's address (decision 0061).
 */
const serverEnv = {
  NODE_ENV: "development",
  DATABASE_URL: databaseUrl,
  PAYMENTS: "test",
  TRUST_PROXY: "on",
  // The shopper's address is the second from the right: the proxy appends its own peer.
  TRUST_PROXY_HOPS: "2",
  // A proxied start is not local, so test login (the soak's sign-ins) is asked for (decision 0200).
  TEST_LOGIN: "on",
  LOG_LEVEL: "info",
  SESSION_SECRET: "soak-session-secret-0123456789abcdef",
};
const [portA, portB, portC, portE, portS, portP] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const stalledLogs: string[] = [];
const stalledCookies: string[] = [];
const processA = new AppProcess(
  "A",
  portA,
  { ...serverEnv, DATA_DIR: path.join(runDir, "a") },
  path.join(runDir, "server-a.log"),
);
const processB = new AppProcess(
  "B",
  portB,
  { ...serverEnv, DATA_DIR: path.join(runDir, "b") },
  path.join(runDir, "server-b.log"),
);
const processC = new AppProcess(
  "C",
  portC,
  { ...serverEnv, DATA_DIR: path.join(runDir, "c") },
  path.join(runDir, "server-c.log"),
);
const proxy = new ProxyProcess(portP, [portA, portB, portC], path.join(runDir, "proxy.log"));
const embeddedDir = path.join(runDir, "embedded");
const processE = new AppProcess(
  "E",
  portE,
  {
    NODE_ENV: "development",
    PAYMENTS: "test",
    TRUST_PROXY: "on",
    TEST_LOGIN: "on",
    LOG_LEVEL: "info",
    DATA_DIR: embeddedDir,
  },
  path.join(runDir, "server-e.log"),
);

let exitCode = 1;
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, shared with other jobs`,
  node: process.version,
  loadAverageAtStart: os.loadavg().map((l) => Number(l.toFixed(2))),
  settings: {
    seconds: SECONDS,
    shoppers: SHOPPERS,
    signers: SIGNERS,
    visitors: VISITORS,
    seed: SEED,
  },
};
try {
  // All at once on an empty database: three instances deploying together must not trip over
  // each other's migrations.
  const startMs = await Promise.all([processA.start(), processB.start(), processC.start()]);
  await proxy.start();
  log(
    `servers A (:${portA}), B (:${portB}) and C (:${portC}) ready in ${startMs.map((ms) => (ms / 1000).toFixed(1)).join(" s / ")} s, behind the proxy on :${portP}`,
  );
  checks.push({
    name: "three servers start together on an empty database",
    ok: true,
    detail: `ready in ${startMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}`,
  });

  const a = new ServerClient("A", portA);
  const b = new TrackedClient("B", portB);
  const c = new ServerClient("C", portC);
  // The shoppers reach the servers through the proxy only; the faults aim at one server.
  const viaProxy = [new ServerClient("P", portP)];
  const products = (JSON.parse((await a.request("/api/products")).body) as Product[]).filter(
    (p) => Number(p.price) >= 1,
  );
  // A subscription's free trial makes it $0.00 today: read each one's from its fact sheet.
  for (const product of products.filter((p) => p.type === "subscription")) {
    const detail = JSON.parse((await a.request(`/api/products/${product.id}`)).body) as {
      type: "subscription";
      facts?: { trialDays?: number | "unknown" } | null;
    };
    product.trialDays = trialDaysOf(detail);
  }
  const catalogue = new Map(products.map((p) => [p.id, p]));
  const rnd = random(SEED);

  // ---- mixed load -------------------------------------------------------------------------
  const shoppers = await createShoppers(database.db, SHOPPERS, COOKIE, "load");
  const rec = new Recorder();
  const ctx: Ctx = { rec, catalogue };
  const signIns = { count: 0 };
  log(
    `mixed load: ${SHOPPERS} signed-in shoppers, ${SIGNERS} test-login sign-ins, ${VISITORS} visitors, ${SECONDS} s, through the proxy to three servers`,
  );
  const deadline = Date.now() + SECONDS * 1000;
  rec.start();
  await Promise.all([
    ...shoppers.map((s, n) => shopperLoop(ctx, s, viaProxy, products, random(SEED + n), deadline)),
    ...Array.from({ length: SIGNERS }, (_, n) =>
      signInLoop(ctx, `10.252.0.${n + 1}`, viaProxy, random(SEED + 1000 + n), deadline, signIns),
    ),
    ...Array.from({ length: VISITORS }, (_, n) =>
      visitorLoop(ctx, `10.253.0.${n + 1}`, viaProxy, products, random(SEED + 2000 + n), deadline),
    ),
  ]);
  rec.end();
  const spread = await proxy.counts();
  results.loadAverageAfterLoad = os.loadavg().map((l) => Number(l.toFixed(2)));
  const load = rec.summary();
  const tally = shoppers.reduce(
    (t, s) => ({
      adds: t.adds + s.tally.adds,
      removes: t.removes + s.tally.removes,
      quantitySets: t.quantitySets + s.tally.quantitySets,
      checkouts: t.checkouts + s.tally.checkouts,
      cartReadsChecked: t.cartReadsChecked + s.tally.cartReadsChecked,
    }),
    { adds: 0, removes: 0, quantitySets: 0, checkouts: 0, cartReadsChecked: 0 },
  );
  log(
    `${load.requests} requests in ${load.seconds} s: ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors`,
  );
  checks.push({
    name: "mixed load: no error",
    ok: load.errors === 0,
    detail:
      `${load.requests} requests, ${load.errors} errors (5xx, unexpected 4xx, connection errors, cart reads that disagreed)` +
      (rec.errors.length ? `: ${rec.errors.slice(0, 5).join(" | ")}` : ""),
  });
  checks.push(await checkCarts(database.pool, shoppers));
  checks.push(...(await checkOrders(database.pool, shoppers)));
  checks.push({
    name: "the proxy spread the load over the three servers",
    ok: Object.values(spread).every((n) => n > load.requests / 4),
    detail: `A ${spread[portA]}, B ${spread[portB]}, C ${spread[portC]} requests`,
  });
  results.load = {
    ...load,
    ...tally,
    signIns: signIns.count,
    perServer: { A: spread[portA], B: spread[portB], C: spread[portC] },
  };

  // ---- kill -9 mid-checkout -----------------------------------------------------------------
  log("fault: kill -9 of server B while checkouts are in flight");
  const payers = await createShoppers(database.db, 30, COOKIE, "fault");
  const kill = await killMidCheckout({
    pool: database.pool,
    shoppers: payers,
    a,
    b,
    processB,
    catalogue,
    products,
    rnd,
  });
  log(
    `killed with ${JSON.stringify(kill.inFlightAtKill)} in flight; B back in ${(kill.restartMs / 1000).toFixed(1)} s`,
  );
  checks.push(...kill.checks);
  checks.push(
    ...(await checkOrders(database.pool, [...shoppers, ...payers])).map((c) => ({
      ...c,
      name: `after the kill: ${c.name}`,
    })),
  );
  checks.push({
    ...(await checkCarts(database.pool, payers)),
    name: "after the kill: carts exactly as acknowledged",
  });
  results.killMidCheckout = { ...kill, checks: undefined };

  // ---- kill -9 while renewals run -------------------------------------------------------------
  log("fault: the renewal job on both servers for every subscriber, kill -9 of server B mid-run");
  const renewals = await renewalsUnderKill({
    pool: database.pool,
    shoppers: [...shoppers, ...payers],
    a,
    b,
    processB,
  });
  log(
    `${renewals.subscriptions} subscriptions, ${renewals.due} due; killed with ${renewals.requestsBeforeKill} runs in flight; B back in ${(renewals.restartMs / 1000).toFixed(1)} s`,
  );
  checks.push(...renewals.checks);
  checks.push(
    ...(await checkOrders(database.pool, [...shoppers, ...payers])).map((c) => ({
      ...c,
      name: `after the renewals: ${c.name}`,
    })),
  );
  results.renewals = { ...renewals, checks: undefined };

  // ---- a slow payment provider --------------------------------------------------------------
  log("stall: Stripe answers in 15 s; 22 checkouts at once, 10 other customers reading");
  const slow = await slowProvider({
    db: database.db,
    databaseUrl,
    runDir,
    port: portS,
    products,
    delayMs: 15_000,
    checkouts: 22,
    bystanders: 10,
  });
  stalledLogs.push(slow.logFile);
  stalledCookies.push(...slow.cookies);
  log(`slow provider: ${JSON.stringify(slow.figures)}`);
  checks.push(...slow.checks);
  results.slowProvider = slow.figures;

  // ---- a hung database ----------------------------------------------------------------------
  log("stall: the shared PostgreSQL stopped (SIGSTOP) for 20 s under shoppers' reads");
  const hung = await hungDatabase({
    clusterDir: path.join(runDir, "shared", "pg"),
    servers: [a, b, c],
    shoppers,
    stopMs: 20_000,
  });
  log(`hung database: ${JSON.stringify(hung.figures)}`);
  checks.push(...hung.checks);
  results.hungDatabase = hung.figures;

  // ---- embedded PostgreSQL after its app is killed ------------------------------------------
  log("fault: kill -9 of an app that owns its embedded PostgreSQL, twice");
  const embedded = await embeddedRestarts({ app: processE, dataDir: embeddedDir });
  for (const round of embedded.rounds)
    checks.push({ name: `embedded restart: ${round.name}`, ok: round.ok, detail: round.detail });
  checks.push(embedded.cleanStop);
  results.embedded = embedded.rounds;

  // ---- the servers' own logs ----------------------------------------------------------------
  await Promise.all([processA.stop(), processB.stop(), processC.stop(), proxy.stop()]);
  const logs = scanServerLogs(
    [processA.logFile, processB.logFile, processC.logFile, processE.logFile, ...stalledLogs],
    [...[...shoppers, ...payers].map((s) => s.cookie.split("=")[1]!), ...stalledCookies],
  );
  checks.push(logs);

  exitCode = checks.every((c) => c.ok) ? 0 : 1;
  results.checks = checks;
  results.passed = exitCode === 0;
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/soak.json", JSON.stringify(results, null, 2));
} catch (err) {
  console.error(err);
  checks.push({ name: "soak ran to the end", ok: false, detail: String(err) });
} finally {
  await Promise.allSettled([
    processA.stop(),
    processB.stop(),
    processC.stop(),
    processE.stop(),
    proxy.stop(),
  ]);
  await database.close();
  await postgres.stop();
  if (process.env.SOAK_KEEP !== "1") fs.rmSync(runDir, { recursive: true, force: true });
  else log(`data and server logs kept in ${runDir}`);
}

console.log("\nSoak summary");
for (const check of checks)
  console.log(`  ${check.ok ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}`);
const load = results.load as ReturnType<Recorder["summary"]> | undefined;
if (load) {
  console.log(
    `\n  load: ${load.requests} requests in ${load.seconds} s, ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, max ${load.maxMs} ms`,
  );
  console.log(
    `  machine: ${results.machine}; load average ${results.loadAverageAtStart} before, ${results.loadAverageAfterLoad} after the load`,
  );
  for (const [what, n] of Object.entries(load.expectedRefusals))
    console.log(`  expected, not errors: ${n} × ${what}`);
}
console.log(`\n${exitCode === 0 ? "SOAK PASSED" : "SOAK FAILED"} (details in reports/soak.json)`);
process.exit(exitCode);
