import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { adminCustomerPageSchema } from "../../../shared/contracts/admin-orders.js";
import { analyticsSchema, type Analytics } from "../../../shared/contracts/admin-reports.js";
import { centsToDecimal, parseCents } from "../../../shared/money.js";
import {
  conversations,
  orderItems,
  orders,
  products,
  subscriptions,
  users,
} from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { parseCsv } from "../../test/parse-csv.js";
import { withoutTrial } from "../../test/shopping.js";
import { ORDERS_CSV_HEADER } from "../../read-models/admin-reports/exports.js";

const BUYER = "report_buyer";
let t: TestApp;
let admin: string;
const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });

/** An order placed at `at` with lines at the given cents; the tax as checkout would compute it. */
async function placeOrder(at: string, lines: Array<[string, number, number]>) {
  const subtotal = lines.reduce((s, [, price, qty]) => s + price * qty, 0);
  const tax = Math.floor((subtotal * 8 + 50) / 100);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: BUYER,
      subtotal: centsToDecimal(subtotal),
      tax: centsToDecimal(tax),
      totalAmount: centsToDecimal(subtotal + tax),
      createdAt: new Date(at),
    })
    .returning();
  await t.database.db.insert(orderItems).values(
    lines.map(([name, price, quantity]) => ({
      orderId: order!.id,
      name,
      unitPrice: centsToDecimal(price),
      quantity,
      type: "one-time" as const,
    })),
  );
  return order!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin_test_123");
  await t.database.db
    .insert(users)
    .values({ id: BUYER, email: "ledger@firm.test", firstName: "=Ada", lastName: "Lovelace, CPA" });
  await placeOrder("2026-03-01T23:59:59Z", [['Form "990" pack, annual', 1999, 3]]);
  await placeOrder("2026-03-02T00:00:00Z", [
    ["Cents test", 333, 1],
    ["Second line\nwith a break", 1, 7],
  ]);
  await placeOrder("2026-03-15T12:00:00Z", [['=HYPERLINK("x")', 129900, 1]]);
  await placeOrder("2026-04-01T00:00:00Z", [["Outside the range", 5000, 1]]);
  await t.database.db.insert(conversations).values([
    { userId: BUYER, createdAt: new Date("2026-02-28T10:00:00Z") },
    { userId: BUYER, createdAt: new Date("2026-03-20T10:00:00Z") },
    { sessionId: "anonymous", createdAt: new Date("2026-03-05T10:00:00Z") },
  ]);
});
afterAll(() => t.close());

async function ordersTableTotals(from: string, to: string) {
  const { rows } = await t.database.db.execute<{ total_amount: string }>(sql`
    select total_amount from orders
    where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`);
  return {
    count: rows.length,
    cents: rows.reduce((s, r) => s + parseCents(r.total_amount), 0),
  };
}

