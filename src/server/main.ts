import path from "node:path";
import type { ServerBuild } from "react-router";
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
const app = dev ? await buildDevApp() : await buildApp({ config, db: database.db });

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

/**
 * One port for API and pages, with hot reload: Vite's middleware serves the browser's modules,
 * and the pages are rendered with the server build as Vite makes it from the sources.
 */
async function buildDevApp() {
  const { createServer } = await import("vite");
  const middie = (await import("@fastify/middie")).default;
  // Vite's server needs the app's HTTP server (its hot-reload socket shares the port), and the
  // app's pages need Vite's server build: the app asks for it once both exist.
  let viteReady!: (server: Awaited<ReturnType<typeof createServer>>) => void;
  const vite = new Promise<Awaited<ReturnType<typeof createServer>>>((resolve) => {
    viteReady = resolve;
  });
  const devApp = await buildApp({
    config: config!,
    db: database.db,
    dev: true,
    devPages: async () =>
      (await vite).ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const server = await createServer({
    configFile: path.join(projectRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: devApp.server } },
    appType: "custom",
  });
  viteReady(server);
  await devApp.register(middie);
  devApp.use((req, res, next) => {
    if (/^\/(api|healthz|readyz)(\/|$|\?)/.test(req.url ?? "")) return next();
    server.middlewares(req, res, next);
  });
  devApp.addHook("onClose", () => server.close());
  return devApp;
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
