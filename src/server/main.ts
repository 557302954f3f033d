import path from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { buildApp, projectRoot } from "./app.js";
import { DataFolderBusyError } from "./db/embedded.js";
import { openDatabase } from "./db/open.js";
import { startupBanner } from "./startup-banner.js";

const dev = process.argv.includes("--dev");

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config, (line) => {
    if (/FATAL|PANIC/.test(line)) console.error(line.trim());
  });
} catch (err) {
  if (err instanceof DataFolderBusyError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const app = await buildApp({ config, db: database.db, dev });

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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
console.log(startupBanner(config, port).join("\n"));
