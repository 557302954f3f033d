/**
 * npm run bench: builds, starts the production server on a fresh embedded database and measures it
 * side by side with a raw node:http server, printing one table. See docs/performance.md.
 * BENCH_MIX_SECONDS shortens the 30 s shopper's mix when trying something out;
 * BENCH_SECTIONS="api-reads,..." runs only the sections named (SECTIONS below).
 */
import os from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { ensureBuild } from "../scripts/ensure-build.js";
import { compareWithRaw, load, loadPages, median, type LoadResult } from "./lib/load.js";
import { measureFacets } from "./lib/facets.js";
import { measureLargeCatalogue } from "./lib/large-catalogue.js";
import { captureResponse, rssMiB, startAppServer, startRawServer } from "./lib/servers.js";
import { firstViewSize } from "./lib/web-size.js";
import { measureServerRendering } from "./lib/server-render.js";
import { lighthouseMedian } from "./lib/lighthouse.js";
import { clearCarts, seedShoppers } from "./lib/shoppers.js";
import { measureAdvisor } from "./lib/advisor.js";

/** The bench's sections, in the order they run. */
const SECTIONS = [
  "advisor",
  "web-size",
  "lighthouse",
  "api-reads",
  "facets",
  "server-render",
  "cart",
  "mix",
  "large-catalogue",
] as const;
type Section = (typeof SECTIONS)[number];
const chosen = process.env.BENCH_SECTIONS?.split(",").map((name) => name.trim());
for (const name of chosen ?? [])
  if (!SECTIONS.includes(name as Section))
    throw new Error(`BENCH_SECTIONS: no section "${name}" (${SECTIONS.join(", ")})`);
const runs = (section: Section) => !chosen || chosen.includes(section);

const rows: Array<[string, string, string]> = [];
const row = (name: string, value: string, bar = "") => {
  rows.push([name, value, bar]);
  console.log(`  ${name}: ${value}${bar ? `  (${bar})` : ""}`);
};
const rps = (r: LoadResult) => r.requestsPerSecond.toFixed(0);
const failures = (r: LoadResult) => `${r.errors} errors, ${r.non2xx} non-2xx`;

/** The machine's load average over the last minute, to read beside a figure measured now. */
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

ensureBuild();
// First, while nothing else runs: the advisor's turns are measured in process.
if (runs("advisor")) measureAdvisor(row);
const dist = path.resolve("dist/pages/client");

