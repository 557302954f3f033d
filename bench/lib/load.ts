import autocannon from "autocannon";
import { cpuSeconds } from "./servers.js";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
  /** The server's process: its CPU time is read around each measured run (measureRates). */
  pid?: number;
}

/** One autocannon run against a loopback URL. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    requests: options.requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface Rate {
  rps: number;
  p99: number;
  errors: number;
  /**
   * The server's CPU time (user + system) per request, in µs, when its pid was given: steadier
   * than requests/s on a shared machine, where a process's share of the cores varies.
   */
  cpuUs?: number;
}

/**
 * Several loads measured in alternating rounds after a short warm-up each (machines here are
 * noisy: only ratios of medians mean anything).
 */
export async function measureRates<K extends string>(
  loads: Record<K, LoadOptions>,
  rounds = 3,
): Promise<Record<K, Rate>> {
  const keys = Object.keys(loads) as K[];
  for (const key of keys) await load({ ...loads[key], seconds: 2 });
  const runs = new Map<K, LoadResult[]>(keys.map((key) => [key, []]));
  const cpu = new Map<K, number[]>(keys.map((key) => [key, []]));
  for (let i = 0; i < rounds; i++)
    for (const key of keys) {
      const { pid, seconds = 5 } = loads[key];
      const before = pid === undefined ? 0 : cpuSeconds(pid);
      const result = await load(loads[key]);
      runs.get(key)!.push(result);
      if (pid !== undefined) {
        const requests = result.requestsPerSecond * seconds;
        cpu.get(key)!.push(((cpuSeconds(pid) - before) / requests) * 1e6);
      }
    }
  const rates = {} as Record<K, Rate>;
  for (const key of keys) {
    const results = runs.get(key)!;
    rates[key] = {
      rps: median(results.map((r) => r.requestsPerSecond)),
      p99: median(results.map((r) => r.p99Ms)),
      errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      ...(cpu.get(key)!.length ? { cpuUs: median(cpu.get(key)!) } : {}),
    };
  }
  return rates;
}

/** Our server against a raw node:http server sending the same bytes, in alternating rounds. */
export async function compareWithRaw(ours: LoadOptions, raw: LoadOptions, rounds = 3) {
  const rates = await measureRates({ ours, raw }, rounds);
  return {
    oursRps: rates.ours.rps,
    rawRps: rates.raw.rps,
    ratio: rates.ours.rps / rates.raw.rps,
    oursP99: rates.ours.p99,
    rawP99: rates.raw.p99,
    oursCpuUs: rates.ours.cpuUs,
    rawCpuUs: rates.raw.cpuUs,
    errors: rates.ours.errors,
  };
}

/**
 * Pages rendered as a browser asks for them, 20 times each: what the API reads of npm run bench
 * follow (Lighthouse's runs) when they are measured without it. A server that has rendered pages
 * answers the API measurably slower than a fresh one, so the reads are never measured fresh.
 */
export async function loadPages(baseUrl: string, urls: readonly string[]) {
  const headers = { accept: "text/html", "accept-encoding": "br, gzip" };
  for (let i = 0; i < 20; i++)
    for (const url of urls) await (await fetch(`${baseUrl}${url}`, { headers })).arrayBuffer();
}