describe("analytics", () => {
  it("agrees to the cent with the orders table, in every interval", async () => {
    const table = await ordersTableTotals("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z");
    expect(table.count).toBe(3);
    for (const interval of ["day", "week", "month"]) {
      const res = await get(
        `/api/admin/analytics?from=2026-03-01&to=2026-03-31&interval=${interval}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const a: Analytics = analyticsSchema.parse(res.json());
      expect(a.totals.orders).toBe(table.count);
      expect(parseCents(a.totals.gross)).toBe(table.cents);
      expect(a.totals.net).toBe(a.totals.gross);
      expect(
        a.series.reduce((s, p) => s + parseCents(p.gross), 0),
        interval,
      ).toBe(table.cents);
      expect(a.series.reduce((s, p) => s + p.orders, 0)).toBe(table.count);
      expect(parseCents(a.totals.averageOrderValue)).toBe(Math.round(table.cents / table.count));
    }
    const days = analyticsSchema.parse(
      (await get("/api/admin/analytics?from=2026-03-01&to=2026-03-31")).json(),
    );
    expect(days.series).toHaveLength(31);
    expect(days.series[0]).toMatchObject({ period: "2026-03-01", orders: 1 });
    expect(days.series[1]).toMatchObject({ period: "2026-03-02", orders: 1 });
    expect(days.topProducts[0]).toMatchObject({ name: '=HYPERLINK("x")', revenue: "1299.00" });
    // The 20 March conversation led to the 1 April order; the visitor's led to nothing.
    expect(days.advisor).toEqual({ conversations: 2, ledToPurchase: 1 });
    const feb = analyticsSchema.parse(
      (await get("/api/admin/analytics?from=2026-02-01&to=2026-02-28")).json(),
    );
    expect(feb.advisor).toEqual({ conversations: 1, ledToPurchase: 1 });
  });

  it("counts the free trials started in the range and those converted to paid", async () => {
    // One trial per customer and product: three products, and two for trials running now.
    const some = await t.database.db.select({ id: products.id }).from(products).limit(5);
    const trial = (productId: number, startedAt: string, convertedAt: string | null) => ({
      userId: BUYER,
      productId,
      status: convertedAt ? ("active" as const) : ("canceled" as const),
      currentPeriodEnd: new Date("2026-07-01T00:00:00Z"),
      trialStartedAt: new Date(startedAt),
      trialEndsAt: new Date(new Date(startedAt).getTime() + 14 * 86_400_000),
      convertedAt: convertedAt ? new Date(convertedAt) : null,
      endedAt: convertedAt ? null : new Date("2026-05-20T00:00:00Z"),
    });
    const made = await t.database.db
      .insert(subscriptions)
      .values([
        trial(some[0]!.id, "2026-05-02T09:00:00Z", "2026-05-16T09:00:00Z"),
        trial(some[1]!.id, "2026-05-06T09:00:00Z", null),
        trial(some[2]!.id, "2026-06-01T00:00:00Z", null), // outside May
      ])
      .returning({ id: subscriptions.id });
    // Trials running now are counted apart from the active ones, and not as revenue; one
    // cancelled before its end is not running.
    const running = { ...trial(some[3]!.id, "2026-07-01T09:00:00Z", null), endedAt: null };
    const now = async () =>
      analyticsSchema.parse(
        (await get("/api/admin/analytics?from=2026-05-01&to=2026-05-31")).json(),
      ).subscriptions;
    const before = await now();
    made.push(
      ...(await t.database.db
        .insert(subscriptions)
        .values([
          { ...running, status: "trialing" as const },
          {
            ...running,
            productId: some[4]!.id,
            status: "trialing" as const,
            cancelAtPeriodEnd: true,
          },
        ])
        .returning({ id: subscriptions.id })),
    );
    try {
      const after = await now();
      expect(after.trialing - before.trialing).toBe(1);
      expect(after.active).toBe(before.active);
      expect(after.mrr).toBe(before.mrr);
      const may = analyticsSchema.parse(
        (await get("/api/admin/analytics?from=2026-05-01&to=2026-05-31")).json(),
      );
      expect(may.trials).toEqual({ started: 2, converted: 1 });
      const march = analyticsSchema.parse(
        (await get("/api/admin/analytics?from=2026-03-01&to=2026-03-31")).json(),
      );
      expect(march.trials).toEqual({ started: 0, converted: 0 });
    } finally {
      // The other reports count subscriptions too.
      await t.database.db.delete(subscriptions).where(
        inArray(
          subscriptions.id,
          made.map((m) => m.id),
        ),
      );
    }
  });

  it("counts refunds and active subscriptions from their own tables", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    const products = (await t.app.inject({ url: "/api/products" })).json() as Array<{
      id: number;
      type: string;
      price: string;
    }>;
    const sub = products.find((p) => p.type === "subscription")!;
    await withoutTrial(t.database.db, sub.id); // a trial is not revenue: this one is paid today
    await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: { cookie: customer },
      payload: { productId: sub.id, quantity: 1 },
    });
    const amount = Number(
      centsToDecimal(parseCents(sub.price) + Math.floor((parseCents(sub.price) * 8 + 50) / 100)),
    );
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: customer },
      payload: { amount },
    });
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: { cookie: customer },
      payload: {
        clientSecret: intent.json().clientSecret,
        cardNumber: "4242424242424242",
        expiry: "12/39",
        cvc: "123",
      },
    });
    const orderId = paid.json().orderId as number;
    const today = new Date().toISOString().slice(0, 10);
    const before = analyticsSchema.parse(
      (await get(`/api/admin/analytics?from=${today}&to=${today}`)).json(),
    );
    expect(before.subscriptions.active).toBe(1);
    expect(before.subscriptions.mrr).toBe(sub.price);
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
      payload: { reason: "Changed mind", requestKey: "analytics-refund" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = analyticsSchema.parse(
      (await get(`/api/admin/analytics?from=${today}&to=${today}`)).json(),
    );
    expect(after.totals.refunds).toBe(refund.json().totalAmount);
    expect(after.totals.refundCount).toBe(1);
    expect(after.totals.net).toBe("0.00");
    expect(after.subscriptions).toEqual({ active: 0, trialing: 0, mrr: "0.00" });
    expect(after.series.at(-1)!.refunds).toBe(refund.json().totalAmount);
    // A refunded line earns nothing in top products; its tax share never makes it negative.
    for (const product of after.topProducts) expect(product.revenue).toMatch(/^\d+\.\d{2}$/);
    const refundedLine = after.topProducts.find((p) => p.productId === sub.id);
    expect(refundedLine?.revenue ?? "0.00").toBe("0.00");
  });

  it("answers bad ranges and intervals with a clear 400", async () => {
    const cases: Array<[string, RegExp]> = [
      ["interval=year", /interval must be day, week or month/],
      ["from=2026-02-30", /from must be a real calendar date/],
      ["from=2026-03-02&to=2026-03-01", /from must be on or before to/],
      ["from=2000-01-01&to=2026-01-01", /at most 3660 days/],
      ["to=03/01/2026", /to must be a date such as/],
    ];
    for (const [query, message] of cases) {
      for (const path of ["/api/admin/analytics", "/api/admin/exports/revenue.csv"]) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    }
    const csv = await get(
      "/api/admin/exports/orders.csv?from=2026-03-01&to=2026-03-01&interval=day",
    );
    expect(csv.statusCode).toBe(400);
  });
});

describe("CSV exports", () => {
  it("exports one row per line item, quoted, with cents as decimals, and parses back", async () => {
    const res = await get("/api/admin/exports/orders.csv?from=2026-03-01&to=2026-03-31");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="orders-2026-03-01-to-2026-03-31.csv"',
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...ORDERS_CSV_HEADER]);
    expect(rows).toHaveLength(4);
    const records = rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
    expect(records.map((r) => r.product)).toEqual([
      'Form "990" pack, annual',
      "Cents test",
      "Second line\nwith a break",
      '\'=HYPERLINK("x")',
    ]);
    expect(records[0]).toMatchObject({
      customer_name: "'=Ada Lovelace, CPA",
      customer_email: "ledger@firm.test",
      unit_price: "19.99",
      quantity: "3",
      line_subtotal: "59.97",
      order_subtotal: "59.97",
      order_tax: "4.80",
      order_total: "64.77",
      line_refunded: "0.00",
    });
    expect(records[2]!.line_subtotal).toBe("0.07");
    // The lines of each order add up to its subtotal; the orders add up to the orders table.
    const byOrder = new Map<string, typeof records>();
    for (const r of records) byOrder.set(r.order_id!, [...(byOrder.get(r.order_id!) ?? []), r]);
    let total = 0;
    for (const lines of byOrder.values()) {
      const sum = lines.reduce((s, r) => s + parseCents(r.line_subtotal!), 0);
      expect(sum).toBe(parseCents(lines[0]!.order_subtotal!));
      total += parseCents(lines[0]!.order_total!);
    }
    expect(total).toBe(
      (await ordersTableTotals("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z")).cents,
    );
  });

  it("exports revenue per period with the analytics' figures", async () => {
    const res = await get(
      "/api/admin/exports/revenue.csv?from=2026-03-01&to=2026-03-31&interval=week",
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(["period_start", "orders", "gross", "refunds", "net"]);
    const a = analyticsSchema.parse(
      (await get("/api/admin/analytics?from=2026-03-01&to=2026-03-31&interval=week")).json(),
    );
    expect(rows).toEqual(
      a.series.map((p) => [p.period, String(p.orders), p.gross, p.refunds, p.net]),
    );
    expect(rows[0]![0]).toBe("2026-02-23"); // weeks start on Monday
  });
});

describe("customers", () => {
  it("lists customers with lifetime spend, orders and subscriptions", async () => {
    const res = await get("/api/admin/customers?q=lovelace");
    const page = adminCustomerPageSchema.parse(res.json());
    expect(page.items).toHaveLength(1);
    const table = await ordersTableTotals("2000-01-01T00:00:00Z", "2100-01-01T00:00:00Z");
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${BUYER}`,
    );
    expect(page.items[0]).toMatchObject({ id: BUYER, orders: rows[0]!.n, activeSubscriptions: 0 });
    expect(table.count).toBeGreaterThan(rows[0]!.n);
    const detail = await get(`/api/admin/customers/${BUYER}`);
    expect(detail.json().orders).toHaveLength(4);
    expect(
      detail
        .json()
        .orders.reduce((s: number, o: { totalAmount: string }) => s + parseCents(o.totalAmount), 0),
    ).toBe(parseCents(page.items[0]!.lifetimeSpend));
    expect((await get("/api/admin/customers/nobody")).statusCode).toBe(404);
    expect((await get("/api/admin/customers?pageSize=0")).statusCode).toBe(400);
  });
});
