/**
 * The catalogue at scale: seeds 10,000 and then 100,000 products into the bench's own embedded
 * PostgreSQL, starts the production server on it and measures the plain list, one product, the
 * /products grid's first page and the ranked search (docs/performance.md, decision 0052).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { FACET_VALUES, FACETS, PRODUCT_SORTS } from "../../src/shared/product-facts.js";
import { PRODUCT_PAGE_SIZE } from "../../src/shared/products.js";
import { connect, ensureDatabase } from "../../src/server/db/client.js";
import { startEmbeddedPostgres } from "../../src/server/db/embedded.js";
import { runMigrations } from "../../src/server/db/migrate.js";
import { hashSessionId } from "../../src/server/plugins/sessions.js";
import { seed } from "../../src/server/db/seed/index.js";
import { generateProducts, SEARCHES, seededRandom, VENDORS } from "./generated-products.js";
import { compareWithRaw, load, median } from "./load.js";
import { freePort } from "../../src/server/test/free-port.js";
import { captureResponse, rssMiB, startAppServer, startRawServer } from "./servers.js";

export type Row = (name: string, value: string, bar?: string) => void;

const DATA_ROOT = path.resolve(".data/bench-catalogue");
const BATCH = 2000;

/** Inserts generated products until the table holds `size` rows; one statement per batch. */
export async function growCatalogue(pool: pg.Pool, size: number): Promise<void> {
  const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM products");
  for (let from = rows[0]!.n; from < size; from += BATCH) {
    const batch = generateProducts(from, Math.min(BATCH, size - from));
    await pool.query(
      `INSERT INTO products (slug, name, description, price, category, type, features, facts, is_active,
                            price_unit, price_term)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::text[],
                            $6::text[], $7::jsonb[], $8::jsonb[], $9::boolean[], $10::text[], $11::text[])`,
      [
        batch.map((p) => p.slug),
        batch.map((p) => p.name),
        batch.map((p) => p.description),
        batch.map((p) => p.price),
        batch.map((p) => p.category),
        batch.map((p) => p.type),
        batch.map((p) => (p.features ? JSON.stringify(p.features) : null)),
        batch.map((p) => JSON.stringify(p.facts)),
        batch.map((p) => p.isActive),
        batch.map((p) => p.offer.unit),
        batch.map((p) => p.offer.term),
      ],
    );
  }
  // What autovacuum would do in time: statistics for the planner, GIN pending lists merged.
  await pool.query("VACUUM ANALYZE products");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;

interface LatencyResult {
  p50: number;
  p95: number;
  requestsPerSecond: number;
  failures: number;
  /** The median number of products a search matched (its total). */
  medianMatches: number;
  /** The kinds of request with the highest p95: "kind p95 ms (count)". */
  slowest: string;
}

/** Each request's latency by what it asked (its search, page or counts), to find the slow ones. */
class Latencies {
  readonly all: number[] = [];
  readonly byKind = new Map<string, number[]>();
  add(kind: string, ms: number) {
    this.all.push(ms);
    const list = this.byKind.get(kind) ?? [];
    list.push(ms);
    this.byKind.set(kind, list);
  }
}

/** The kinds with the highest p95 (of those asked at least 3 times). */
function slowestKinds(latencies: Latencies, count = 5): string {
  return [...latencies.byKind]
    .filter(([, list]) => list.length >= 3)
    .map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return { kind, p95: percentile(list, 0.95), n: list.length };
    })
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, count)
    .map(({ kind, p95, n }) => `${kind} ${p95.toFixed(1)} ms (${n})`)
    .join("; ");
}

/** A load loop's figures: latencies in ms, the totals its answers gave, failures, since `started`. */
function summarise(
  started: number,
  latencies: Latencies,
  matches: number[],
  failures: number,
): LatencyResult {
  const elapsed = (performance.now() - started) / 1000;
  const all = latencies.all.sort((a, b) => a - b);
  return {
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    requestsPerSecond: all.length / elapsed,
    failures,
    medianMatches: median(matches),
    slowest: slowestKinds(latencies),
  };
}

