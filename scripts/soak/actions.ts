import { DECLINED_CARD, SUCCEEDING_CARD } from "../../src/shared/test-cards.js";
import { ConnectionError, type Reply, type ServerClient } from "./http.js";
import type { Recorder } from "./stats.js";
import { describeLines, totalOf, type Product, type Shopper } from "./shopper.js";

/** What every shopper action needs: where to write outcomes and the prices a browser would see. */
export interface Ctx {
  rec: Recorder;
  catalogue: Map<number, Product>;
}

const card = (number: string) => ({ cardNumber: number, expiry: "12/39", cvc: "123" });
const json = <T>(reply: Reply) => JSON.parse(reply.body) as T;

/**
 * `count` adds of one product sent at once, alternating between the servers: concurrent
 * increments of one cart line from two processes. Each acknowledged add is one more.
 */
export async function addBurst(
  ctx: Ctx,
  s: Shopper,
  servers: ServerClient[],
  productId: number,
  count: number,
): Promise<void> {
  const sent = Array.from({ length: count }, (_, i) =>
    s.send(servers[i % servers.length]!, "/api/cart", {
      method: "POST",
      json: { productId, quantity: 1 },
    }),
  );
  const outcomes = await Promise.allSettled(sent);
  let cut: unknown;
  for (const outcome of outcomes) {
    if (outcome.status === "rejected") {
      s.unsettledAdds.set(productId, (s.unsettledAdds.get(productId) ?? 0) + 1);
      cut ??= outcome.reason;
      continue;
    }
    if (!ctx.rec.record("POST /api/cart", outcome.value)) continue;
    const line = json<{ id: number; quantity: number }>(outcome.value);
    const known = s.cart.get(productId);
    s.cart.set(productId, { lineId: line.id, quantity: (known?.quantity ?? 0) + 1 });
    s.tally.adds++;
    s.wrote(servers.map((server) => server.name).join("+"));
  }
  if (cut) throw cut;
}

/** Reads the cart and, when nothing is unsettled, holds it to exactly what was acknowledged. */
export async function readCart(ctx: Ctx, s: Shopper, server: ServerClient): Promise<void> {
  const reply = await s.send(server, "/api/cart");
  if (!ctx.rec.record("GET /api/cart", reply) || !s.settled) return;
  const items = json<Array<{ id: number; quantity: number; product: { id: number } }>>(reply);
  const stored = new Map(items.map((i) => [i.product.id, i.quantity]));
  const expected = s.cartLines();
  const lineIdsMatch = items.every((i) => s.cart.get(i.product.id)?.lineId === i.id);
  if (describeLines(stored) !== describeLines(expected) || !lineIdsMatch) {
    const since =
      (reply.ms > 0 ? performance.now() - reply.ms : performance.now()) - s.lastWrite.at;
    ctx.rec.fail(
      `cart of ${s.userId} read on ${server.name}: ${describeLines(stored)}, acknowledged ${describeLines(expected)} ` +
        `(last change on ${s.lastWrite.servers} ${since.toFixed(0)} ms before the read was sent)`,
    );
  }
  s.tally.cartReadsChecked++;
}

export async function removeLine(ctx: Ctx, s: Shopper, server: ServerClient, productId: number) {
  const line = s.cart.get(productId)!;
  const reply = await s.send(server, `/api/cart/${line.lineId}`, {
    method: "DELETE",
  });
  if (!ctx.rec.record("DELETE /api/cart/:id", reply)) return;
  s.cart.delete(productId);
  s.wrote(server.name);
  s.tally.removes++;
}

