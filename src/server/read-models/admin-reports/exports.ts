import { sql } from "drizzle-orm";
import { defaultRange, type ReportInterval } from "../../../shared/contracts/admin-reports.js";
import { centsToDecimal, parseCents } from "../../../shared/money.js";
import type { DbOrTx } from "../../db/client.js";
import { toCsv } from "../../lib/csv.js";
import { customerName, dayEnd, dayStart } from "./admin-orders-report.js";
import { revenueSeries } from "./analytics-report.js";

function rangeOf(query: { from?: string; to?: string }) {
  const fallback = defaultRange();
  return { from: query.from ?? fallback.from, to: query.to ?? query.from ?? fallback.to };
}

export const ORDERS_CSV_HEADER = [
  "order_id",
  "order_date",
  "order_status",
  "customer_id",
  "customer_name",
  "customer_email",
  "line_id",
  "product_id",
  "product",
  "type",
  "unit_price",
  "quantity",
  "line_subtotal",
  "line_refunded",
  "order_subtotal",
  "order_tax",
  "order_total",
] as const;

/** Orders placed in the range, one row per line item, money as decimals ("1299.00"). */
export async function ordersCsv(db: DbOrTx, query: { from?: string; to?: string }) {
  const range = rangeOf(query);
  const { rows } = await db.execute<{
    order_id: number;
    created_at: Date;
    status: string;
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    line_id: number;
    product_id: number | null;
    name: string;
    type: string;
    unit_price: string;
    quantity: number;
    refunded_cents: number;
    subtotal: string;
    tax: string;
    total_amount: string;
  }>(sql`
    select o.id as order_id, o.created_at, o.status, u.id as user_id, u.first_name, u.last_name,
      u.email, i.id as line_id, i.product_id, i.name, i.type, i.unit_price, i.quantity,
      i.refunded_cents, o.subtotal, o.tax, o.total_amount
    from orders o join users u on u.id = o.user_id join order_items i on i.order_id = o.id
    where o.created_at >= ${dayStart(range.from)} and o.created_at < ${dayEnd(range.to)}
    order by o.created_at, o.id, i.id`);
  const body = toCsv([
    ORDERS_CSV_HEADER,
    ...rows.map((r) => [
      r.order_id,
      new Date(r.created_at).toISOString(),
      r.status,
      r.user_id,
      customerName(r.first_name, r.last_name),
      r.email,
      r.line_id,
      r.product_id,
      r.name,
      r.type,
      r.unit_price,
      r.quantity,
      centsToDecimal(parseCents(r.unit_price) * r.quantity),
      centsToDecimal(r.refunded_cents),
      r.subtotal,
      r.tax,
      r.total_amount,
    ]),
  ]);
  return { body, fileName: `orders-${range.from}-to-${range.to}.csv` };
}

/** Revenue per period of the range: the Analytics chart's numbers. */
export async function revenueCsv(
  db: DbOrTx,
  query: { from?: string; to?: string; interval: ReportInterval },
) {
  const range = rangeOf(query);
  const series = await revenueSeries(db, range, query.interval);
  const body = toCsv([
    ["period_start", "orders", "gross", "refunds", "net"],
    ...series.map((row) => [
      row.period,
      row.orders,
      centsToDecimal(row.grossCents),
      centsToDecimal(row.refundCents),
      centsToDecimal(row.grossCents - row.refundCents),
    ]),
  ]);
  return { body, fileName: `revenue-by-${query.interval}-${range.from}-to-${range.to}.csv` };
}