/**
 * Searches no shopper has typed before in this run: each of the shoppers' searches with a
 * vendor's name ("payroll copperline"), with or without a category, in a seeded shuffled order,
 * each asked once (about 5,000 before the list starts again). Against the searches of
 * SEARCHES, which many shoppers type, these say what a search costs when no process has
 * answered it yet (decision 0237).
 */
export function variedSearches(seed: number): () => { q: string; category?: string } {
  const random = seededRandom(seed);
  const all = SEARCHES.flatMap((search) =>
    VENDORS.flatMap((vendor) =>
      [undefined, "software", "saas", "templates"].map((category) => ({
        q: `${search} ${vendor.toLowerCase()}`,
        category,
      })),
    ),
  );
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  let next = 0;
  return () => all[next++ % all.length]!;
}

/** The searches many shoppers type (SEARCHES), now and then within a category. */
function popularSearches(seed: number): () => { q: string; category?: string } {
  const random = seededRandom(seed);
  const categories = ["software", "saas", "templates"];
  return () => ({
    q: SEARCHES[Math.floor(random() * SEARCHES.length)]!,
    category: random() < 0.3 ? categories[Math.floor(random() * 3)] : undefined,
  });
}

/** `concurrency` shoppers searching back to back for `seconds`, each with a browser's encodings. */
export async function searchLoop(
  baseUrl: string,
  concurrency: number,
  seconds: number,
  nextSearch = popularSearches(concurrency * 7919),
): Promise<LatencyResult> {
  const nextParams = () => {
    const { q, category } = nextSearch();
    const params = new URLSearchParams({ q, limit: String(PRODUCT_PAGE_SIZE) });
    if (category) params.set("category", category);
    return params;
  };
  const latencies = new Latencies();
  const matches: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const params = nextParams();
        const start = performance.now();
        const response = await fetch(`${baseUrl}/api/products?${params}`, {
          headers: { "accept-encoding": "gzip, deflate, br" },
        }).catch(() => undefined);
        if (response?.ok) matches.push(((await response.json()) as { total: number }).total);
        else failures++;
        latencies.add(`"${params.get("q")}"`, performance.now() - start);
      }
    }),
  );
  return summarise(started, latencies, matches, failures);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const label = (size: number) => size.toLocaleString("en-US");

async function measureSearch(row: Row, baseUrl: string, size: number) {
  await searchLoop(baseUrl, 4, 2); // warm-up: plans, caches, JIT
  const alone = await searchLoop(baseUrl, 1, 8);
  row(
    `${label(size)} products: search p95, one shopper (p50)`,
    `${ms(alone.p95)} (${ms(alone.p50)}), ${alone.failures} failures, median ${alone.medianMatches} matches`,
  );
  const busy = await searchLoop(baseUrl, 10, 10);
  row(
    `${label(size)} products: search p95 at 10 concurrent (p50, req/s)`,
    `${ms(busy.p95)} (${ms(busy.p50)}, ${busy.requestsPerSecond.toFixed(0)} req/s), ${busy.failures} failures`,
  );
  row(`${label(size)} products: slowest searches, one shopper (p95)`, alone.slowest);
  row(`${label(size)} products: slowest searches at 10 concurrent (p95)`, busy.slowest);
  // The same, with searches no one asked before (no process has their answer yet).
  const varied = variedSearches(size);
  const variedAlone = await searchLoop(baseUrl, 1, 8, varied);
  row(
    `${label(size)} products: search never asked before p95, one shopper (p50)`,
    `${ms(variedAlone.p95)} (${ms(variedAlone.p50)}), ${variedAlone.failures} failures, median ${variedAlone.medianMatches} matches`,
  );
  const variedBusy = await searchLoop(baseUrl, 10, 10, varied);
  row(
    `${label(size)} products: search never asked before p95 at 10 concurrent (p50, req/s)`,
    `${ms(variedBusy.p95)} (${ms(variedBusy.p50)}, ${variedBusy.requestsPerSecond.toFixed(0)} req/s), ${variedBusy.failures} failures`,
  );
}

