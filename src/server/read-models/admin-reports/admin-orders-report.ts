import { sql, type SQL } from "drizzle-orm";
import { lineTotalCents } from "../../../shared/offer.js";
import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrdersQuery,
} from "../../../shared/contracts/admin-orders.js";
import { centsToDecimal, parseCents } from "../../../shared/money.js";
import { refundAmount } from "../../../shared/refunds.js";
import type { DbOrTx } from "../../db/client.js";
import { containing } from "../../lib/like-pattern.js";

/** Start of `day` (inclusive) and of the day after `day` (exclusive), in UTC. */
export const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
export const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

export const customerName = (first: unknown, last: unknown) =>
  [first, last].filter((part) => typeof part === "string" && part.trim()).join(" ") ||
  "Professional";

/** Orders matching the admin's search and filters, one page of them, with the total count. */
export async function listAdminOrders(
  db: DbOrTx,
  query: AdminOrdersQuery & { customerId?: string },
): Promise<AdminOrderPage> {
  const where: SQL[] = [sql`true`];
  if (query.customerId) where.push(sql`o.user_id = ${query.customerId}`);
  if (query.q) {
    const number = /^#?(\d{1,9})$/.exec(query.q);
    const like = containing(query.q);
    where.push(sql`(
      ${number ? sql`o.id = ${Number(number[1])} or` : sql``}
      u.email ilike ${like}
      or concat_ws(' ', u.first_name, u.last_name) ilike ${like}
      or exists (select 1 from order_items i where i.order_id = o.id and i.name ilike ${like})
    )`);
  }
  if (query.status) where.push(sql`o.status = ${query.status}`);
  if (query.from) where.push(sql`o.created_at >= ${dayStart(query.from)}`);
  if (query.to) where.push(sql`o.created_at < ${dayEnd(query.to)}`);
  const direction = query.dir === "asc" ? sql`asc` : sql`desc`;
  const orderBy =
    query.sort === "total"
      ? sql`o.total_amount ${direction}, o.id ${direction}`
      : sql`o.created_at ${direction}, o.id ${direction}`;
  const { rows } = await db.execute<{
    id: number;
    created_at: Date;
    status: string;
    total_amount: string;
    refunded_cents: number;
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    item_count: number;
    products: string[] | null;
    total: number;
  }>(sql`
    select o.id, o.created_at, o.status, o.total_amount,
      coalesce((select sum(r.amount_cents) from refunds r where r.order_id = o.id), 0)::int as refunded_cents,
      u.id as user_id, u.first_name, u.last_name, u.email,
      (select count(*) from order_items i where i.order_id = o.id)::int as item_count,
      (select array_agg(i.name order by i.id) from order_items i where i.order_id = o.id) as products,
      count(*) over ()::int as total
    from orders o join users u on u.id = o.user_id
    where ${sql.join(where, sql` and `)}
    order by ${orderBy}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const { rows: counted } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from orders o join users u on u.id = o.user_id
      where ${sql.join(where, sql` and `)}`);
    total = counted[0]?.n ?? 0;
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status,
      totalAmount: row.total_amount,
      refundedAmount: centsToDecimal(row.refunded_cents),
      customer: {
        id: row.user_id,
        name: customerName(row.first_name, row.last_name),
        email: row.email,
      },
      itemCount: row.item_count,
      products: row.products ?? [],
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Everything the admin's order page shows; undefined for an unknown order. */
export async function getAdminOrder(
  db: DbOrTx,
  orderId: number,
): Promise<AdminOrderDetail | undefined> {
  const { rows: orderRows } = await db.execute<{
    id: number;
    created_at: Date;
    status: string;
    subtotal: string;
    tax: string;
    total_amount: string;
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    payment_id: number | null;
    provider: "stripe" | "test" | null;
    provider_ref: string | null;
    payment_status: string | null;
    amount_cents: number | null;
    paid_at: Date | null;
  }>(sql`
    select o.id, o.created_at, o.status, o.subtotal, o.tax, o.total_amount,
      u.id as user_id, u.first_name, u.last_name, u.email,
      p.id as payment_id, p.provider, p.provider_ref, p.status as payment_status, p.amount_cents,
      p.updated_at as paid_at
    from orders o join users u on u.id = o.user_id left join payments p on p.id = o.payment_id
    where o.id = ${orderId}`);
  const order = orderRows[0];
  if (!order) return undefined;
  const [{ rows: items }, { rows: subs }, { rows: refundRows }, { rows: keys }, { rows: mails }] =
    await Promise.all([
      db.execute<{
        id: number;
        product_id: number | null;
        name: string;
        unit_price: string;
        quantity: number;
        type: "one-time" | "subscription";
        download_url: string | null;
        refund_id: number | null;
        refunded_cents: number;
      }>(sql`select id, product_id, name, unit_price, quantity, type, download_url, refund_id, refunded_cents
      from order_items where order_id = ${orderId} order by id`),
      db.execute<{ id: number; product_id: number; status: string; current_period_end: Date }>(
        sql`select id, product_id, status, current_period_end from subscriptions where order_id = ${orderId} order by id`,
      ),
      db.execute<{
        id: number;
        amount_cents: number;
        reason: string;
        created_at: Date;
        created_by: string | null;
        first_name: string | null;
        last_name: string | null;
        provider: "stripe" | "test";
        provider_ref: string;
        item_ids: number[] | null;
      }>(sql`
      select r.id, r.amount_cents, r.reason, r.created_at, r.created_by, u.first_name, u.last_name,
        r.provider, r.provider_ref,
        (select array_agg(i.id order by i.id) from order_items i where i.refund_id = r.id) as item_ids
      from refunds r left join users u on u.id = r.created_by
      where r.order_id = ${orderId} order by r.created_at, r.id`),
      db.execute<{ order_item_id: number; key: string; revoked_at: Date | null }>(
        sql`select order_item_id, key, revoked_at from licence_keys where order_id = ${orderId} order by order_item_id, seat`,
      ),
      // The e-mails this order caused: its confirmation and one per refund (their dedupe keys).
      db.execute<{ id: number; kind: string; subject: string; status: string; created_at: Date }>(
        sql`select id, kind, subject, status, created_at from email_outbox
        where dedupe_key = ${`order-confirmation:${orderId}`}
          or dedupe_key in (select 'refund:' || r.id from refunds r where r.order_id = ${orderId})
        order by id`,
      ),
    ]);
  const refundable = {
    subtotalCents: parseCents(order.subtotal),
    taxCents: parseCents(order.tax),
    totalCents: parseCents(order.total_amount),
    lines: items.map((item) => ({
      id: item.id,
      lineCents: lineTotalCents({
        unitPriceCents: parseCents(item.unit_price),
        quantity: item.quantity,
      }),
      refunded: item.refund_id !== null,
    })),
  };
  const paid = order.payment_status === "succeeded";
  const refundedCents = refundRows.reduce((sum, r) => sum + r.amount_cents, 0);
  const history: AdminOrderDetail["history"] = [
    {
      at: new Date(order.created_at).toISOString(),
      status: "completed",
      note: order.provider
        ? `Paid ${centsToDecimal(order.amount_cents ?? 0)} by ${order.provider === "stripe" ? "card (Stripe)" : "test card"}`
        : "Placed",
    },
  ];
  const refundedSoFar = new Set<number>();
  for (const r of refundRows) {
    for (const id of r.item_ids ?? []) refundedSoFar.add(id);
    const all = items.every((item) => refundedSoFar.has(item.id));
    const names = items.filter((i) => r.item_ids?.includes(i.id)).map((i) => i.name);
    history.push({
      at: new Date(r.created_at).toISOString(),
      status: all ? "refunded" : "partially_refunded",
      note: `Refunded ${centsToDecimal(r.amount_cents)} (${names.join(", ")}) by ${customerName(r.first_name, r.last_name)}: ${r.reason}`,
    });
  }
  return {
    id: order.id,
    createdAt: new Date(order.created_at).toISOString(),
    status: order.status,
    subtotal: order.subtotal,
    tax: order.tax,
    totalAmount: order.total_amount,
    refundedAmount: centsToDecimal(refundedCents),
    customer: {
      id: order.user_id,
      name: customerName(order.first_name, order.last_name),
      email: order.email,
    },
    payment:
      order.payment_id === null
        ? null
        : {
            id: order.payment_id,
            provider: order.provider!,
            providerRef: order.provider_ref,
            status: order.payment_status!,
            amount: centsToDecimal(order.amount_cents ?? 0),
            paidAt: new Date(order.paid_at!).toISOString(),
          },
    items: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      name: item.name,
      unitPrice: item.unit_price,
      quantity: item.quantity,
      lineTotal: centsToDecimal(
        lineTotalCents({ unitPriceCents: parseCents(item.unit_price), quantity: item.quantity }),
      ),
      type: item.type,
      downloadable: item.download_url !== null && item.refund_id === null,
      refundId: item.refund_id,
      refundedAmount: centsToDecimal(item.refunded_cents),
      refundableAmount: centsToDecimal(
        paid && item.refund_id === null ? refundAmount(refundable, [item.id]) : 0,
      ),
      licenceKeys: keys
        .filter((k) => k.order_item_id === item.id)
        .map((k) => ({ key: k.key, revoked: k.revoked_at !== null })),
    })),
    emails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      subject: m.subject,
      status: m.status,
      createdAt: new Date(m.created_at).toISOString(),
    })),
    subscriptions: subs.map((s) => ({
      id: s.id,
      productId: s.product_id,
      status: s.status,
      currentPeriodEnd: new Date(s.current_period_end).toISOString(),
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: centsToDecimal(r.amount_cents),
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
      createdBy: r.created_by
        ? { id: r.created_by, name: customerName(r.first_name, r.last_name) }
        : null,
      provider: r.provider,
      providerRef: r.provider_ref,
      itemIds: r.item_ids ?? [],
    })),
    history,
  };
}
