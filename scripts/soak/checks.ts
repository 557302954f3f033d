import type pg from "pg";
import { describeLines, type Shopper } from "./shopper.js";

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function storedCarts(pool: pg.Pool, userIds: string[]) {
  const { rows } = await pool.query<{
    user_id: string;
    product_id: number;
    id: number;
    quantity: number;
  }>("select user_id, product_id, id, quantity from cart_items where user_id = any($1)", [userIds]);
  const carts = new Map<string, Map<number, { id: number; quantity: number }>>();
  for (const row of rows) {
    const cart = carts.get(row.user_id) ?? new Map();
    cart.set(row.product_id, { id: row.id, quantity: row.quantity });
    carts.set(row.user_id, cart);
  }
  return carts;
}

/**
 * No lost cart update: each shopper's stored cart holds exactly what was acknowledged (adds
 * counted one by one, minus removals, as last set, less what was bought). An add whose answer
 * never came may or may not have landed; once bounded, the stored line is adopted as the truth.
 */
export async function checkCarts(pool: pg.Pool, shoppers: Shopper[]): Promise<Check> {
  const carts = await storedCarts(
    pool,
    shoppers.map((s) => s.userId),
  );
  const problems: string[] = [];
  let lines = 0;
  let units = 0;
  let unsettled = 0;
  for (const s of shoppers) {
    const stored = carts.get(s.userId) ?? new Map();
    const productIds = new Set([...stored.keys(), ...s.cart.keys()]);
    for (const productId of productIds) {
      const acked = s.cart.get(productId)?.quantity ?? 0;
      const open = s.unsettledAdds.get(productId) ?? 0;
      const have = stored.get(productId)?.quantity ?? 0;
      if (have < acked || have > acked + open) {
        problems.push(
          `${s.userId} product ${productId}: stored ${have}, acknowledged ${acked}` +
            (open ? ` (+${open} unanswered)` : ""),
        );
        continue;
      }
      if (open) {
        unsettled += open;
        if (have > 0) s.cart.set(productId, { lineId: stored.get(productId)!.id, quantity: have });
      }
      if (have > 0) {
        lines++;
        units += have;
      }
    }
    s.unsettledAdds.clear();
  }
  return {
    name: "no lost cart update",
    ok: problems.length === 0,
    detail:
      `${shoppers.length} carts, ${lines} lines, ${units} units equal to the acknowledged adds, removals and changes` +
      (unsettled ? `; ${unsettled} unanswered adds bounded` : "") +
      (problems.length ? `; MISMATCHES: ${problems.slice(0, 5).join("; ")}` : ""),
  };
}

/**
 * Every acknowledged order is stored with its lines and total; each shopper has no order they
 * were not told about (so no duplicate); payments and orders agree both ways.
 */
export async function checkOrders(pool: pg.Pool, shoppers: Shopper[]): Promise<Check[]> {
  const problems: string[] = [];
  const userIds = shoppers.map((s) => s.userId);
  const { rows: orderRows } = await pool.query<{
    id: number;
    user_id: string;
    total_amount: string;
    payment_id: number;
  }>( // Checkout orders; a renewal's order (subscription_id set) is checked by the renewal fault.
    "select id, user_id, total_amount, payment_id from orders where user_id = any($1) and subscription_id is null",
    [userIds],
  );
  const { rows: itemRows } = await pool.query<{
    order_id: number;
    product_id: number;
    quantity: number;
  }>("select order_id, product_id, quantity from order_items where order_id = any($1)", [
    orderRows.map((o) => o.id),
  ]);
  const ordersById = new Map(orderRows.map((o) => [o.id, o]));
  let acked = 0;
  for (const s of shoppers) {
    const ids = new Set(s.orders.map((o) => o.orderId));
    const stored = orderRows.filter((o) => o.user_id === s.userId);
    if (stored.length !== ids.size)
      problems.push(`${s.userId}: ${stored.length} orders stored, ${ids.size} acknowledged`);
    for (const order of s.orders) {
      acked++;
      const row = ordersById.get(order.orderId);
      if (!row || row.user_id !== s.userId) {
        problems.push(`order ${order.orderId} of ${s.userId} is missing`);
        continue;
      }
      const items = new Map(
        itemRows.filter((i) => i.order_id === order.orderId).map((i) => [i.product_id, i.quantity]),
      );
      if (describeLines(items) !== describeLines(order.lines))
        problems.push(
          `order ${order.orderId}: lines ${describeLines(items)}, bought ${describeLines(order.lines)}`,
        );
      if (Math.round(Number(row.total_amount) * 100) !== order.totalCents)
        problems.push(
          `order ${order.orderId}: total ${row.total_amount}, paid ${order.totalCents} cents`,
        );
    }
  }
  const integrity = await pool.query<{ what: string; n: number }>(`
    select 'succeeded payments without an order' as what, count(*)::int as n
      from payments p where p.status = 'succeeded' and not exists (select 1 from orders o where o.payment_id = p.id)
    union all
    select 'orders whose payment did not succeed', count(*)::int
      from orders o join payments p on p.id = o.payment_id where p.status <> 'succeeded'
    union all
    select 'payments with more than one order', count(*)::int
      from (select payment_id from orders group by payment_id having count(*) > 1) d
    union all
    select 'orders without lines', count(*)::int
      from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`);
  const broken = integrity.rows.filter((r) => r.n > 0).map((r) => `${r.n} ${r.what}`);
  return [
    {
      name: "every acknowledged order stored, none extra",
      ok: problems.length === 0,
      detail:
        `${acked} acknowledged orders of ${shoppers.length} shoppers found with their lines and totals` +
        (problems.length ? `; PROBLEMS: ${problems.slice(0, 5).join("; ")}` : ""),
    },
    {
      name: "payments and orders agree",
      ok: broken.length === 0,
      detail: broken.length
        ? broken.join("; ")
        : "no succeeded payment without its order, no order without a succeeded payment, no payment with two orders",
    },
  ];
}