/**
 * The faceted /products screen (issue 21's bar): each step asks, as the screen does at once, for a
 * page (two facets with one or two values each, a sort, half the time a search; a third of the
 * time the next page by its cursor) and for the facet counts of the same filters. Each request's
 * latency counts; p95 over both kinds.
 */
export async function facetLoop(
  baseUrl: string,
  concurrency: number,
  seconds: number,
): Promise<LatencyResult> {
  const random = seededRandom(concurrency * 104729);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const nextQuery = () => {
    const params = new URLSearchParams();
    if (random() < 0.5) params.set("q", pick(SEARCHES));
    const facets = [...FACETS].sort(() => random() - 0.5).slice(0, 2);
    for (const facet of facets) {
      const values = new Set([pick(FACET_VALUES[facet]), pick(FACET_VALUES[facet])]);
      params.set(facet, [...values].slice(0, 1 + Math.floor(random() * 2)).join(","));
    }
    params.set("sort", pick(PRODUCT_SORTS));
    // The price and trial filters people reach for (decision 0230), now and then.
    const price = random();
    if (price < 0.15) {
      params.set("priceBasis", "month");
      params.set("maxPrice", "100");
    } else if (price < 0.3) {
      params.set("priceBasis", "once");
      params.set("minPrice", "500");
    }
    if (random() < 0.15) params.set("trial", "true");
    return params;
  };
  const latencies = new Latencies();
  const matches: number[] = [];
  let failures = 0;
  const timed = async (url: string, kind: string) => {
    const start = performance.now();
    const response = await fetch(url, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    }).catch(() => undefined);
    const body = response?.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
    if (!body) failures++;
    latencies.add(kind, performance.now() - start);
    return body;
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const query = nextQuery();
        const counts = new URLSearchParams(query);
        counts.delete("sort");
        query.set("limit", String(PRODUCT_PAGE_SIZE));
        const kind = `${query.has("q") ? "searched" : "unsearched"} ${query.get("sort")}`;
        const [page] = await Promise.all([
          timed(`${baseUrl}/api/products?${query}`, `page, ${kind}`),
          timed(
            `${baseUrl}/api/products/facets?${counts}`,
            `counts, ${query.has("q") ? "searched" : "unsearched"}`,
          ),
        ]);
        if (page) matches.push(page.total as number);
        if (page?.nextCursor && random() < 0.33) {
          query.set("cursor", page.nextCursor as string);
          await timed(`${baseUrl}/api/products?${query}`, `next page, ${kind}`);
        }
      }
    }),
  );
  return summarise(started, latencies, matches, failures);
}

async function measureFacetedList(row: Row, baseUrl: string, size: number) {
  await facetLoop(baseUrl, 4, 2); // warm-up
  const alone = await facetLoop(baseUrl, 1, 8);
  row(
    `${label(size)} products: faceted list + counts p95, one shopper (p50)`,
    `${ms(alone.p95)} (${ms(alone.p50)}), ${alone.failures} failures, median ${alone.medianMatches} matches`,
  );
  const busy = await facetLoop(baseUrl, 10, 10);
  row(
    `${label(size)} products: faceted list + counts p95 at 10 concurrent (p50, req/s)`,
    `${ms(busy.p95)} (${ms(busy.p50)}, ${busy.requestsPerSecond.toFixed(0)} req/s), ${busy.failures} failures, median ${busy.medianMatches} matches`,
  );
  row(`${label(size)} products: slowest faceted requests, one shopper (p95)`, alone.slowest);
  row(`${label(size)} products: slowest faceted requests at 10 concurrent (p95)`, busy.slowest);
}

/**
 * The admin's product list searched as an admin types (GET /api/admin/products/page with a
 * search from the shoppers' list, now and then a category, a status or a price), by `concurrency`
 * admins at once for `seconds`.
 */