const dataDir = path.resolve(".data/bench");
const app = await startAppServer(dataDir, { NODE_ENV: "development" });
try {
  row("server RSS idle", `${rssMiB(app.pid).toFixed(0)} MiB`);
  const products = (await (await fetch(`${app.baseUrl}/api/products`)).json()) as {
    id: number;
    offer: { unit: string };
  }[];
  const productId = products[0]!.id;
  // A per-firm licence is bought once (a second add is refused): the adds use the products a
  // shopper can add again and again (per user, client or return), as the limits below assume.
  const addable = products.filter((p) => p.offer.unit !== "per_firm");

  const pages = [
    ["/", "/"],
    ["/products", "/products"],
    ["/products/{id}", `/products/${productId}`],
    ["/free-resources", "/free-resources"],
  ] as const;
  for (const [route, url] of runs("web-size") ? pages : []) {
    const size = await firstViewSize(app.baseUrl, url, dist);
    row(`${route} first view JS (gzip)`, `${size.jsKB.toFixed(1)} KB`, "bar <= 120 KB");
    row(`${route} first view CSS (gzip)`, `${size.cssKB.toFixed(1)} KB`);
  }

  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  for (const [route, url] of runs("lighthouse") ? pages : []) {
    const lh = await lighthouseMedian(`${app.baseUrl}${url}`, lighthouseRuns);
    row(
      `Lighthouse ${route} performance (mobile, median of ${lighthouseRuns})`,
      String(lh.score),
      "bar >= 95",
    );
    row(
      `Lighthouse ${route} LCP / TBT / CLS`,
      `${(lh.lcpMs / 1000).toFixed(2)} s / ${lh.tbtMs.toFixed(0)} ms / ${lh.cls.toFixed(3)}`,
      "LCP bar <= 1.5 s, CLS bar 0",
    );
    row(`Lighthouse ${route} SEO`, String(lh.seo), "bar 100");
  }

  if (runs("api-reads")) {
    // The reads are measured in a server that has rendered pages, as Lighthouse leaves it: a
    // fresh one answers them measurably cheaper.
    if (!runs("lighthouse"))
      await loadPages(
        app.baseUrl,
        pages.map(([, url]) => url),
      );
    for (const route of ["/api/config", "/api/products", `/api/products/${productId}`]) {
      const captured = await captureResponse(`${app.baseUrl}${route}`);
      const raw = await startRawServer(captured.body, captured.headers);
      try {
        const loadBefore = loadAverage();
        const result = await compareWithRaw(
          { url: `${app.baseUrl}${route}`, pid: app.pid },
          { url: `${raw.baseUrl}${route}`, pid: raw.pid },
        );
        const name = route.replace(/\/\d+$/, "/{id}");
        row(
          `GET ${name} req/s (ours / raw)`,
          `${result.oursRps.toFixed(0)} / ${result.rawRps.toFixed(0)}`,
        );
        row(
          `GET ${name} ratio to raw node:http`,
          `${result.ratio.toFixed(2)}x (load average ${loadBefore} before, ${loadAverage()} after)`,
          name === "/api/config" ? "" : "bar >= 0.8x",
        );
        row(
          `GET ${name} server CPU per request (ours / raw)`,
          `${result.oursCpuUs!.toFixed(1)} / ${result.rawCpuUs!.toFixed(1)} µs`,
        );
        row(`GET ${name} p99 (ours / raw)`, `${result.oursP99} ms / ${result.rawP99} ms`);
      } finally {
        await raw.stop();
      }
    }
  }

  if (runs("facets")) await measureFacets(app.baseUrl, row);
  if (runs("server-render")) await measureServerRendering(app.baseUrl, dataDir, productId, row);

  if (runs("cart") || runs("mix")) {
    // Enough shoppers that none reaches the per-user limit on adds (120 a minute) in the 30 s mix
    // at this server's rate: 2,000 shoppers share about 4,000 adds a second before any reaches it.
    const shoppers = await seedShoppers(dataDir, 2000);
    const cookie = shoppers[0]!;
    const signedIn = { cookie };
    const anyShopper = () => shoppers[Math.floor(Math.random() * shoppers.length)]!;
    const clearCart = () => clearCarts(dataDir);
    // Adds spread over every product and every shopper, so no line reaches the quantity limit and
    // no shopper the per-user add limit within a round.
    const addRandomProduct = {
      method: "POST" as const,
      path: "/api/cart",
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        headers: {
          ...request.headers,
          cookie: anyShopper(),
          "content-type": "application/json",
        },
        body: JSON.stringify({
          productId: addable[Math.floor(Math.random() * addable.length)]!.id,
          quantity: 1,
        }),
      }),
    };

    if (runs("cart")) {
      await clearCart();
      await fetch(`${app.baseUrl}/api/cart`, {
        method: "POST",
        headers: { ...signedIn, "content-type": "application/json" },
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      await load({
        url: `${app.baseUrl}/api/cart`,
        headers: signedIn,
        seconds: 2,
      });
      const cartGets: LoadResult[] = [];
      for (let i = 0; i < 3; i++) {
        cartGets.push(await load({ url: `${app.baseUrl}/api/cart`, headers: signedIn }));
      }
      const cartGetP99 = median(cartGets.map((r) => r.p99Ms));
      row(
        "signed-in GET /api/cart req/s (median of 3)",
        median(cartGets.map((r) => r.requestsPerSecond)).toFixed(0),
      );
      row("signed-in GET /api/cart p99 at 50 connections", `${cartGetP99} ms`, "bar <= 25 ms");
      row("signed-in GET /api/cart failures", failures(cartGets.at(-1)!));

      const cartPosts: LoadResult[] = [];
      for (let i = 0; i < 3; i++) {
        await clearCart();
        cartPosts.push(await load({ url: `${app.baseUrl}`, requests: [addRandomProduct] }));
      }
      row(
        "signed-in POST /api/cart req/s (median of 3)",
        median(cartPosts.map((r) => r.requestsPerSecond)).toFixed(0),
      );
      row(
        "signed-in POST /api/cart p99 at 50 connections",
        `${median(cartPosts.map((r) => r.p99Ms))} ms`,
      );
      row("signed-in POST /api/cart failures", failures(cartPosts.at(-1)!));
    }

    if (runs("mix")) {
      await clearCart();
      const mixSeconds = Number(process.env.BENCH_MIX_SECONDS ?? 30);
      // Each connection is one shopper at a time: a new one at every browse, kept through the
      // product page, the add and the cart view.
      type Visit = { cookie?: string };
      const as = (
        context: Visit,
        request: autocannon.Request,
        extra: Partial<autocannon.Request>,
      ) => ({
        ...request,
        ...extra,
        headers: {
          ...request.headers,
          ...extra.headers,
          cookie: context.cookie!,
        },
      });
      const randomProductId = () => products[Math.floor(Math.random() * products.length)]!.id;
      const mix = await load({
        url: app.baseUrl,
        seconds: mixSeconds,
        requests: [
          {
            method: "GET",
            path: "/api/products",
            setupRequest: (request: autocannon.Request, context: Visit) => {
              context.cookie = anyShopper();
              return as(context, request, {});
            },
          },
          {
            method: "GET",
            setupRequest: (request: autocannon.Request, context: Visit) =>
              as(context, request, {
                path: `/api/products/${randomProductId()}`,
              }),
          },
          {
            method: "POST",
            path: "/api/cart",
            setupRequest: (request: autocannon.Request, context: Visit) =>
              as(context, request, {
                headers: { "content-type": "application/json" },
                body: JSON.stringify({
                  productId: addable[Math.floor(Math.random() * addable.length)]!.id,
                  quantity: 1,
                }),
              }),
          },
          {
            method: "GET",
            path: "/api/cart",
            setupRequest: (request: autocannon.Request, context: Visit) => as(context, request, {}),
          },
        ],
      });
      row(`shopper's mix (browse, product, add, cart) ${mixSeconds} s req/s`, rps(mix));
      row("shopper's mix p99", `${mix.p99Ms} ms`);
      row("shopper's mix failures", failures(mix));
    }
  }
  row("server RSS after load", `${rssMiB(app.pid).toFixed(0)} MiB`);
} finally {
  await app.stop();
}

if (runs("large-catalogue")) await measureLargeCatalogue(row);

console.log("\n| measure | value | bar |\n|---|---|---|");
for (const [name, value, bar] of rows) console.log(`| ${name} | ${value} | ${bar} |`);
