import type { Reply } from "./http.js";

/** Answers a request may give by design that are not errors, with the reason shown in the summary. */
export interface Expected {
  status: number;
  why: string;
}

/** Latencies and outcomes of one phase of load. */
export class Recorder {
  readonly latencies: number[] = [];
  readonly byRoute = new Map<string, number[]>();
  readonly expectedRefusals = new Map<string, number>();
  readonly errors: string[] = [];
  errorCount = 0;
  private startedAt = performance.now();
  private endedAt: number | undefined;

  start() {
    this.startedAt = performance.now();
  }

  end() {
    this.endedAt = performance.now();
  }

  get seconds() {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  get requests() {
    return this.latencies.length;
  }

  /** Every answer counts; one that is neither 2xx/3xx nor listed as expected is an error. */
  record(route: string, reply: Reply, expected: Expected[] = []): boolean {
    this.latencies.push(reply.ms);
    const times = this.byRoute.get(route) ?? [];
    times.push(reply.ms);
    this.byRoute.set(route, times);
    if (reply.status >= 200 && reply.status < 400) return true;
    const known = expected.find((e) => e.status === reply.status);
    if (known) {
      const key = `${reply.status} ${route}: ${known.why}`;
      this.expectedRefusals.set(key, (this.expectedRefusals.get(key) ?? 0) + 1);
      return false;
    }
    this.fail(`${route} answered ${reply.status}: ${reply.body.slice(0, 200)}`);
    return false;
  }

  fail(message: string) {
    this.errorCount++;
    if (this.errors.length < 20) this.errors.push(message);
  }

  percentile(p: number, latencies = this.latencies): number {
    if (latencies.length === 0) return 0;
    const sorted = [...latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }

  summary() {
    return {
      requests: this.requests,
      seconds: Number(this.seconds.toFixed(1)),
      requestsPerSecond: Number((this.requests / this.seconds).toFixed(0)),
      p50Ms: Number(this.percentile(50).toFixed(1)),
      p99Ms: Number(this.percentile(99).toFixed(1)),
      maxMs: Number(this.percentile(100).toFixed(1)),
      errors: this.errorCount,
      expectedRefusals: Object.fromEntries(this.expectedRefusals),
      byRoute: Object.fromEntries(
        [...this.byRoute]
          .sort((a, b) => b[1].length - a[1].length)
          .map(([route, times]) => [
            route,
            {
              requests: times.length,
              p50Ms: Number(this.percentile(50, times).toFixed(1)),
              p99Ms: Number(this.percentile(99, times).toFixed(1)),
            },
          ]),
      ),
    };
  }
}

/**
 * A client-side mirror of a server rate limit: at most `max` uses in any `windowMs`. Staying
 * under it in every sliding window keeps every fixed window the server counts under it too.
 */
export class Budget {
  private uses: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  take(count = 1): boolean {
    const now = Date.now();
    this.uses = this.uses.filter((t) => now - t < this.windowMs);
    if (this.uses.length + count > this.max) return false;
    for (let i = 0; i < count; i++) this.uses.push(now);
    return true;
  }
}
