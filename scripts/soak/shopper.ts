import { randomBytes } from "node:crypto";
import type { Db } from "../../src/server/db/client.js";
import { sessions, users } from "../../src/server/db/schema.js";
import { hashSessionId, SESSION_TTL_MS } from "../../src/server/plugins/sessions.js";
import { centsToDecimal, parseCents } from "../../src/shared/money.js";
import { withTax } from "../../src/shared/offer.js";
import type { Reply, RequestOptions, ServerClient } from "./http.js";
import { Budget } from "./stats.js";

export interface Product {
  id: number;
  name: string;
  price: string;
  type: string;
  /** What the price counts and how long it buys: a per-firm line holds one licence. */
  offer: { unit: string; term: string };
  /** The free trial a first subscription gets (its fact sheet; 0 for one-time products). */
  trialDays?: number;
}

export interface AckedOrder {
  orderId: number;
  userId: string;
  /** productId -> quantity, as the cart held them when the payment was acknowledged. */
  lines: Map<number, number>;
  totalCents: number;
}

/** A checkout whose answer never came (the server died): it may or may not have happened. */
export interface UnsettledCheckout {
  stage: "intent" | "confirm";
  clientSecret?: string;
  lines: Map<number, number>;
  totalCents: number;
}

/**
 * One signed-in customer of the soak and what the shop has told them: every acknowledged add,
 * quantity change, removal and order. The shop's database must end up agreeing with it.
 */
export class Shopper {
  /** productId -> the line's id and its quantity as acknowledged. */
  readonly cart = new Map<number, { lineId: number; quantity: number }>();
  /** Adds sent whose answer never arrived, per product. */
  readonly unsettledAdds = new Map<number, number>();
  unsettledCheckout: UnsettledCheckout | undefined;
  readonly orders: AckedOrder[] = [];
  /**
   * Subscriptions this shopper has (or may have: a checkout whose answer was cut). The shop
   * refuses a second live subscription to a product, so a shopper never adds these again.
   */
  readonly subscribed = new Set<number>();
  /** Where and when the last acknowledged change of this cart was made. */
  lastWrite = { servers: "", at: 0 };
  readonly tally = { adds: 0, removes: 0, quantitySets: 0, checkouts: 0, cartReadsChecked: 0 };
  /** Mirrors of the server's limits for one user and one address (decision 0061). */
  readonly budgets = {
    add: new Budget(100),
    intent: new Budget(25),
    confirm: new Budget(15),
  };

  constructor(
    readonly userId: string,
    readonly cookie: string,
    /** The address a trusted proxy reports for this shopper (TRUST_PROXY=on). */
    readonly ip: string,
  ) {}

  /** Cookies the shop set besides the session (e.g. when the cart last changed), as a browser keeps them. */
  private readonly jar = new Map<string, string>();

  get headers() {
    const cookies = [this.cookie, ...[...this.jar].map(([name, value]) => `${name}=${value}`)];
    return { cookie: cookies.join("; "), "x-forwarded-for": this.ip };
  }

  /** A request from this shopper's browser: their cookies and address, and it keeps what is set. */
  async send(server: ServerClient, path: string, options: RequestOptions = {}): Promise<Reply> {
    const reply = await server.request(path, {
      ...options,
      headers: { ...this.headers, ...options.headers },
    });
    for (const setCookie of [reply.headers["set-cookie"] ?? []].flat()) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (name === this.cookie.split("=")[0]) continue; // the session stays as signed in
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return reply;
  }

  get settled() {
    return this.unsettledAdds.size === 0 && !this.unsettledCheckout;
  }

  wrote(servers: string) {
    this.lastWrite = { servers, at: performance.now() };
  }

  cartLines(): Map<number, number> {
    return new Map([...this.cart].map(([productId, line]) => [productId, line.quantity]));
  }
}

/**
 * What a browser would send as the checkout amount: what is due today, with tax, in dollars. A
 * subscription with a free trial is $0.00 today (a soak shopper never buys one twice, so every
 * trial is a first one).
 */
export function totalOf(lines: Map<number, number>, catalogue: Map<number, Product>) {
  // Worked out here, apart from the shop's pricing function, so the soak checks it.
  const totals = withTax(
    [...lines]
      .filter(([productId]) => !catalogue.get(productId)!.trialDays)
      .reduce(
        (sum, [productId, quantity]) =>
          sum + parseCents(catalogue.get(productId)!.price) * quantity,
        0,
      ),
  );
  return { cents: totals.totalCents, dollars: Number(centsToDecimal(totals.totalCents)) };
}

/**
 * A product the shopper may add several of at once: priced per user, client or return (a
 * per-firm line holds one licence), and no subscription or annual licence they already have.
 */
export function addableProduct(
  products: Product[],
  s: Shopper,
  pick: <T>(list: readonly T[]) => T,
) {
  const perUnit = products.filter((p) => p.offer.unit !== "per_firm");
  const open = perUnit.filter((p) => !s.subscribed.has(p.id));
  return pick(open.length > 0 ? open : perUnit);
}

export const describeLines = (lines: Map<number, number>) =>
  [...lines]
    .sort((a, b) => a[0] - b[0])
    .map(([p, q]) => `${p}x${q}`)
    .join(",") || "(empty)";

/**
 * Signs shoppers in the way a finished OIDC sign-in leaves them: a user row and a session row
 * (test-login knows only the two test accounts). The soak's own users are named soak_*.
 */
export async function createShoppers(db: Db, count: number, cookieName: string, prefix: string) {
  const shoppers: Shopper[] = [];
  for (let n = 0; n < count; n++) {
    const userId = `soak_${prefix}_${n}`;
    await db
      .insert(users)
      .values({ id: userId, email: `${userId}@soak.countinghouse.test`, firstName: `Soak ${n}` })
      .onConflictDoNothing();
    const raw = randomBytes(32).toString("base64url");
    await db.insert(sessions).values({
      id: hashSessionId(raw),
      userId,
      data: {},
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    shoppers.push(new Shopper(userId, `${cookieName}=${raw}`, addressOf(prefix, n)));
  }
  return shoppers;
}

/** A distinct documentation-range address per simulated person. */
export function addressOf(prefix: string, n: number): string {
  const group = [...prefix].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 250;
  return `10.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
