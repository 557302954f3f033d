import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { centsToDecimal, parseCents } from "../../shared/money.js";
import { withTax } from "../../shared/offer.js";
import { SUCCEEDING_CARD } from "../../shared/test-cards.js";
import { freePort } from "../test/free-port.js";
import {
  spawnServer,
  stopServer,
  testLoginCookie,
  waitUntilReady,
  type ServerProcess,
} from "../test/server-process.js";
import { DATABASE_UNAVAILABLE_REPLY } from "./availability.js";
import { scratchFolder } from "../test/scratch.js";

/**
 * Finding 5: PostgreSQL dying used to take the app with it ("Unhandled 'error' event" from a
 * checked-out client). Now the app stays up, answers 503 { message } while the database is away,
 * restarts its embedded PostgreSQL and serves again with nothing lost.
 */
const dataDir = scratchFolder("outage");
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function postmasterPid(): number {
  const text = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8");
  return Number.parseInt(text.split("\n")[0]!, 10);
}

interface Answer {
  at: number;
  status: number;
  body: string;
  what: string;
}

describe("PostgreSQL killed under load", () => {
  it("the app stays up, answers 503 JSON meanwhile, and recovers with the data", async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = spawnServer({
      port: await freePort(),
      env: { DATA_DIR: dataDir, PAYMENTS: "test" },
      logName: "database-outage",
    });
    await waitUntilReady(server);
    const base = `http://127.0.0.1:${server.port}`;

    const cookie = await testLoginCookie(base);
    const json = { "content-type": "application/json", cookie };

    // A paid order before the kill: it must be there afterwards.
    const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{
      id: number;
      price: string;
      offer: { unit: string; term: string };
    }>;
    // Priced per user and bought once: its line's quantity can change under the load below.
    const product = products.find(
      (p) => p.offer.unit === "per_user" && p.offer.term === "perpetual",
    )!;
    expect(
      (
        await fetch(`${base}/api/cart`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ productId: product.id, quantity: 1 }),
        })
      ).ok,
    ).toBe(true);
    const cart = (await (
      await fetch(`${base}/api/cart`, { headers: { cookie } })
    ).json()) as Array<{
      quantity: number;
      product: { price: string };
    }>;
    const { totalCents } = withTax(
      cart.reduce((sum, l) => sum + parseCents(l.product.price) * l.quantity, 0),
    );
    const intent = await fetch(`${base}/api/create-payment-intent`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ amount: Number(centsToDecimal(totalCents)) }),
    });
    expect(intent.status).toBe(200);
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const paid = await fetch(`${base}/api/payments/test/confirm`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        clientSecret,
        cardNumber: SUCCEEDING_CARD,
        expiry: "12/39",
        cvc: "123",
      }),
    });
    expect(paid.status).toBe(200);
    const { orderId } = (await paid.json()) as { orderId: number };

    // Load: 8 clients reading and writing as fast as they are answered. The writes set a cart
    // line's quantity: adding is rate-limited (120 a minute), and a quick machine sends more.
    const added = await fetch(`${base}/api/cart`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    expect(added.ok).toBe(true);
    const { id: lineId } = (await added.json()) as { id: number };
    const answers: Answer[] = [];
    const failures: string[] = [];
    let stop = false;
    const requests: Array<[string, () => Promise<Response>]> = [
      ["GET /api/cart", () => fetch(`${base}/api/cart`, { headers: { cookie } })],
      ["GET /api/orders", () => fetch(`${base}/api/orders`, { headers: { cookie } })],
      ["GET /api/auth/user", () => fetch(`${base}/api/auth/user`, { headers: { cookie } })],
      ["GET /api/products", () => fetch(`${base}/api/products`)],
      [
        "PUT /api/cart/:id",
        () =>
          fetch(`${base}/api/cart/${lineId}`, {
            method: "PUT",
            headers: json,
            body: JSON.stringify({ quantity: 1 + (answers.length % 3) }),
          }),
      ],
    ];
    const client = async (n: number) => {
      for (let i = n; !stop; i++) {
        const [what, send] = requests[i % requests.length]!;
        try {
          const res = await send();
          answers.push({ at: Date.now(), status: res.status, body: await res.text(), what });
        } catch (err) {
          failures.push(`${what}: ${String((err as Error).cause ?? err)}`);
          await sleep(50);
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    // A few hundred answers before the kill and after the recovery: enough to see each state, and
    // the clients use both cores while they run.
    await sleep(300);

    const pid = postmasterPid();
    const killedAt = Date.now();
    process.kill(pid, "SIGKILL");

    // /healthz tells that the database is away, then that it is back.
    let healthDown: { status: number; body: unknown } | undefined;
    let backAt = 0;
    while (Date.now() - killedAt < 60_000) {
      const health = await fetch(`${base}/healthz`).catch(() => undefined);
      if (health?.status === 503) healthDown ??= { status: 503, body: await health.json() };
      else if (health?.status === 200 && healthDown) {
        backAt = Date.now();
        break;
      }
      await sleep(25);
    }
    await sleep(600); // load on the recovered database too
    stop = true;
    await Promise.all(clients);

    expect(server.alive(), server.stderr.slice(-2000)).toBe(true);
    expect(failures).toEqual([]); // the process never went away: no refused or cut connection
    expect(healthDown).toEqual({
      status: 503,
      body: DATABASE_UNAVAILABLE_REPLY,
    });
    expect(backAt).toBeGreaterThan(0);
    const during = answers.filter((a) => a.status === 503);
    expect(during.length).toBeGreaterThan(0);
    for (const a of during) expect(JSON.parse(a.body)).toEqual(DATABASE_UNAVAILABLE_REPLY);
    // Nothing else went wrong: each answer is a success or that 503.
    const unexpected = answers.filter((a) => a.status !== 503 && a.status >= 300);
    expect(unexpected.map((a) => `${a.what} ${a.status} ${a.body}`)).toEqual([]);
    const after = answers.filter((a) => a.at > backAt + 200);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((a) => a.status < 300)).toBe(true);

    // A new postmaster, the order from before the kill, and the shop taking changes again.
    expect(postmasterPid()).not.toBe(pid);
    const orders = (await (
      await fetch(`${base}/api/orders`, { headers: { cookie } })
    ).json()) as Array<{
      id: number;
    }>;
    expect(orders.map((o) => o.id)).toContain(orderId);
    const add = await fetch(`${base}/api/cart`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    expect(add.ok).toBe(true);
    console.info(
      `outage: ${answers.length} answers under load, ${during.length} × 503; /healthz back ${backAt - killedAt} ms after the kill`,
    );
    expect(server.stderr).not.toMatch(/Unhandled|uncaught|DatabaseError/i);
    expect(server.stderr).toContain("embedded PostgreSQL stopped unexpectedly");
  }, 180_000);
});