export async function adminSearchLoop(
  baseUrl: string,
  cookie: string,
  concurrency: number,
  seconds: number,
): Promise<LatencyResult> {
  const random = seededRandom(concurrency * 31337);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const latencies = new Latencies();
  const matches: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const params = new URLSearchParams({ q: pick(SEARCHES) });
        if (random() < 0.3) params.set("category", pick(["software", "saas", "templates"]));
        if (random() < 0.2) params.set("status", "inactive");
        if (random() < 0.2) {
          params.set("priceBasis", "once");
          params.set("maxPrice", "1000");
        }
        const start = performance.now();
        const response = await fetch(`${baseUrl}/api/admin/products/page?${params}`, {
          headers: { cookie, "accept-encoding": "gzip, deflate, br" },
        }).catch(() => undefined);
        if (response?.ok) matches.push(((await response.json()) as { total: number }).total);
        else failures++;
        latencies.add(`"${params.get("q")}"`, performance.now() - start);
      }
    }),
  );
  return summarise(started, latencies, matches, failures);
}

/** An administrator's session written straight into the database, as a Cookie header. */
async function adminCookie(pool: pg.Pool): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await pool.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)", [
    hashSessionId(raw),
    "admin_test_123",
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  ]);
  return `ch_session=${raw}`;
}

async function measureAdminSearch(row: Row, baseUrl: string, size: number, cookie: string) {
  await adminSearchLoop(baseUrl, cookie, 2, 2); // warm-up
  const alone = await adminSearchLoop(baseUrl, cookie, 1, 8);
  row(
    `${label(size)} products: admin search p95, one admin (p50)`,
    `${ms(alone.p95)} (${ms(alone.p50)}), ${alone.failures} failures, median ${alone.medianMatches} matches`,
  );
  const busy = await adminSearchLoop(baseUrl, cookie, 10, 8);
  row(
    `${label(size)} products: admin search p95 at 10 concurrent (p50, req/s)`,
    `${ms(busy.p95)} (${ms(busy.p50)}, ${busy.requestsPerSecond.toFixed(0)} req/s), ${busy.failures} failures`,
  );
  row(`${label(size)} products: slowest admin searches, one admin (p95)`, alone.slowest);
  row(`${label(size)} products: slowest admin searches at 10 concurrent (p95)`, busy.slowest);
}

/** The /products grid's first page, as a browser asks for it: 3 rounds of 50 connections. */
async function measureFirstPage(row: Row, baseUrl: string, size: number) {
  const url = `${baseUrl}/api/products?limit=${PRODUCT_PAGE_SIZE}`;
  const headers = { "accept-encoding": "br" };
  await load({ url, headers, seconds: 2 });
  const rounds = [];
  for (let i = 0; i < 3; i++) rounds.push(await load({ url, headers }));
  row(
    `${label(size)} products: GET /api/products?limit=${PRODUCT_PAGE_SIZE} req/s, p99`,
    `${median(rounds.map((r) => r.requestsPerSecond)).toFixed(0)}, ${median(rounds.map((r) => r.p99Ms))} ms, ${rounds.reduce((n, r) => n + r.errors + r.non2xx, 0)} failures`,
  );
}

/**
 * "People also compare": the first call for 40 products spread over the catalogue, one at a time
 * (each is cached per product afterwards, so only first calls say what the statement costs).
 */