export async function setQuantity(
  ctx: Ctx,
  s: Shopper,
  server: ServerClient,
  productId: number,
  quantity: number,
) {
  const line = s.cart.get(productId)!;
  const reply = await s.send(server, `/api/cart/${line.lineId}`, {
    method: "PUT",
    json: { quantity },
  });
  if (!ctx.rec.record("PUT /api/cart/:id", reply)) return;
  const answered = json<{ quantity: number }>(reply).quantity;
  if (answered !== quantity)
    ctx.rec.fail(`PUT quantity ${quantity} for ${s.userId} answered ${answered}`);
  line.quantity = quantity;
  s.tally.quantitySets++;
  s.wrote(server.name);
}

export interface CheckoutStyle {
  /** Pay with the declining test card first (a 402 by design), then with the good one. */
  declineFirst?: boolean;
  /** A double-clicked pay button: the same payment confirmed on both servers at once. */
  doubleClick?: boolean;
}

/**
 * The checkout a browser runs: open a payment for the cart's total (the server prices it and
 * refuses a wrong amount), then pay it with a test card. An order is acknowledged by a 200.
 */
export async function checkout(
  ctx: Ctx,
  s: Shopper,
  servers: { intent: ServerClient; confirm: ServerClient[] },
  style: CheckoutStyle = {},
): Promise<void> {
  const lines = s.cartLines();
  const total = totalOf(lines, ctx.catalogue);
  // From here the subscriptions in the cart may come to exist (even if the answer is cut).
  for (const productId of lines.keys()) {
    const { term } = ctx.catalogue.get(productId)!.offer;
    if (term === "monthly" || term === "annual") s.subscribed.add(productId);
  }
  s.unsettledCheckout = { stage: "intent", lines, totalCents: total.cents };
  const intent = await s.send(servers.intent, "/api/create-payment-intent", {
    method: "POST",
    json: { amount: total.dollars },
  });
  if (!ctx.rec.record("POST /api/create-payment-intent", intent)) {
    s.unsettledCheckout = undefined;
    return;
  }
  const { clientSecret } = json<{ clientSecret: string }>(intent);
  s.unsettledCheckout = { ...s.unsettledCheckout, stage: "confirm", clientSecret };

  if (style.declineFirst) {
    const declined = await pay(servers.confirm[0]!, s, clientSecret, DECLINED_CARD);
    ctx.rec.record("POST /api/payments/test/confirm", declined, [
      { status: 402, why: "the declining test card, sent on purpose" },
    ]);
    if (declined.status !== 402) ctx.rec.fail(`declining card answered ${declined.status}`);
  }
  const payers = style.doubleClick ? servers.confirm : servers.confirm.slice(0, 1);
  const outcomes = await Promise.allSettled(
    payers.map((server) => pay(server, s, clientSecret, SUCCEEDING_CARD)),
  );
  const orderIds = new Set<number>();
  let cut: unknown;
  for (const outcome of outcomes) {
    if (outcome.status === "rejected") {
      cut ??= outcome.reason;
      continue;
    }
    if (ctx.rec.record("POST /api/payments/test/confirm", outcome.value))
      orderIds.add(json<{ orderId: number }>(outcome.value).orderId);
  }
  if (orderIds.size > 1)
    ctx.rec.fail(`one payment of ${s.userId} answered two orders: ${[...orderIds].join(", ")}`);
  if (orderIds.size > 0) {
    s.orders.push({
      orderId: [...orderIds][0]!,
      userId: s.userId,
      lines,
      totalCents: total.cents,
    });
    s.cart.clear();
    s.tally.checkouts++;
    s.wrote(`${payers.map((server) => server.name).join("+")} (checkout)`);
    s.unsettledCheckout = undefined;
    return;
  }
  if (cut) throw cut;
  s.unsettledCheckout = undefined;
}

export function pay(server: ServerClient, s: Shopper, clientSecret: string, number: string) {
  return s.send(server, "/api/payments/test/confirm", {
    method: "POST",
    json: { clientSecret, ...card(number) },
  });
}

/** A request that failed to get any answer: the server was unreachable or cut the connection. */
export const isCut = (err: unknown): err is ConnectionError => err instanceof ConnectionError;
