import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { SUCCEEDING_CARD } from "../../src/shared/test-cards.js";
import { addBurst, checkout, isCut, pay, type Ctx } from "./actions.js";
import { checkCarts, type Check } from "./checks.js";
import { ConnectionError, ServerClient, type RequestOptions } from "./http.js";
import { visitorLoop, type Random } from "./load.js";
import type { AppProcess } from "./processes.js";
import { Budget, Recorder } from "./stats.js";
import { addableProduct, describeLines, totalOf, type Product, type Shopper } from "./shopper.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client that knows how many requests of each path are waiting for their answer. */
export class TrackedClient extends ServerClient {
  readonly inFlight = new Map<string, number>();

  override async request(p: string, options?: RequestOptions) {
    const key = `${options?.method ?? "GET"} ${p.replace(/\/\d+$/, "/:id")}`;
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    try {
      return await super.request(p, options);
    } finally {
      this.inFlight.set(key, this.inFlight.get(key)! - 1);
    }
  }

  waiting(key: string) {
    return this.inFlight.get(key) ?? 0;
  }
}

export interface KillReport {
  inFlightAtKill: Record<string, number>;
  cut: number;
  refused: number;
  ackedBeforeKill: { orders: number; adds: number };
  restartMs: number;
  cutCheckouts: { paidBeforeKill: number; leftOpen: number; intentOnly: number };
  survivorErrors: number;
  survivorRequests: number;
  checks: Check[];
}

/**
 * kill -9 of server B while shoppers are paying on it (and server A keeps serving others), then a
 * restart. Every acknowledged order and cart change must be there; every cut payment must be
 * all-or-nothing (paid with its order and its lines out of the cart, or still open with the cart
 * untouched); paying it again after the restart must give exactly one order.
 */