async function measureRelated(row: Row, baseUrl: string, pool: pg.Pool, size: number) {
  const { rows } = await pool.query<{ id: number }>(
    "SELECT id FROM products WHERE is_active ORDER BY id",
  );
  const step = Math.floor(rows.length / 40);
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/api/products/${rows[i * step]!.id}/related`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok) failures++;
  }
  times.sort((a, b) => a - b);
  row(
    `${label(size)} products: related products first call, 40 products p50 / p95 / max`,
    `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))} / ${ms(times.at(-1)!)}, ${failures} failures`,
  );
}

/** The spec's plain list: its size, and how long the first call takes to build the cache. */
async function measurePlainListBuild(row: Row, baseUrl: string, size: number) {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/products`, {
    headers: { "accept-encoding": "identity" },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  row(
    `${label(size)} products: plain GET /api/products first call (builds the cache), size`,
    `${((performance.now() - start) / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
}

/** The same side-by-side figures as the small catalogue's, for the list and one product. */
async function measureAgainstRaw(row: Row, baseUrl: string, size: number) {
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as {
    id: number;
  }[];
  const middle = products[Math.floor(products.length / 2)]!.id;
  for (const route of ["/api/products", `/api/products/${middle}`]) {
    const captured = await captureResponse(`${baseUrl}${route}`);
    const raw = await startRawServer(captured.body, captured.headers);
    try {
      const result = await compareWithRaw(
        { url: `${baseUrl}${route}` },
        { url: `${raw.baseUrl}${route}` },
      );
      const name = `${label(size)} products: GET ${route.replace(/\/\d+$/, "/{id}")}`;
      row(
        `${name} req/s (ours / raw)`,
        `${result.oursRps.toFixed(0)} / ${result.rawRps.toFixed(0)}`,
      );
      row(
        `${name} ratio, p99 (ours / raw)`,
        `${result.ratio.toFixed(2)}x, ${result.oursP99} ms / ${result.rawP99} ms, ${result.errors} failures`,
      );
    } finally {
      await raw.stop();
    }
  }
}

/** What of the server's RSS is V8's heap and the buffers outside it, from its metrics listener. */
async function heapFigures(port: number): Promise<string> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const mib = (name: string) => {
    const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1];
    return value === undefined ? "?" : (Number(value) / 1024 / 1024).toFixed(0);
  };
  return `V8 heap ${mib("nodejs_heap_size_used_bytes")} used of ${mib("nodejs_heap_size_total_bytes")} MiB, external ${mib("nodejs_external_memory_bytes")} MiB`;
}

/**
 * With BENCH_CATALOGUE_KEEP=1 the database folder is kept after the run and used again by the
 * next one (the generated products are the same; only the missing ones are inserted).
 */
const KEEP_DATA = process.env.BENCH_CATALOGUE_KEEP === "1";

export async function measureLargeCatalogue(row: Row, sizes = [10_000, 100_000]): Promise<void> {
  if (!KEEP_DATA) fs.rmSync(DATA_ROOT, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres(DATA_ROOT);
  try {
    await ensureDatabase(postgres.url(), "countinghouse");
    const url = postgres.url("countinghouse");
    const database = connect(url, 2);
    try {
      await runMigrations(database.db);
      await seed(database.db);
      for (const size of sizes) {
        const seeding = performance.now();
        await growCatalogue(database.pool, size);
        row(
          `${label(size)} products: seeding (multi-row INSERT, VACUUM ANALYZE)`,
          `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
        );
        const metricsPort = await freePort();
        const app = await startAppServer(path.join(DATA_ROOT, "app"), {
          NODE_ENV: "development",
          DATABASE_URL: url,
          METRICS_PORT: String(metricsPort),
          METRICS_HOST: "127.0.0.1",
        });
        try {
          const rss = async (when: string) =>
            row(
              `${label(size)} products: server RSS ${when}`,
              `${rssMiB(app.pid).toFixed(0)} MiB (${await heapFigures(metricsPort)})`,
            );
          await rss("at the start");
          await measureSearch(row, app.baseUrl, size);
          await measureFacetedList(row, app.baseUrl, size);
          await measureAdminSearch(row, app.baseUrl, size, await adminCookie(database.pool));
          await measureFirstPage(row, app.baseUrl, size);
          await measureRelated(row, app.baseUrl, database.pool, size);
          // What the searches and listings hold, before the plain list streams the catalogue.
          await rss("after the searches and listings");
          await measurePlainListBuild(row, app.baseUrl, size);
          // The plain list of a large catalogue is tens of MiB a response: it is measured once.
          if (size <= 10_000) await measureAgainstRaw(row, app.baseUrl, size);
          await rss("after");
        } finally {
          await app.stop();
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await postgres.stop();
    if (!KEEP_DATA) fs.rmSync(DATA_ROOT, { recursive: true, force: true });
  }
}
