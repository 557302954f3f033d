/**
 * npm run bench:facets: only the facet and sort ratios of npm run bench (issue 17), on a fresh
 * embedded database with the seeded catalogue.
 */
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.js";
import { measureFacets } from "./lib/facets.js";
import { startAppServer } from "./lib/servers.js";

ensureBuild();
const app = await startAppServer(path.resolve(".data/bench-facets"), { NODE_ENV: "development" });
try {
  await measureFacets(app.baseUrl, (name, value, bar = "") =>
    console.log(`  ${name}: ${value}${bar ? `  (${bar})` : ""}`),
  );
} finally {
  await app.stop();
}
