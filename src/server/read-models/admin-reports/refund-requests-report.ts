import { sql, type SQL } from "drizzle-orm";
import type {
  AdminRefundRequest,
  AdminRefundRequestPage,
  AdminRefundRequestsQuery,
} from "../../../shared/contracts/refund-requests.js";
import { centsToDecimal, parseCents } from "../../../shared/money.js";
import { lineTotalCents } from "../../../shared/offer.js";
import { refundAmount, type RefundRequestStatus } from "../../../shared/refunds.js";
import type { DbOrTx } from "../../db/client.js";
import { customerName } from "./admin-orders-report.js";

type Row = {
  id: number;
  order_id: number;
  status: RefundRequestStatus;
  reason: string;
  item_ids: number[];
  answer: string | null;
  created_at: Date;
  decided_at: Date | null;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  decider_id: string | null;
  decider_first: string | null;
  decider_last: string | null;
  order_created_at: Date;
  subtotal: string;
  tax: string;
  total_amount: string;
  total: number;
};

type Line = {
  id: number;
  order_id: number;
  name: string;
  unit_price: string;
  quantity: number;
  refund_id: number | null;
  refunded_cents: number;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** The refund requests queue (decision 0261): one page, waiting ones first, with what each asks. */
export async function listAdminRefundRequests(
  db: DbOrTx,
  query: AdminRefundRequestsQuery & { id?: number },
): Promise<AdminRefundRequestPage> {
  const where: SQL[] = [sql`true`];
  if (query.status) where.push(sql`rr.status = ${query.status}`);
  if (query.id) where.push(sql`rr.id = ${query.id}`);
  const { rows } = await db.execute<Row>(sql`
    select rr.id, rr.order_id, rr.status, rr.reason, rr.item_ids, rr.answer, rr.created_at,
      rr.decided_at, u.id as user_id, u.first_name, u.last_name, u.email,
      d.id as decider_id, d.first_name as decider_first, d.last_name as decider_last,
      o.created_at as order_created_at, o.subtotal, o.tax, o.total_amount,
      count(*) over ()::int as total
    from refund_requests rr
    join users u on u.id = rr.user_id
    join orders o on o.id = rr.order_id
    left join users d on d.id = rr.decided_by
    where ${sql.join(where, sql` and `)}
    order by (rr.status in ('open', 'approving')) desc, rr.created_at desc, rr.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const { rows: counted } = await db.execute<{ open: number }>(
    sql`select count(*)::int as open from refund_requests where status in ('open', 'approving')`,
  );
  const orderIds = [...new Set(rows.map((row) => row.order_id))];
  const { rows: lines } = orderIds.length
    ? await db.execute<Line>(sql`
        select id, order_id, name, unit_price, quantity, refund_id, refunded_cents
        from order_items where order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`)
    : { rows: [] as Line[] };
  return {
    items: rows.map((row) =>
      toAdminRequest(
        row,
        lines.filter((l) => l.order_id === row.order_id),
      ),
    ),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    open: counted[0]?.open ?? 0,
  };
}

export async function getAdminRefundRequest(
  db: DbOrTx,
  id: number,
): Promise<AdminRefundRequest | undefined> {
  const page = await listAdminRefundRequests(db, { id, page: 1, pageSize: 1 });
  return page.items[0];
}

function toAdminRequest(row: Row, lines: Line[]): AdminRefundRequest {
  const order = {
    subtotalCents: parseCents(row.subtotal),
    taxCents: parseCents(row.tax),
    totalCents: parseCents(row.total_amount),
    lines: lines.map((line) => ({
      id: line.id,
      lineCents: lineTotalCents({
        unitPriceCents: parseCents(line.unit_price),
        quantity: line.quantity,
      }),
      refunded: line.refund_id !== null,
    })),
  };
  const asked = order.lines.filter((line) => row.item_ids.includes(line.id));
  const stillOpen = asked.filter((line) => !line.refunded).map((line) => line.id);
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    reason: row.reason,
    itemIds: row.item_ids,
    answer: row.answer,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    customer: {
      id: row.user_id,
      name: customerName(row.first_name, row.last_name),
      email: row.email,
    },
    order: {
      id: row.order_id,
      createdAt: iso(row.order_created_at),
      totalAmount: row.total_amount,
      refundedAmount: centsToDecimal(lines.reduce((sum, line) => sum + line.refunded_cents, 0)),
    },
    items: asked.map((line) => ({
      id: line.id,
      name: lines.find((l) => l.id === line.id)!.name,
      lineTotal: centsToDecimal(line.lineCents),
      refunded: line.refunded,
    })),
    amount: centsToDecimal(stillOpen.length ? refundAmount(order, stillOpen) : 0),
    decidedBy: row.decider_id
      ? { id: row.decider_id, name: customerName(row.decider_first, row.decider_last) }
      : null,
  };
}
