import autocannon from "autocannon";

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

/**
 * Our server against a raw node:http server sending the same bytes, in alternating rounds
 * (machines here are noisy: only the ratio of medians means anything).
 */
export async function compareWithRaw(ours: LoadOptions, raw: LoadOptions, rounds = 3) {
  await load({ ...ours, seconds: 2 });
  await load({ ...raw, seconds: 2 });
  const oursRuns: LoadResult[] = [];
  const rawRuns: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    oursRuns.push(await load(ours));
    rawRuns.push(await load(raw));
  }
  const oursRps = median(oursRuns.map((r) => r.requestsPerSecond));
  const rawRps = median(rawRuns.map((r) => r.requestsPerSecond));
  return {
    oursRps,
    rawRps,
    ratio: oursRps / rawRps,
    oursP99: median(oursRuns.map((r) => r.p99Ms)),
    rawP99: median(rawRuns.map((r) => r.p99Ms)),
    errors: oursRuns.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}
