import path from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { projectRoot } from "./lib/project-root.js";
import { isConnectionFailure } from "./db/availability.js";
import { openDatabase } from "./db/open.js";
import { databaseStartFailure, listenFailure, shownPostgresLine } from "./start-failure.js";
import { startupBanner } from "./startup-banner.js";

const dev = process.argv.includes("--dev");

/** A start that cannot go on ends with one plain line on stderr and exit code 1 (finding 11). */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config, (text) => {
    for (const line of text.split("\n"))
      if (line.trim() && shownPostgresLine(line)) console.error(line.trim());
  });
} catch (err) {
  fail(databaseStartFailure(config, err));
}
const app = await buildApp({ config, db: database.db, dev });

// pg-boss 10 records a finished job without awaiting it (src/manager.js, `this.complete(...)`):
// when PostgreSQL goes away at that moment, the rejection is unhandled. The server outlives a
// database outage (decision 0111), so a lost connection there is logged and the job is retried
// when it expires; any other unhandled rejection still ends the process, as Node would.
process.on("unhandledRejection", (reason) => {
  if (!isConnectionFailure(reason)) throw reason;
  app.log.warn(
    { reason: String((reason as Error).message) },
    "database unavailable to a background job",
  );
});

if (dev) {
  // One port for API and client: Vite's middleware serves the client with hot reload.
  const { createServer } = await import("vite");
  const middie = (await import("@fastify/middie")).default;
  const vite = await createServer({
    configFile: path.join(projectRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "spa",
  });
  await app.register(middie);
  app.use((req, res, next) => {
    if (/^\/(api|healthz|readyz)(\/|$|\?)/.test(req.url ?? "")) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook("onClose", () => vite.close());
}

/** The app first (no request left using the database), then the pool, then PostgreSQL. */
async function closeAll() {
  await app.close().catch(() => {});
  await database.close().catch(() => {});
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await closeAll();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  closing = true;
  await closeAll();
  fail(listenFailure(config, err));
}
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
console.log(startupBanner(config, port).join("\n"));
