/**
 * The soak's stall phases (issue 41, findings 3 and 4): a payment provider that takes 15 s to
 * answer, and a PostgreSQL that stops answering (SIGSTOP, not killed). In both, the people not
 * waiting on the stalled thing must stay served: bystanders' reads stay fast while Stripe is slow,
 * and requests answer 503 with Retry-After within seconds while the database is stopped.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../src/server/db/client.js";
import { StripeFake } from "../../src/server/test/stripe-fake.js";
import type { Check } from "./checks.js";
import { ServerClient } from "./http.js";
import { AppProcess } from "./processes.js";
import { createShoppers, type Product, type Shopper } from "./shopper.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Bystanders reading their orders, cart and account in a loop until `until()` says stop. */
async function bystanderReads(
  server: ServerClient,
  bystanders: Shopper[],
  until: () => boolean,
): Promise<{ times: number[]; failures: string[] }> {
  const times: number[] = [];
  const failures: string[] = [];
  await Promise.all(
    bystanders.map(async (s) => {
      while (!until()) {
        for (const url of ["/api/orders", "/api/cart", "/api/auth/user"]) {
          const reply = await s.send(server, url).catch((err: Error) => err);
          if (reply instanceof Error) failures.push(`${url}: ${reply.message}`);
          else if (reply.status !== 200) failures.push(`${url}: ${reply.status}`);
          else times.push(reply.ms);
        }
        await sleep(50);
      }
    }),
  );
  return { times, failures };
}

/**
 * A server in Stripe mode on the soak's database, whose Stripe (the repo's wire-level fake)
 * answers every call after `delayMs`. `checkouts` shoppers open a payment at once while
 * `bystanders` other customers read their own pages on the same server.
 */
