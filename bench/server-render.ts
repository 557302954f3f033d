/**
 * npm run bench:ssr: only the server-rendering part of npm run bench (GET /products/{id} against
 * a static file), for working on the renderer. The server runs as in production (React's
 * production build): the figure is what a real deployment renders.
 */
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.js";
import { measureServerRendering } from "./lib/server-render.js";
import { startAppServer } from "./lib/servers.js";

ensureBuild();
const dataDir = path.resolve(".data/bench-ssr");
const app = await startAppServer(dataDir, { NODE_ENV: "production" });
const rows: Array<[string, string, string]> = [];
try {
  const page = (await (await fetch(`${app.baseUrl}/api/products?limit=1`)).json()) as {
    items: { id: number }[];
  };
  await measureServerRendering(app.baseUrl, dataDir, page.items[0]!.id, (name, value, bar = "") => {
    rows.push([name, value, bar]);
    console.log(`  ${name}: ${value}`);
  });
} finally {
  await app.stop();
}
console.log("\n| measure | value | bar |\n|---|---|---|");
for (const [name, value, bar] of rows) console.log(`| ${name} | ${value} | ${bar} |`);