export async function killMidCheckout(opts: {
  pool: pg.Pool;
  shoppers: Shopper[];
  a: ServerClient;
  b: TrackedClient;
  processB: AppProcess;
  catalogue: Map<number, Product>;
  products: Product[];
  rnd: Random;
}): Promise<KillReport> {
  const { pool, shoppers, a, b, processB, catalogue, products, rnd } = opts;
  const rec = new Recorder();
  const ctx: Ctx = { rec, catalogue };
  let killed = false;
  let cut = 0;
  let refused = 0;

  const worker = async (s: Shopper) => {
    while (!killed) {
      try {
        if (s.cart.size === 0 || rnd.chance(0.3)) {
          if (!s.budgets.add.take(2)) return;
          await addBurst(ctx, s, [b], addableProduct(products, s, rnd.pick).id, rnd.int(1, 2));
        } else {
          if (!s.budgets.intent.take() || !s.budgets.confirm.take()) return;
          await checkout(ctx, s, { intent: b, confirm: [b] });
        }
      } catch (err) {
        if (!isCut(err)) throw err;
        if ((err as ConnectionError).code === "ECONNREFUSED") refused++;
        else cut++;
        return;
      }
    }
  };

  const survivors = new Recorder();
  const survivorCtx: Ctx = { rec: survivors, catalogue };
  // Visitors on server A for as long as B is down and coming back: A must not notice.
  let survivorsStop = false;
  const survivorRun = (async () => {
    while (!survivorsStop) {
      await Promise.all(
        Array.from({ length: 4 }, (_, n) =>
          visitorLoop(survivorCtx, `10.250.0.${n + 1}`, [a], products, rnd, Date.now() + 500),
        ),
      );
    }
  })();

  const workers = shoppers.map(worker);
  await sleep(1500);
  const giveUpAt = Date.now() + 15_000;
  while (b.waiting("POST /api/payments/test/confirm") < 2 && Date.now() < giveUpAt) await sleep(1);
  const inFlightAtKill = Object.fromEntries([...b.inFlight].filter(([, n]) => n > 0));
  const ackedBeforeKill = {
    orders: shoppers.reduce((n, s) => n + s.orders.length, 0),
    adds: shoppers.reduce((n, s) => n + s.tally.adds, 0),
  };
  await processB.kill();
  killed = true;
  await Promise.all(workers);
  b.reset();
  const restartMs = await processB.start();
  survivorsStop = true;
  await survivorRun;

  const cutCheckouts = { paidBeforeKill: 0, leftOpen: 0, intentOnly: 0 };
  const problems: string[] = [];
  for (const s of shoppers) {
    const unsettled = s.unsettledCheckout;
    if (!unsettled) continue;
    if (unsettled.stage === "intent" || !unsettled.clientSecret) {
      cutCheckouts.intentOnly++;
      s.unsettledCheckout = undefined;
      continue;
    }
    const { rows } = await pool.query<{ status: string; order_id: number | null }>(
      `select p.status, (select o.id from orders o where o.payment_id = p.id) as order_id
         from payments p where p.user_id = $1 and p.client_secret = $2`,
      [s.userId, unsettled.clientSecret],
    );
    const payment = rows[0];
    const cartRows = await pool.query<{ product_id: number; quantity: number }>(
      "select product_id, quantity from cart_items where user_id = $1",
      [s.userId],
    );
    const stored = new Map(cartRows.rows.map((r) => [r.product_id, r.quantity]));
    if (!payment) {
      problems.push(`${s.userId}: the payment being confirmed is gone`);
      continue;
    }
    const paid = payment.status === "succeeded";
    if (paid) cutCheckouts.paidBeforeKill++;
    else cutCheckouts.leftOpen++;
    const linesGone = [...unsettled.lines.keys()].every((p) => !stored.has(p));
    const cartUntouched = describeLines(stored) === describeLines(unsettled.lines);
    if (paid !== (payment.order_id !== null) || (paid ? !linesGone : !cartUntouched))
      problems.push(
        `${s.userId}: half a checkout — payment ${payment.status}, order ${payment.order_id}, cart ${describeLines(stored)}`,
      );
    // The shopper reloads and pays again: the same order if it went through, else exactly one now.
    const retry = await pay(b, s, unsettled.clientSecret, SUCCEEDING_CARD);
    if (!rec.record("POST /api/payments/test/confirm (retry)", retry)) continue;
    const orderId = (JSON.parse(retry.body) as { orderId: number }).orderId;
    if (payment.order_id !== null && orderId !== payment.order_id)
      problems.push(
        `${s.userId}: retry answered order ${orderId}, the payment made ${payment.order_id}`,
      );
    s.orders.push({
      orderId,
      userId: s.userId,
      lines: unsettled.lines,
      totalCents: unsettled.totalCents,
    });
    s.cart.clear();
    s.unsettledCheckout = undefined;
  }
  const bounded = await checkCarts(pool, shoppers);
  // Finish every cart on the restarted server: it takes orders again.
  for (const s of shoppers) {
    if (s.cart.size === 0) continue;
    await checkout(ctx, s, { intent: b, confirm: [b] });
  }
  return {
    inFlightAtKill,
    cut,
    refused,
    ackedBeforeKill,
    restartMs,
    cutCheckouts,
    survivorErrors: survivors.errorCount,
    survivorRequests: survivors.requests,
    checks: [
      {
        name: "cut checkouts all-or-nothing, one order after retry",
        ok: problems.length === 0 && rec.errorCount === 0,
        detail:
          `${cutCheckouts.paidBeforeKill} paid before the kill, ${cutCheckouts.leftOpen} left open, ${cutCheckouts.intentOnly} cut while opening; ` +
          `retries on the restarted server each gave one order` +
          (problems.length || rec.errors.length
            ? `; PROBLEMS: ${[...problems, ...rec.errors].slice(0, 5).join("; ")}`
            : ""),
      },
      { ...bounded, name: "acknowledged cart changes survive the kill" },
      {
        name: "server A kept serving through the kill",
        ok: survivors.errorCount === 0 && survivors.requests > 0,
        detail:
          `${survivors.requests} requests to A during the kill and restart, ${survivors.errorCount} errors` +
          (survivors.errors.length ? `: ${survivors.errors.slice(0, 3).join("; ")}` : ""),
      },
    ],
  };
}

export interface EmbeddedRound {
  name: string;
  ackedAdds: number;
  unanswered: number;
  restartMs: number;
  ok: boolean;
  detail: string;
}

function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  const pid = Number.parseInt(fs.readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) ? pid : undefined;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The app that started its own embedded PostgreSQL (no DATABASE_URL) is killed with -9 while
 * adding to a cart — first alone (its PostgreSQL lives on, orphaned), then together with its
 * PostgreSQL (a power cut: WAL recovery). Each time the same data folder must start again with
 * the session, the order and every acknowledged add in it.
 */