export async function slowProvider(opts: {
  db: Db;
  databaseUrl: string;
  runDir: string;
  port: number;
  products: Product[];
  delayMs: number;
  checkouts: number;
  bystanders: number;
}): Promise<{
  checks: Check[];
  figures: Record<string, unknown>;
  logFile: string;
  cookies: string[];
}> {
  const fake = await new StripeFake().start();
  fake.delayMs = opts.delayMs;
  const logFile = path.join(opts.runDir, "server-stripe.log");
  const server = new AppProcess(
    "S",
    opts.port,
    {
      NODE_ENV: "development",
      DATABASE_URL: opts.databaseUrl,
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_soak",
      STRIPE_PUBLISHABLE_KEY: "pk_test_soak",
      STRIPE_API_BASE: fake.url,
      TRUST_PROXY: "on",
      LOG_LEVEL: "info",
    },
    logFile,
  );
  try {
    await server.start();
    const client = new ServerClient("S", opts.port);
    const buyers = await createShoppers(opts.db, opts.checkouts, "ch_session", "slowpay");
    const readers = await createShoppers(opts.db, opts.bystanders, "ch_session", "slowread");
    const product = opts.products.find((p) => p.type === "one-time")!;
    const amounts: number[] = [];
    for (const s of buyers) {
      const added = await s.send(client, "/api/cart", {
        method: "POST",
        json: { productId: product.id, quantity: 1 },
      });
      if (added.status >= 300) throw new Error(`soak add to cart: ${added.status} ${added.body}`);
      const quote = JSON.parse((await s.send(client, "/api/checkout/quote")).body) as {
        dueToday: { total: string };
      };
      amounts.push(Number(quote.dueToday.total));
    }
    let done = false;
    const started = performance.now();
    const checkoutTimes: number[] = [];
    const checkoutStatuses: Record<string, number> = {};
    const checkouts = Promise.all(
      buyers.map(async (s, i) => {
        const reply = await s
          .send(client, "/api/create-payment-intent", {
            method: "POST",
            json: { amount: amounts[i] },
            timeoutMs: 120_000,
          })
          .catch((err: Error) => err);
        const outcome = reply instanceof Error ? reply.message : String(reply.status);
        if (!(reply instanceof Error)) checkoutTimes.push(reply.ms);
        checkoutStatuses[outcome] = (checkoutStatuses[outcome] ?? 0) + 1;
      }),
    ).finally(() => (done = true));
    await sleep(300); // the checkouts are all waiting on Stripe now
    const reads = await bystanderReads(client, readers, () => done);
    await checkouts;
    const seconds = (performance.now() - started) / 1000;
    const p99 = percentile(reads.times, 99);
    const figures = {
      providerDelayMs: opts.delayMs,
      checkouts: opts.checkouts,
      checkoutStatuses,
      checkoutP50Ms: Math.round(percentile(checkoutTimes, 50)),
      checkoutMaxMs: Math.round(percentile(checkoutTimes, 100)),
      bystanders: opts.bystanders,
      bystanderReads: reads.times.length,
      bystanderP50Ms: Number(percentile(reads.times, 50).toFixed(1)),
      bystanderP99Ms: Number(p99.toFixed(1)),
      bystanderMaxMs: Number(percentile(reads.times, 100).toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
    };
    return {
      logFile,
      cookies: [...buyers, ...readers].map((s) => s.cookie.split("=")[1]!),
      figures,
      checks: [
        {
          name: `slow provider: every checkout answered while Stripe took ${opts.delayMs / 1000} s`,
          ok: checkoutStatuses["200"] === opts.checkouts,
          detail: `${JSON.stringify(checkoutStatuses)}; p50 ${figures.checkoutP50Ms} ms, max ${figures.checkoutMaxMs} ms`,
        },
        {
          name: "slow provider: other customers' reads stay fast (p99 under 1 s)",
          ok: reads.failures.length === 0 && reads.times.length > 0 && p99 < 1_000,
          detail:
            `${reads.times.length} reads by ${opts.bystanders} customers: p50 ${figures.bystanderP50Ms} ms, p99 ${figures.bystanderP99Ms} ms, max ${figures.bystanderMaxMs} ms` +
            (reads.failures.length ? `; FAILED: ${reads.failures.slice(0, 3).join(" | ")}` : ""),
        },
      ],
    };
  } finally {
    await server.stop();
    await fake.stop();
  }
}

/** The postmaster and every process it started (each backend leads a process group of its own). */
function postgresProcesses(postmaster: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Stops the shared PostgreSQL (every process, SIGSTOP) for `stopMs` while shoppers keep asking
 * every server for their orders, then wakes it. Every answer must come within seconds (a 503 with
 * Retry-After meanwhile), the health checks must say so within about a second, and every server
 * must serve again once it is awake.
 */
export async function hungDatabase(opts: {
  clusterDir: string;
  servers: ServerClient[];
  shoppers: Shopper[];
  stopMs: number;
}): Promise<{ checks: Check[]; figures: Record<string, unknown> }> {
  const postmaster = Number.parseInt(
    fs.readFileSync(path.join(opts.clusterDir, "postmaster.pid"), "utf8").split("\n")[0]!,
    10,
  );
  process.kill(postmaster, "SIGSTOP");
  const stopped = postgresProcesses(postmaster);
  for (const pid of stopped) process.kill(pid, "SIGSTOP");
  const stoppedAt = performance.now();
  const answers: Array<{ ms: number; status: number; retryAfter: boolean }> = [];
  const cut: string[] = [];
  let health: Array<{ url: string; status: number; ms: number }> = [];
  try {
    const readers = opts.shoppers.slice(0, 20);
    health = await Promise.all(
      opts.servers.flatMap((server) =>
        ["/healthz", "/readyz"].map(async (url) => {
          const reply = await server.request(url);
          return { url: `${server.name}${url}`, status: reply.status, ms: reply.ms };
        }),
      ),
    );
    await Promise.all(
      readers.map(async (s, n) => {
        const server = opts.servers[n % opts.servers.length]!;
        while (performance.now() - stoppedAt < opts.stopMs - 1_000) {
          const reply = await s.send(server, "/api/orders").catch((err: Error) => err);
          if (reply instanceof Error) cut.push(reply.message);
          else
            answers.push({
              ms: reply.ms,
              status: reply.status,
              retryAfter: Boolean(reply.headers["retry-after"]),
            });
          await sleep(200);
        }
      }),
    );
  } finally {
    await sleep(Math.max(0, opts.stopMs - (performance.now() - stoppedAt)));
    for (const pid of stopped.toReversed()) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // gone
      }
    }
  }
  const wokeAt = performance.now();
  // Serving again: every server answers a shopper's orders with 200.
  let backMs = -1;
  while (performance.now() - wokeAt < 30_000) {
    const replies = await Promise.all(
      opts.servers.map((server) => opts.shoppers[0]!.send(server, "/api/orders").catch(() => null)),
    );
    if (replies.every((r) => r?.status === 200)) {
      backMs = performance.now() - wokeAt;
      break;
    }
    await sleep(250);
  }
  const slowest = Math.max(0, ...answers.map((a) => a.ms));
  const unavailable = answers.filter((a) => a.status === 503);
  const other = answers.filter((a) => a.status !== 503 && a.status !== 200);
  const figures = {
    stoppedMs: opts.stopMs,
    health,
    requests: answers.length,
    answered503: unavailable.length,
    answered200: answers.filter((a) => a.status === 200).length,
    p50Ms: Number(
      percentile(
        answers.map((a) => a.ms),
        50,
      ).toFixed(1),
    ),
    p99Ms: Number(
      percentile(
        answers.map((a) => a.ms),
        99,
      ).toFixed(1),
    ),
    slowestMs: Math.round(slowest),
    servingAgainMs: Math.round(backMs),
  };
  return {
    figures,
    checks: [
      {
        name: "hung database: /healthz and /readyz say so (503) within 2 s",
        ok: health.every((h) => h.status === 503 && h.ms < 2_000),
        detail: health.map((h) => `${h.url} ${h.status} in ${Math.round(h.ms)} ms`).join(", "),
      },
      {
        name: `hung database: no request hangs while PostgreSQL is stopped ${opts.stopMs / 1000} s`,
        ok:
          answers.length > 0 &&
          cut.length === 0 &&
          other.length === 0 &&
          slowest < 8_000 &&
          unavailable.every((a) => a.retryAfter),
        detail: `${answers.length} answers (${unavailable.length} × 503 with Retry-After), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, slowest ${figures.slowestMs} ms${cut.length ? `; CUT: ${cut.slice(0, 3).join(" | ")}` : ""}${other.length ? `; OTHER: ${other.map((a) => a.status).join(",")}` : ""}`,
      },
      {
        name: "hung database: every server serves again once it wakes",
        ok: backMs >= 0 && backMs < 15_000,
        detail: backMs >= 0 ? `in ${(backMs / 1000).toFixed(1)} s` : "not within 30 s",
      },
    ],
  };
}
