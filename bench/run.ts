/**
 * npm run bench: builds, starts the production server on a fresh embedded database and measures it
 * side by side with a raw node:http server, printing one table. See docs/performance.md.
 */
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.js";
import { compareWithRaw, load } from "./lib/load.js";
import { captureResponse, rssMiB, startAppServer, startRawServer } from "./lib/servers.js";
import { firstViewSize } from "./lib/web-size.js";

const rows: Array<[string, string, string]> = [];
const row = (name: string, value: string, bar = "") => {
  rows.push([name, value, bar]);
  console.log(`  ${name}: ${value}${bar ? `  (${bar})` : ""}`);
};

ensureBuild();
const dist = path.resolve("dist/client");
const landing = firstViewSize(dist, ["features/landing/landing-page.tsx"]);
row("landing first view JS (gzip)", `${landing.jsKB.toFixed(1)} KB`, "bar <= 90 KB");
row("landing first view CSS (gzip)", `${landing.cssKB.toFixed(1)} KB`);

const app = await startAppServer(path.resolve(".data/bench"), { NODE_ENV: "development" });
try {
  row("server RSS idle", `${rssMiB(app.pid).toFixed(0)} MiB`);
  for (const route of ["/api/config", "/api/products"]) {
    const captured = await captureResponse(`${app.baseUrl}${route}`);
    const raw = await startRawServer(captured.body, captured.headers);
    try {
      const result = await compareWithRaw(
        { url: `${app.baseUrl}${route}` },
        { url: `${raw.baseUrl}${route}` },
      );
      row(
        `GET ${route} req/s (ours / raw)`,
        `${result.oursRps.toFixed(0)} / ${result.rawRps.toFixed(0)}`,
      );
      row(`GET ${route} ratio to raw node:http`, `${result.ratio.toFixed(2)}x`, "bar >= 0.8x");
      row(`GET ${route} p99`, `${result.oursP99} ms`);
    } finally {
      await raw.stop();
    }
  }
  const login = await fetch(`${app.baseUrl}/api/test-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userId: "customer_test_456" }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const signedIn = await load({ url: `${app.baseUrl}/api/auth/user`, headers: { cookie } });
  row("signed-in GET /api/auth/user p99 at 50 connections", `${signedIn.p99Ms} ms`);
  row("signed-in GET /api/auth/user req/s", signedIn.requestsPerSecond.toFixed(0));
  row("server RSS after load", `${rssMiB(app.pid).toFixed(0)} MiB`);
} finally {
  await app.stop();
}

console.log("\n| measure | value | bar |\n|---|---|---|");
for (const [name, value, bar] of rows) console.log(`| ${name} | ${value} | ${bar} |`);