export async function embeddedRestarts(opts: {
  app: AppProcess;
  dataDir: string;
}): Promise<{ rounds: EmbeddedRound[]; cleanStop: Check }> {
  const { app, dataDir } = opts;
  const client = new ServerClient("embedded", app.port);
  await app.start();
  const headers = { "x-forwarded-for": "10.251.0.1" };
  const login = await client.request("/api/test-login", {
    method: "POST",
    headers,
    json: { userId: "customer_test_456" },
  });
  if (login.status !== 200)
    throw new Error(`test login on the embedded app: ${login.status} ${login.body}`);
  const cookie = [login.headers["set-cookie"] ?? []]
    .flat()
    .map((c) => c.split(";")[0])
    .join("; ");
  const h = { ...headers, cookie };
  const products = JSON.parse((await client.request("/api/products")).body) as Product[];
  const [bought, added] = [products[0]!, products[1]!];

  // One order before any kill: it must outlive both.
  await client.request("/api/cart", {
    method: "POST",
    headers: h,
    json: { productId: bought.id, quantity: 1 },
  });
  const cart = JSON.parse((await client.request("/api/cart", { headers: h })).body) as Array<{
    quantity: number;
    product: { price: string };
  }>;
  const total = totalOf(new Map([[bought.id, cart[0]!.quantity]]), new Map([[bought.id, bought]]));
  const intent = await client.request("/api/create-payment-intent", {
    method: "POST",
    headers: h,
    json: { amount: total.dollars },
  });
  const { clientSecret } = JSON.parse(intent.body) as { clientSecret: string };
  const paid = await client.request("/api/payments/test/confirm", {
    method: "POST",
    headers: h,
    json: { clientSecret, cardNumber: SUCCEEDING_CARD, expiry: "12/39", cvc: "123" },
  });
  if (paid.status !== 200)
    throw new Error(`checkout on the embedded app: ${paid.status} ${paid.body}`);
  const orderId = (JSON.parse(paid.body) as { orderId: number }).orderId;

  const budget = new Budget(100);
  let acked = 0;
  let unanswered = 0;
  const rounds: EmbeddedRound[] = [];
  for (const withPostgres of [false, true]) {
    let stop = false;
    let roundAcked = 0;
    const adder = async () => {
      while (!stop) {
        if (!budget.take()) return;
        try {
          const reply = await client.request("/api/cart", {
            method: "POST",
            headers: h,
            json: { productId: added.id, quantity: 1 },
          });
          if (reply.status === 200 || reply.status === 201) {
            acked++;
            roundAcked++;
          } else throw new Error(`add answered ${reply.status} ${reply.body}`);
        } catch (err) {
          if (!isCut(err)) throw err;
          unanswered++;
          return;
        }
      }
    };
    const adders = Array.from({ length: 4 }, adder);
    const giveUpAt = Date.now() + 10_000;
    while (roundAcked < 15 && Date.now() < giveUpAt) await sleep(5);
    const pgPid = postmasterPid(dataDir);
    await app.kill();
    if (withPostgres && pgPid) process.kill(pgPid, "SIGKILL");
    stop = true;
    await Promise.all(adders);
    client.reset();
    const restartMs = await app.start();

    const me = await client.request("/api/auth/user", { headers: h });
    const items = JSON.parse((await client.request("/api/cart", { headers: h })).body) as Array<{
      quantity: number;
      product: { id: number };
    }>;
    const stored = items.find((i) => i.product.id === added.id)?.quantity ?? 0;
    const orders = JSON.parse((await client.request("/api/orders", { headers: h })).body) as Array<{
      id: number;
    }>;
    const problems: string[] = [];
    if (me.status !== 200) problems.push(`the session was lost (${me.status})`);
    if (stored < acked || stored > acked + unanswered)
      problems.push(`cart holds ${stored}, ${acked} adds acknowledged, ${unanswered} unanswered`);
    if (!orders.some((o) => o.id === orderId)) problems.push(`order ${orderId} is gone`);
    rounds.push({
      name: withPostgres
        ? "app and its PostgreSQL killed (-9)"
        : "app killed (-9), its PostgreSQL orphaned",
      ackedAdds: acked,
      unanswered,
      restartMs,
      ok: problems.length === 0,
      detail: problems.length
        ? problems.join("; ")
        : `restarted in ${(restartMs / 1000).toFixed(1)} s; session, order ${orderId} and ${stored} units (${acked} acknowledged adds) there`,
    });
    acked = stored; // an unanswered add that landed is now simply part of the cart
    unanswered = 0;
  }
  await app.stop();
  const left = postmasterPid(dataDir);
  return {
    rounds,
    cleanStop: {
      name: "embedded PostgreSQL stops with its app",
      ok: left === undefined || !alive(left),
      detail:
        left && alive(left)
          ? `PostgreSQL ${left} still running after SIGTERM`
          : "no PostgreSQL left running after SIGTERM",
    },
  };
}
