import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../test/free-port.js";
import {
  spawnServer,
  stopServer,
  testLoginCookie,
  waitUntilReady,
  type ServerProcess,
} from "../test/server-process.js";
import { scratchFolder } from "../test/scratch.js";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./availability.js";

/**
 * Second review, finding 3: PostgreSQL stopped (SIGSTOP, not killed: no socket error ever comes)
 * hung every request for as long as it was stopped, and /healthz said fine. Now the health checks
 * answer 503 within about a second, requests answer 503 with Retry-After within seconds instead
 * of hanging, and everything serves again once PostgreSQL wakes.
 */
const dataDir = scratchFolder("hang");
let server: ServerProcess | undefined;
let stopped: number[] = [];

/** The postmaster and every process it started (each backend leads a process group of its own). */
function postgresProcesses(postmaster: number): number[] {
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // "pid (comm) state ppid ...": the command may hold spaces, so read after its ')'.
        const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** Stops PostgreSQL as a hung host would: every process, no socket closed, nothing answered. */
function freeze(postmaster: number) {
  process.kill(postmaster, "SIGSTOP"); // first, so it starts no new backend meanwhile
  stopped = postgresProcesses(postmaster);
  for (const pid of stopped) process.kill(pid, "SIGSTOP");
}

/** Wakes PostgreSQL whatever happened: a stopped server would outlive the test. */
function wake() {
  for (const pid of stopped.toReversed()) {
    try {
      process.kill(pid, "SIGCONT");
    } catch {
      // already gone
    }
  }
  stopped = [];
}

afterAll(async () => {
  wake();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function postmasterPid(): number {
  const text = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8");
  return Number.parseInt(text.split("\n")[0]!, 10);
}

/** A request's status and how long it took; a hang shows as status 0 after `limitMs`. */
async function timed(url: string, init: RequestInit = {}, limitMs = 15_000) {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) }).catch(
    () => undefined,
  );
  const body = res ? await res.text().catch(() => "") : "";
  return {
    status: res?.status ?? 0,
    ms: performance.now() - started,
    retryAfter: res?.headers.get("retry-after") ?? null,
    body,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("PostgreSQL stopped (SIGSTOP) for 20 s", () => {
  it("health checks fail within a second or two, requests answer 503 instead of hanging, and all is well after", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = spawnServer({
      port: await freePort(),
      env: { DATA_DIR: dataDir, PAYMENTS: "test" },
      logName: "database-hang",
    });
    await waitUntilReady(server);
    const base = `http://127.0.0.1:${server.port}`;
    const cookie = await testLoginCookie(base);
    const orders = () => timed(`${base}/api/orders`, { headers: { cookie } });
    expect((await orders()).status).toBe(200);

    freeze(postmasterPid());
    const stoppedAt = performance.now();

    // At once: the health checks, a customer's orders and the dashboard's reads.
    const [healthz, readyz, first, subscriptions] = await Promise.all([
      timed(`${base}/healthz`),
      timed(`${base}/readyz`),
      orders(),
      timed(`${base}/api/subscriptions`, { headers: { cookie } }),
    ]);
    for (const [name, answer] of Object.entries({ healthz, readyz })) {
      expect(answer.status, `${name} ${answer.ms} ${answer.body}`).toBe(503);
      expect(answer.ms, name).toBeLessThan(2_500);
    }
    for (const [name, answer] of Object.entries({ first, subscriptions })) {
      expect(answer.status, `${name} ${answer.body}`).toBe(503);
      expect(answer.retryAfter, name).toBe("5");
      expect(JSON.parse(answer.body), name).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: "database_unavailable",
      });
      // The watch notices a 2 s stall, a 2 s probe fails: well before PostgreSQL wakes.
      expect(answer.ms, name).toBeLessThan(8_000);
    }

    // While it stays stopped, the app knows: requests answer at once (on a busy machine the
    // probe that tells it may finish a moment after the first answers).
    let known = await orders();
    for (let i = 0; i < 20 && known.ms >= 1_000; i++) known = await orders();
    expect(known.status).toBe(503);
    expect(known.ms).toBeLessThan(1_000);
    expect((await timed(`${base}/healthz`)).status).toBe(503);

    await sleep(Math.max(0, 20_000 - (performance.now() - stoppedAt)));
    wake();

    // Woken: the app serves again by itself, with nothing lost.
    let after = await orders();
    for (const deadline = Date.now() + 20_000; after.status !== 200 && Date.now() < deadline;) {
      await sleep(250);
      after = await orders();
    }
    expect(after.status).toBe(200);
    expect((await timed(`${base}/readyz`)).status).toBe(200);
    expect((await timed(`${base}/healthz`)).status).toBe(200);
  }, 120_000);
});
