import {
  addBurst,
  checkout,
  isCut,
  readCart,
  removeLine,
  setQuantity,
  type Ctx,
} from "./actions.js";
import type { ServerClient } from "./http.js";
import { Budget } from "./stats.js";
import { addableProduct, type Product, type Shopper } from "./shopper.js";

/** A small seeded generator, so a run's mix can be replayed (SOAK_SEED). */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

/** Runs `step` until the deadline; a connection error is an error of the soak, never retried. */
async function loop(ctx: Ctx, deadline: number, step: () => Promise<void>) {
  while (Date.now() < deadline) {
    try {
      await step();
    } catch (err) {
      if (!isCut(err)) throw err;
      ctx.rec.fail(`connection error: ${err.message}`);
    }
  }
}

const SIGNED_OUT = [
  { status: 401, why: "GET /api/auth/user answers a visitor 401 (spec 7: signed out)" },
];

/** A signed-in customer browsing, filling and changing the cart, and paying, on either server. */
export function shopperLoop(
  ctx: Ctx,
  s: Shopper,
  servers: ServerClient[],
  products: Product[],
  rnd: Random,
  deadline: number,
) {
  const any = () => rnd.pick(servers);
  return loop(ctx, deadline, async () => {
    const roll = rnd.next();
    const lines = [...s.cart.keys()];
    if (roll < 0.2) {
      ctx.rec.record("GET /api/products", await s.send(any(), "/api/products"));
    } else if (roll < 0.38) {
      const id = rnd.pick(products).id;
      ctx.rec.record("GET /api/products/:id", await s.send(any(), `/api/products/${id}`));
    } else if (roll < 0.52) {
      await readCart(ctx, s, any());
    } else if (roll < 0.7) {
      const count = rnd.int(1, 3);
      if (!s.budgets.add.take(count)) return readCart(ctx, s, any());
      await addBurst(ctx, s, servers, addableProduct(products, s, rnd.pick).id, count);
    } else if (roll < 0.75 && lines.length > 0) {
      await removeLine(ctx, s, any(), rnd.pick(lines));
    } else if (roll < 0.8 && lines.length > 0) {
      await setQuantity(ctx, s, any(), rnd.pick(lines), rnd.int(1, 4));
    } else if (roll < 0.88 && lines.length > 0) {
      const doubleClick = rnd.chance(0.15);
      const declineFirst = !doubleClick && rnd.chance(0.1);
      const confirms = (doubleClick ? 2 : 1) + (declineFirst ? 1 : 0);
      if (!s.budgets.intent.take() || !s.budgets.confirm.take(confirms))
        return readCart(ctx, s, any());
      await checkout(
        ctx,
        s,
        { intent: any(), confirm: doubleClick ? [any(), any()] : [any()] },
        { doubleClick, declineFirst },
      );
    } else if (roll < 0.93) {
      ctx.rec.record("GET /api/orders", await s.send(any(), "/api/orders"));
    } else if (roll < 0.96) {
      ctx.rec.record("GET /api/subscriptions", await s.send(any(), "/api/subscriptions"));
    } else {
      ctx.rec.record("GET /api/auth/user", await s.send(any(), "/api/auth/user"));
    }
  });
}

/** Someone signing in with the test account (POST /api/test-login) and looking around. */
export function signInLoop(
  ctx: Ctx,
  ip: string,
  servers: ServerClient[],
  rnd: Random,
  deadline: number,
  signIns: { count: number },
) {
  const budget = new Budget(25);
  return loop(ctx, deadline, async () => {
    if (!budget.take()) {
      ctx.rec.record("GET /api/products", await rnd.pick(servers).request("/api/products"));
      return;
    }
    const login = await rnd.pick(servers).request("/api/test-login", {
      method: "POST",
      headers: { "x-forwarded-for": ip },
      json: { userId: "customer_test_456" },
    });
    if (!ctx.rec.record("POST /api/test-login", login)) return;
    signIns.count++;
    const cookie = [login.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = { cookie, "x-forwarded-for": ip };
    const me = await rnd.pick(servers).request("/api/auth/user", { headers });
    ctx.rec.record("GET /api/auth/user", me);
    if (me.status === 200 && JSON.parse(me.body).id !== "customer_test_456")
      ctx.rec.fail(`a fresh test-login session read as ${me.body.slice(0, 80)}`);
    for (const path of ["/api/orders", "/api/subscriptions", "/api/cart"])
      ctx.rec.record(`GET ${path}`, await rnd.pick(servers).request(path, { headers }));
    ctx.rec.record("GET /api/logout", await rnd.pick(servers).request("/api/logout", { headers }));
  });
}

/** A signed-out visitor: the landing page's HTML and calls, a product page, resources. */
export function visitorLoop(
  ctx: Ctx,
  ip: string,
  servers: ServerClient[],
  products: Product[],
  rnd: Random,
  deadline: number,
) {
  const headers = { "x-forwarded-for": ip };
  const get = async (route: string, path: string, expected = SIGNED_OUT) =>
    ctx.rec.record(route, await rnd.pick(servers).request(path, { headers }), expected);
  return loop(ctx, deadline, async () => {
    const id = rnd.pick(products).id;
    const roll = rnd.next();
    if (roll < 0.3) {
      await get("GET / (HTML)", "/");
      await get("GET /api/config", "/api/config");
      await get("GET /api/auth/user", "/api/auth/user");
      await get("GET /api/products", "/api/products");
    } else if (roll < 0.6) {
      await get("GET /products/:id (HTML)", `/products/${id}`);
      await get("GET /api/products/:id", `/api/products/${id}`);
    } else if (roll < 0.8) {
      await get("GET /api/free-resources", "/api/free-resources");
    } else {
      await get("GET /api/related-sites", "/api/related-sites");
    }
  });
}
