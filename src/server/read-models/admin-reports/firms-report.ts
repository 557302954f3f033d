import { sql, type SQL } from "drizzle-orm";
import type {
  AdminFirm,
  AdminFirmPage,
  AdminFirmsQuery,
} from "../../../shared/contracts/admin-firms.js";
import type { DbOrTx } from "../../db/client.js";
import { toCsv } from "../../lib/csv.js";
import { containing } from "../../lib/like-pattern.js";
import { customerName } from "./admin-orders-report.js";

type FirmRow = {
  id: number;
  name: string;
  created_at: Date;
  owners: Array<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>;
  members: number;
  seats: number;
  assigned: number;
  activations: number;
  orders: number;
  total: number;
};

/**
 * Every firm with its head count, the per-user seats of its purchases (a running subscription's
 * current seats, else the line's quantity; refunded lines and renewals not counted), how many
 * are given to people, and the devices its keys are on.
 */
function firmsQuery(where: SQL, limit: number, offset: number) {
  return sql`
    with lines as (
      select o.firm_id, oi.id as item_id, coalesce(s.quantity, oi.quantity) as seats
      from order_items oi
      join orders o on o.id = oi.order_id
      left join subscriptions s on s.order_id = o.id and s.product_id = oi.product_id
      where o.firm_id is not null and o.subscription_id is null
        and oi.price_unit = 'per_user' and oi.refund_id is null
    )
    select f.id, f.name, f.created_at,
      (select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name,
          'last_name', u.last_name, 'email', u.email) order by u.id), '[]'::json)
        from firm_members m join users u on u.id = m.user_id
        where m.firm_id = f.id and m.role = 'owner') as owners,
      (select count(*) from firm_members m where m.firm_id = f.id)::int as members,
      (select coalesce(sum(l.seats), 0) from lines l where l.firm_id = f.id)::int as seats,
      (select count(*) from seat_assignments a join lines l on l.item_id = a.order_item_id
        where a.firm_id = f.id)::int as assigned,
      (select count(*) from licence_activations la
        join licence_keys k on k.id = la.licence_key_id
        join orders o on o.id = k.order_id
        where o.firm_id = f.id and la.deactivated_at is null and k.revoked_at is null)::int as activations,
      (select count(*) from orders o where o.firm_id = f.id)::int as orders,
      count(*) over ()::int as total
    from firms f where ${where}
    order by f.created_at desc, f.id desc
    limit ${limit} offset ${offset}`;
}

function whereOf(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const like = containing(q);
  return sql`(f.name ilike ${like} or exists (
    select 1 from firm_members m join users u on u.id = m.user_id
    where m.firm_id = f.id and (u.email ilike ${like} or concat_ws(' ', u.first_name, u.last_name) ilike ${like})))`;
}

const toFirm = (row: FirmRow): AdminFirm => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  owners: row.owners.map((o) => ({
    id: o.id,
    name: customerName(o.first_name, o.last_name),
    email: o.email,
  })),
  members: row.members,
  seats: row.seats,
  assigned: row.assigned,
  activations: row.activations,
  orders: row.orders,
});

/** Firms, newest first, searched by the firm's name or a member's name or e-mail. */
export async function listFirms(db: DbOrTx, query: AdminFirmsQuery): Promise<AdminFirmPage> {
  const { rows } = await db.execute<FirmRow>(
    firmsQuery(whereOf(query.q), query.pageSize, (query.page - 1) * query.pageSize),
  );
  return {
    items: rows.map(toFirm),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const FIRMS_CSV_HEADER = [
  "firm_id",
  "firm",
  "created_at",
  "owners",
  "members",
  "seats",
  "seats_assigned",
  "seats_unassigned",
  "activations",
  "orders",
] as const;

/** Every firm matching the search as CSV, one row per firm. */
export async function firmsCsv(db: DbOrTx, q: string | undefined) {
  const { rows } = await db.execute<FirmRow>(firmsQuery(whereOf(q), 100_000, 0));
  const body = toCsv([
    FIRMS_CSV_HEADER,
    ...rows
      .map(toFirm)
      .map((f) => [
        f.id,
        f.name,
        f.createdAt,
        f.owners.map((o) => (o.email ? `${o.name} <${o.email}>` : o.name)).join("; "),
        f.members,
        f.seats,
        f.assigned,
        f.seats - f.assigned,
        f.activations,
        f.orders,
      ]),
  ]);
  return { body, fileName: "countinghouse-firms.csv" };
}
