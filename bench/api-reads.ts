/**
 * npm run bench:api: the catalogue's cached reads (GET /api/products/{id}, /api/config) against
 * a raw node:http server and a bare Fastify app sending the same bytes and headers, each in its
 * own process, in alternating rounds: requests/s and the server's CPU per request (from /proc,
 * steadier than requests/s on a shared machine). The bare app says what Fastify itself costs
 * over raw node:http; the rest of ours is the app's plugins and hooks. Pages are rendered first,
 * as Lighthouse does before the API reads of npm run bench. BENCH_API_BUILDS="name=path/to/main.js,..." adds other
 * builds of the server (an A/B in the same run), BENCH_API_ROUTES="/api/config" measures only
 * the routes named, BENCH_API_ROUNDS changes the number of 5 s rounds (3).
 */
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.js";
import { load, loadPages, median } from "./lib/load.js";
import {
  captureResponse,
  cpuSeconds,
  startAppServer,
  startBareFastifyServer,
  startRawServer,
  type RunningServer,
} from "./lib/servers.js";

ensureBuild();
const rounds = Number(process.env.BENCH_API_ROUNDS ?? 3);
const servers: RunningServer[] = [];
try {
  const ours = await startAppServer(path.resolve(".data/bench-api"), {
    NODE_ENV: "development",
  });
  servers.push(ours);
  const builds: Array<[string, RunningServer]> = [];
  for (const build of process.env.BENCH_API_BUILDS?.split(",") ?? []) {
    const [name, bundle] = build.split("=") as [string, string];
    const dataDir = path.resolve(`.data/bench-api-${name}`);
    const server = await startAppServer(dataDir, { NODE_ENV: "development" }, { bundle });
    servers.push(server);
    builds.push([`ours (${name})`, server]);
  }
  const products = (await (await fetch(`${ours.baseUrl}/api/products`)).json()) as { id: number }[];
  const id = products[0]!.id;
  for (const app of [ours, ...builds.map(([, server]) => server)]) {
    await loadPages(app.baseUrl, ["/", "/products", `/products/${id}`, "/free-resources"]);
  }

  const only = process.env.BENCH_API_ROUTES?.split(",");
  const routes = [
    {
      name: "/api/products/{id}",
      pattern: "/api/products/:id",
      url: `/api/products/${id}`,
    },
    { name: "/api/config", pattern: "/api/config", url: "/api/config" },
  ].filter((route) => !only || only.includes(route.name));
  const captured = await Promise.all(
    routes.map(async (route) => ({
      ...route,
      ...(await captureResponse(`${ours.baseUrl}${route.url}`)),
    })),
  );
  const bare = await startBareFastifyServer(
    captured.map(({ pattern, body, headers }) => ({
      route: pattern,
      body,
      headers,
    })),
  );
  servers.push(bare);

  console.log(`| route | server | req/s | CPU µs/request | ratio to raw (req/s) |`);
  console.log(`|---|---|---|---|---|`);
  for (const route of captured) {
    const raw = await startRawServer(route.body, route.headers);
    servers.push(raw);
    const sides = [
      ["raw node:http", raw],
      ["bare Fastify", bare],
      ["ours", ours],
      ...builds,
    ] as const;
    const measured = new Map<string, { rps: number[]; cpu: number[] }>(
      sides.map(([name]) => [name, { rps: [], cpu: [] }]),
    );
    for (const [, server] of sides)
      await load({ url: `${server.baseUrl}${route.url}`, seconds: 2 });
    for (let i = 0; i < rounds; i++) {
      for (const [name, server] of sides) {
        const before = cpuSeconds(server.pid);
        const result = await load({ url: `${server.baseUrl}${route.url}` });
        const cpu = cpuSeconds(server.pid) - before;
        if (result.errors || result.non2xx) throw new Error(`${name}: ${JSON.stringify(result)}`);
        const requests = result.requestsPerSecond * 5;
        measured.get(name)!.rps.push(result.requestsPerSecond);
        measured.get(name)!.cpu.push((cpu / requests) * 1e6);
      }
    }
    const rawRps = median(measured.get("raw node:http")!.rps);
    for (const [name] of sides) {
      const { rps, cpu } = measured.get(name)!;
      console.log(
        `| ${route.name} | ${name} | ${median(rps).toFixed(0)} | ${median(cpu).toFixed(1)} | ${(median(rps) / rawRps).toFixed(2)}x |`,
      );
    }
    await raw.stop();
    servers.splice(servers.indexOf(raw), 1);
  }
} finally {
  for (const server of servers) await server.stop();
}
