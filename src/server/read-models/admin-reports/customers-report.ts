import { sql, type SQL } from "drizzle-orm";
import type {
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminCustomersQuery,
  AdminCustomerSummary,
} from "../../../shared/contracts/admin-orders.js";
import { centsToDecimal } from "../../../shared/money.js";
import type { DbOrTx } from "../../db/client.js";
import { containing } from "../../lib/like-pattern.js";
import { customerName, listAdminOrders } from "./admin-orders-report.js";

type CustomerRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_admin: boolean;
  created_at: Date;
  orders: number;
  paid_cents: number;
  refunded_cents: number;
  active_subscriptions: number;
  last_order_at: Date | null;
  total: number;
};

function customersQuery(where: SQL, limit: number, offset: number) {
  return sql`
    select u.id, u.first_name, u.last_name, u.email, u.is_admin, u.created_at,
      (select count(*) from orders o where o.user_id = u.id)::int as orders,
      (select coalesce(sum((o.total_amount * 100)::bigint), 0) from orders o where o.user_id = u.id)::bigint as paid_cents,
      (select coalesce(sum(r.amount_cents), 0) from refunds r join orders o on o.id = r.order_id where o.user_id = u.id)::bigint as refunded_cents,
      (select count(*) from subscriptions s where s.user_id = u.id and s.status = 'active')::int as active_subscriptions,
      (select max(o.created_at) from orders o where o.user_id = u.id) as last_order_at,
      count(*) over ()::int as total
    from users u where ${where}
    order by paid_cents desc, u.created_at desc, u.id
    limit ${limit} offset ${offset}`;
}

function toSummary(row: CustomerRow): AdminCustomerSummary {
  const paid = Number(row.paid_cents);
  const refunded = Number(row.refunded_cents);
  return {
    id: row.id,
    name: customerName(row.first_name, row.last_name),
    email: row.email,
    isAdmin: row.is_admin,
    orders: row.orders,
    lifetimeSpend: centsToDecimal(paid - refunded),
    refunded: centsToDecimal(refunded),
    activeSubscriptions: row.active_subscriptions,
    lastOrderAt: row.last_order_at ? new Date(row.last_order_at).toISOString() : null,
    joinedAt: new Date(row.created_at).toISOString(),
  };
}

/** Everyone with an account, biggest spenders first, searched by name or e-mail. */
export async function listCustomers(
  db: DbOrTx,
  query: AdminCustomersQuery,
): Promise<AdminCustomerPage> {
  const like = query.q ? containing(query.q) : undefined;
  const where = like
    ? sql`(u.email ilike ${like} or concat_ws(' ', u.first_name, u.last_name) ilike ${like} or u.id = ${query.q})`
    : sql`true`;
  const { rows } = await db.execute<CustomerRow>(
    customersQuery(where, query.pageSize, (query.page - 1) * query.pageSize),
  );
  return {
    items: rows.map(toSummary),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCustomer(
  db: DbOrTx,
  id: string,
): Promise<AdminCustomerDetail | undefined> {
  const { rows } = await db.execute<CustomerRow>(customersQuery(sql`u.id = ${id}`, 1, 0));
  if (!rows[0]) return undefined;
  const [orderPage, subs] = await Promise.all([
    listAdminOrders(db, {
      q: undefined,
      sort: "date",
      dir: "desc",
      page: 1,
      pageSize: 100,
      customerId: id,
    }),
    db.execute<{ id: number; name: string; status: string; current_period_end: Date }>(sql`
      select s.id, p.name, s.status, s.current_period_end from subscriptions s
      join products p on p.id = s.product_id where s.user_id = ${id}
      order by s.created_at desc, s.id desc`),
  ]);
  return {
    customer: toSummary(rows[0]),
    orders: orderPage.items,
    subscriptions: subs.rows.map((s) => ({
      id: s.id,
      product: s.name,
      status: s.status,
      currentPeriodEnd: new Date(s.current_period_end).toISOString(),
    })),
  };
}
