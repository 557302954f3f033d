import { sql } from "drizzle-orm";
import {
  ADVISOR_PURCHASE_WINDOW_DAYS,
  defaultRange,
  type Analytics,
  type ReportInterval,
} from "../../../shared/contracts/admin-reports.js";
import { centsToDecimal } from "../../../shared/money.js";
import type { DbOrTx } from "../../db/client.js";
import { dayEnd, dayStart } from "./admin-orders-report.js";

/** Whole cents of a numeric(10,2) column, summed in the database without a float. */
const cents = (column: string) => sql.raw(`(${column} * 100)::bigint`);

export interface RevenueRow {
  period: string;
  orders: number;
  grossCents: number;
  refundCents: number;
}

/**
 * Revenue per day, week (from Monday) or month in UTC: orders by when they were placed, refunds by
 * when they were given. Every period of the range is present, empty ones as zero.
 */
export async function revenueSeries(
  db: DbOrTx,
  range: { from: string; to: string },
  interval: ReportInterval,
): Promise<RevenueRow[]> {
  const unit = sql.raw(`'${interval}'`);
  const { rows } = await db.execute<{
    period: string;
    orders: number;
    gross_cents: number;
    refund_cents: number;
  }>(sql`
    with periods as (
      select generate_series(date_trunc(${unit}, ${range.from}::date), ${range.to}::date, ('1 ' || ${interval})::interval)::date as period
    ),
    sold as (
      select date_trunc(${unit}, o.created_at at time zone 'UTC')::date as period,
        count(*)::int as orders, sum(${cents("o.total_amount")})::bigint as gross_cents
      from orders o
      where o.created_at >= ${dayStart(range.from)} and o.created_at < ${dayEnd(range.to)}
      group by 1
    ),
    given as (
      select date_trunc(${unit}, r.created_at at time zone 'UTC')::date as period,
        sum(r.amount_cents)::bigint as refund_cents
      from refunds r
      where r.created_at >= ${dayStart(range.from)} and r.created_at < ${dayEnd(range.to)}
      group by 1
    )
    select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(s.orders, 0)::int as orders,
      coalesce(s.gross_cents, 0)::bigint as gross_cents, coalesce(g.refund_cents, 0)::bigint as refund_cents
    from periods p left join sold s on s.period = p.period left join given g on g.period = p.period
    order by p.period`);
  return rows.map((row) => ({
    period: row.period,
    orders: row.orders,
    grossCents: Number(row.gross_cents),
    refundCents: Number(row.refund_cents),
  }));
}

/** The admin's Analytics tab: every figure computed from the orders, refunds and subscriptions. */
export async function analytics(
  db: DbOrTx,
  query: { from?: string; to?: string; interval: ReportInterval },
): Promise<Analytics> {
  const fallback = defaultRange();
  const range = { from: query.from ?? fallback.from, to: query.to ?? query.from ?? fallback.to };
  if (range.from > range.to) range.from = range.to;
  const inRange = (column: string) =>
    sql`${sql.raw(column)} >= ${dayStart(range.from)} and ${sql.raw(column)} < ${dayEnd(range.to)}`;

  const [series, totals, refundTotals, subs, top, advisor, trials] = await Promise.all([
    revenueSeries(db, range, query.interval),
    db.execute<{ orders: number; gross: number; tax: number }>(sql`
      select count(*)::int as orders, coalesce(sum(${cents("total_amount")}), 0)::bigint as gross,
        coalesce(sum(${cents("tax")}), 0)::bigint as tax
      from orders where ${inRange("created_at")}`),
    db.execute<{ n: number; cents: number }>(sql`
      select count(*)::int as n, coalesce(sum(amount_cents), 0)::bigint as cents
      from refunds where ${inRange("created_at")}`),
    // A subscription's monthly price is the one frozen on the order line that started it.
    // Free trials running are counted apart (issue 47): not yet paid, so not in MRR either.
    db.execute<{ active: number; trialing: number; mrr: number }>(sql`
      select count(*) filter (where s.status = 'active')::int as active,
        count(*) filter (where s.status = 'trialing' and not s.cancel_at_period_end)::int as trialing,
        coalesce(sum(coalesce(
          (select ${cents("i.unit_price")} * i.quantity from order_items i
            where i.order_id = s.order_id and i.product_id = s.product_id order by i.id limit 1),
          ${cents("p.price")})) filter (where s.status = 'active'), 0)::bigint as mrr
      from subscriptions s join products p on p.id = s.product_id
      where s.status in ('active', 'trialing')`),
    db.execute<{ product_id: number | null; name: string; quantity: number; revenue: number }>(sql`
      select i.product_id, min(i.name) as name, sum(i.quantity)::int as quantity,
        -- Before tax: a refunded line (refunds are whole lines) earned nothing. refunded_cents
        -- includes the tax given back, so subtracting it went below zero.
        sum(case when i.refund_id is null then ${cents("i.unit_price")} * i.quantity else 0 end)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id
      where ${inRange("o.created_at")}
      group by i.product_id, case when i.product_id is null then i.name end
      order by revenue desc, name limit 5`),
    db.execute<{ conversations: number; led: number }>(sql`
      select count(*)::int as conversations,
        count(*) filter (where exists (
          select 1 from orders o where o.user_id = c.user_id and o.created_at >= c.created_at
            and o.created_at < c.created_at + ${`${ADVISOR_PURCHASE_WINDOW_DAYS} days`}::interval
        ))::int as led
      from conversations c where ${inRange("c.created_at")}`),
    db.execute<{ started: number; converted: number }>(sql`
      select count(*)::int as started, count(converted_at)::int as converted
      from subscriptions where ${inRange("trial_started_at")}`),
  ]);
  const t = totals.rows[0]!;
  const gross = Number(t.gross);
  const refunded = Number(refundTotals.rows[0]!.cents);
  return {
    from: range.from,
    to: range.to,
    interval: query.interval,
    totals: {
      orders: t.orders,
      gross: centsToDecimal(gross),
      tax: centsToDecimal(Number(t.tax)),
      refunds: centsToDecimal(refunded),
      refundCount: refundTotals.rows[0]!.n,
      net: centsToDecimal(gross - refunded),
      // Half-up to the cent, in whole numbers.
      averageOrderValue: centsToDecimal(
        t.orders === 0 ? 0 : Math.floor((2 * gross + t.orders) / (2 * t.orders)),
      ),
    },
    subscriptions: {
      active: subs.rows[0]!.active,
      trialing: subs.rows[0]!.trialing,
      mrr: centsToDecimal(Number(subs.rows[0]!.mrr)),
    },
    series: series.map((row) => ({
      period: row.period,
      orders: row.orders,
      gross: centsToDecimal(row.grossCents),
      refunds: centsToDecimal(row.refundCents),
      net: centsToDecimal(row.grossCents - row.refundCents),
    })),
    topProducts: top.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      quantity: row.quantity,
      revenue: centsToDecimal(Number(row.revenue)),
    })),
    advisor: { conversations: advisor.rows[0]!.conversations, ledToPurchase: advisor.rows[0]!.led },
    trials: { started: trials.rows[0]!.started, converted: trials.rows[0]!.converted },
  };
}
