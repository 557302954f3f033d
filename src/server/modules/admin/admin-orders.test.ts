import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  type AdminOrderDetail,
} from "../../../shared/contracts/admin-orders.js";
import { orderListSchema } from "../../../shared/contracts/orders.js";
import { formatMoney, parseCents } from "../../../shared/money.js";
import {
  emailOutbox,
  licenceKeys,
  orders,
  payments,
  products,
  refunds,
  subscriptions,
} from "../../db/schema.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { startStripeTestApp } from "../../test/stripe-app.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { addToCart, cartTotalDollars, pickProducts, withoutTrial } from "../../test/shopping.js";

const CUSTOMER = "customer_test_456";

async function buy(t: TestApp, cookie: string, productIds: number[]): Promise<number> {
  for (const id of productIds) await addToCart(t.app, cookie, id);
  const amount = await cartTotalDollars(t.app, cookie);
  const intent = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { amount },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const pay = await t.app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie },
    payload: {
      clientSecret: intent.json().clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
    },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  return pay.json().orderId as number;
}

/** Every row a refund could touch, as one string: "unchanged" means equal. */
async function moneyState(t: TestApp, orderId: number) {
  const db = t.database.db;
  return JSON.stringify(
    await Promise.all([
      db.select().from(orders).where(eq(orders.id, orderId)),
      db.execute(sql`select * from order_items where order_id = ${orderId} order by id`),
      db.select().from(refunds).orderBy(refunds.id),
      db.select().from(subscriptions).orderBy(subscriptions.id),
    ]),
  );
}

describe("admin orders and refunds (test payments)", () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let picked: Awaited<ReturnType<typeof pickProducts>>;
  let orderId: number;

  const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
  const refund = (id: number, payload: object, cookie = admin) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/refunds`,
      headers: { cookie },
      payload,
    });
  const detail = async (id: number): Promise<AdminOrderDetail> =>
    adminOrderDetailSchema.parse((await get(`/api/admin/orders/${id}`)).json());

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, "admin_test_123");
    customer = await signInAs(t.app, CUSTOMER);
    picked = await pickProducts(t.database.db);
    await withoutTrial(t.database.db, picked.subscription.id); // its line is paid, so refundable
    orderId = await buy(t, customer, [picked.download.id, picked.subscription.id]);
  });
  afterAll(() => t.close());

  it("finds the order by e-mail, name, product and number, and filters and sorts", async () => {
    const email = (await get("/api/auth/user", customer)).json().email as string;
    for (const q of [
      email.toUpperCase(),
      "Customer",
      picked.download.name.slice(0, 8),
      `#${orderId}`,
    ]) {
      const page = adminOrderPageSchema.parse(
        (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(
        page.items.map((o) => o.id),
        q,
      ).toContain(orderId);
    }
    const none = (await get("/api/admin/orders?q=nobody-at-all%25")).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await get(`/api/admin/orders?from=${today}&to=${today}`)).json();
    expect(inRange.items.map((o: { id: number }) => o.id)).toContain(orderId);
    const future = (await get("/api/admin/orders?from=2099-01-01")).json();
    expect(future.total).toBe(0);
    const completed = (await get("/api/admin/orders?status=completed&sort=total&dir=asc")).json();
    expect(completed.items[0]).toMatchObject({
      id: orderId,
      status: "completed",
      customer: { id: CUSTOMER, email },
      itemCount: 2,
      refundedAmount: "0.00",
    });
    const paged = (await get("/api/admin/orders?page=2&pageSize=1")).json();
    expect(paged).toMatchObject({ items: [], page: 2, pageSize: 1 });
  });

  it("answers bad filters with a 400 that says what is wrong", async () => {
    const cases: Array<[string, RegExp]> = [
      ["from=2026-13-01", /from must be a real calendar date/],
      ["from=yesterday", /from must be a date such as/],
      ["from=2026-02-01&to=2026-01-01", /from must be on or before to/],
      ["status=lost", /status must be completed, partially_refunded or refunded/],
      ["sort=name", /sort must be date or total/],
      ["page=0", /page must be a whole number/],
      ["pageSize=1000", /pageSize must be/],
      ["colour=red", /colour/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it("shows the order's items, customer, payment and history", async () => {
    const order = await detail(orderId);
    expect(order).toMatchObject({
      id: orderId,
      status: "completed",
      customer: { id: CUSTOMER },
      payment: { provider: "test", status: "succeeded", amount: order.totalAmount },
      refunds: [],
      history: [{ status: "completed", note: expect.stringMatching(/^Paid .* by test card$/) }],
    });
    expect(order.items.map((i) => i.productId)).toEqual([
      picked.download.id,
      picked.subscription.id,
    ]);
    expect(order.subscriptions).toHaveLength(1);
    expect((await get("/api/admin/orders/999999")).statusCode).toBe(404);
  });

  it("refunds one line: the money, the record, the download and the customer's view", async () => {
    const before = await detail(orderId);
    const line = before.items.find((i) => i.productId === picked.download.id)!;
    const res = await refund(orderId, {
      itemIds: [line.id],
      reason: "Bought by mistake",
      requestKey: "refund-line-one",
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = adminOrderDetailSchema.parse(res.json());
    expect(after.status).toBe("partially_refunded");
    expect(after.refundedAmount).toBe(line.refundableAmount);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: line.refundableAmount,
        reason: "Bought by mistake",
        createdBy: { id: "admin_test_123", name: expect.any(String) },
        provider: "test",
        itemIds: [line.id],
      }),
    ]);
    expect(after.history.map((h) => h.status)).toEqual(["completed", "partially_refunded"]);

    const mine = orderListSchema.parse((await get("/api/orders", customer)).json());
    const own = mine.find((o) => o.id === orderId)!;
    expect(own.status).toBe("partially_refunded");
    expect(own.refundedAmount).toBe(line.refundableAmount);
    expect(own.items.find((i) => i.id === line.id)).toMatchObject({
      refunded: true,
      refundedAmount: line.refundableAmount,
      downloadable: false,
    });
    const others = own.items.filter((i) => i.id !== line.id);
    expect(others.map((i) => [i.id, i.refundedAmount])).toEqual(others.map((i) => [i.id, "0.00"]));
    const download = await get(`/api/orders/${orderId}/items/${line.id}/download`, customer);
    expect(download.statusCode).toBe(404);

    // The same request again (a retry, a double click) answers the same refund.
    const state = await moneyState(t, orderId);
    const again = await refund(orderId, {
      itemIds: [line.id],
      reason: "Bought by mistake",
      requestKey: "refund-line-one",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().refunds).toHaveLength(1);
    expect(await moneyState(t, orderId)).toBe(state);
  });

  it("refuses a second refund of a line, a stranger line, a customer and an unknown order, changing nothing", async () => {
    const order = await detail(orderId);
    const done = order.items.find((i) => i.refundId !== null)!;
    const state = await moneyState(t, orderId);
    const cases: Array<[number, object, string | undefined, number, RegExp]> = [
      [
        orderId,
        { itemIds: [done.id], reason: "Again", requestKey: "refund-twice-1" },
        undefined,
        409,
        /Already refunded/,
      ],
      [
        orderId,
        { itemIds: [999999], reason: "x", requestKey: "refund-stranger" },
        undefined,
        400,
        /not part of order/,
      ],
      [
        orderId,
        { reason: "   ", requestKey: "refund-blank-reason" },
        undefined,
        400,
        /reason is required/,
      ],
      [orderId, { reason: "x", requestKey: "no" }, undefined, 400, /requestKey/],
      [orderId, { reason: "x", requestKey: "refund-by-customer" }, customer, 403, /admin/],
      [999999, { reason: "x", requestKey: "refund-unknown" }, undefined, 404, /Order not found/],
      [orderId, { reason: "x", requestKey: "refund-line-one" }, undefined, 200, /./],
    ];
    for (const [id, payload, cookie, status, message] of cases) {
      const res = await refund(id, payload, cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (status >= 400) expect(res.json().message).toMatch(message);
    }
    expect(await moneyState(t, orderId)).toBe(state);
  });

  it("makes one refund when two refunds of the same line race, and never more than was paid", async () => {
    const order = await detail(orderId);
    const line = order.items.find((i) => i.refundId === null)!;
    const results = await Promise.all(
      ["race-a-123", "race-b-123", "race-c-123"].map((requestKey) =>
        refund(orderId, { itemIds: [line.id], reason: "Cancelled", requestKey }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const after = await detail(orderId);
    expect(after.status).toBe("refunded");
    expect(after.refunds).toHaveLength(2);
    expect(after.refundedAmount).toBe(after.totalAmount);
    expect(after.subscriptions[0]!.status).toBe("canceled");
    expect(Date.parse(after.subscriptions[0]!.currentPeriodEnd)).toBeLessThanOrEqual(Date.now());
    const rest = await refund(orderId, { reason: "Everything", requestKey: "refund-rest-1" });
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe("Everything on this order has already been refunded.");
    const subs = (await get("/api/subscriptions", customer)).json();
    expect(subs.every((s: { status: string }) => s.status !== "active")).toBe(true);
  });

  it("refuses to refund an order whose payment did not succeed", async () => {
    const db = t.database.db;
    const [payment] = await db
      .insert(payments)
      .values({
        provider: "test",
        providerRef: "test_pi_unpaid",
        userId: CUSTOMER,
        amountCents: 1080,
        subtotalCents: 1000,
        taxCents: 80,
        status: "open",
        cart: [],
        cartKey: "x",
      })
      .returning();
    const [order] = await db
      .insert(orders)
      .values({
        userId: CUSTOMER,
        paymentId: payment!.id,
        subtotal: "10.00",
        tax: "0.80",
        totalAmount: "10.80",
      })
      .returning();
    await db.execute(
      sql`insert into order_items (order_id, name, unit_price, quantity, type) values (${order!.id}, 'Unpaid thing', '10.00', 1, 'one-time')`,
    );
    const state = await moneyState(t, order!.id);
    const res = await refund(order!.id, { reason: "x", requestKey: "refund-unpaid" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has not succeeded/);
    expect(await moneyState(t, order!.id)).toBe(state);
  });
});

describe("what a refund ends: licence keys, subscriptions, and the customer is told", () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, "admin_test_123");
    customer = await signInAs(t.app, CUSTOMER);
  });
  afterAll(() => t.close());

  const refund = (orderId: number, payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
      payload,
    });

  it("revokes the refunded line's licence keys (kept on record), leaves the others, and e-mails the customer once", async () => {
    const db = t.database.db;
    const software = await db
      .select()
      .from(products)
      .where(and(eq(products.category, "software"), eq(products.type, "one-time")))
      .limit(2);
    expect(software).toHaveLength(2);
    const orderId = await buy(
      t,
      customer,
      software.map((p) => p.id),
    );
    const before = adminOrderDetailSchema.parse(
      (
        await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: { cookie: admin } })
      ).json(),
    );
    const [line, kept] = before.items;
    expect(line!.licenceKeys.length).toBeGreaterThan(0);
    expect(before.emails.map((m) => m.kind)).toEqual(["order-confirmation"]);

    const res = await refund(orderId, {
      itemIds: [line!.id],
      reason: "Wrong edition",
      requestKey: "revoke-keys-1",
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = adminOrderDetailSchema.parse(res.json());
    expect(after.items[0]!.licenceKeys.every((k) => k.revoked)).toBe(true);
    expect(after.items[0]!.licenceKeys.map((k) => k.key)).toEqual(
      line!.licenceKeys.map((k) => k.key),
    );
    expect(after.items[1]!.licenceKeys.every((k) => !k.revoked)).toBe(true);
    const rows = await db.select().from(licenceKeys).where(eq(licenceKeys.orderId, orderId));
    expect(rows.filter((r) => r.orderItemId === line!.id).every((r) => r.revokedAt !== null)).toBe(
      true,
    );
    expect(rows.filter((r) => r.orderItemId === kept!.id).every((r) => r.revokedAt === null)).toBe(
      true,
    );

    // The customer's own order no longer offers the revoked keys, only the kept line's.
    const own = orderListSchema
      .parse((await t.app.inject({ url: "/api/orders", headers: { cookie: customer } })).json())
      .find((o) => o.id === orderId)!;
    expect(own.items.find((i) => i.id === line!.id)).toMatchObject({
      refunded: true,
      licenceKeys: [],
    });
    expect(own.items.find((i) => i.id === kept!.id)!.licenceKeys.length).toBeGreaterThan(0);

    // A retry with the same key sends no second e-mail.
    await refund(orderId, {
      itemIds: [line!.id],
      reason: "Wrong edition",
      requestKey: "revoke-keys-1",
    });
    await t.app.mailer.deliverPending();
    const email = (
      await t.app.inject({ url: "/api/auth/user", headers: { cookie: customer } })
    ).json().email as string;
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "refund"), eq(emailOutbox.toAddress, email)));
    const mine = mails.filter((m) => m.subject.endsWith(`order #${orderId}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`Your refund for Countinghouse order #${orderId}`);
    expect(mine[0]!.textBody).toContain(
      `${line!.name}: ${formatMoney(parseCents(after.refunds[0]!.amount))}`,
    );
    expect(mine[0]!.textBody).toContain("licence keys of the refunded items no longer work");
    expect(mine[0]!.textBody).not.toContain(kept!.name);
    expect(after.emails.map((m) => m.kind)).toEqual(["order-confirmation", "refund"]);
  });

  it("ends the refunded subscription and says so in the e-mail", async () => {
    const picked = await pickProducts(t.database.db);
    await withoutTrial(t.database.db, picked.subscription.id); // paid today, so refundable
    const orderId = await buy(t, customer, [picked.subscription.id]);
    const res = await refund(orderId, { reason: "Cancelled in week one", requestKey: "end-sub-1" });
    expect(res.statusCode, res.body).toBe(201);
    const after = adminOrderDetailSchema.parse(res.json());
    expect(after.status).toBe("refunded");
    expect(after.subscriptions.map((s) => s.status)).toEqual(["canceled"]);
    const subs = (
      await t.app.inject({ url: "/api/subscriptions", headers: { cookie: customer } })
    ).json() as Array<{ status: string; productId: number }>;
    expect(
      subs.filter((s) => s.productId === picked.subscription.id && s.status === "active"),
    ).toEqual([]);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `refund:${after.refunds[0]!.id}`));
    expect(mail!.textBody).toContain("their subscriptions have ended");
  });
});

describe("admin refunds through Stripe (wire-level fake, real SDK)", () => {
  let fake: StripeFake;
  let t: TestApp;
  let admin: string;
  let customer: string;
  let picked: Awaited<ReturnType<typeof pickProducts>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, t, close } = await startStripeTestApp());
    admin = await signInAs(t.app, "admin_test_123");
    customer = await signInAs(t.app, CUSTOMER);
    picked = await pickProducts(t.database.db);
    await withoutTrial(t.database.db, picked.subscription.id);
  });
  afterAll(() => close());

  async function stripeOrder(): Promise<{ orderId: number; intentId: string }> {
    await addToCart(t.app, customer, picked.download.id);
    await addToCart(t.app, customer, picked.subscription.id);
    const amount = await cartTotalDollars(t.app, customer);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: customer },
      payload: { amount },
    });
    const secret = res.json().clientSecret as string;
    const intent = [...fake.intents.values()].find((i) => i.client_secret === secret)!;
    fake.succeed(intent.id);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/payments/refresh",
      headers: { cookie: customer },
      payload: { paymentIntent: intent.id },
    });
    expect(refresh.json().status).toBe("succeeded");
    return { orderId: refresh.json().orderId as number, intentId: intent.id };
  }

  const refund = (orderId: number, payload: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
      payload,
    });

  it("refunds a line and then the rest through Stripe's Refunds API, adding up to what was paid", async () => {
    const { orderId, intentId } = await stripeOrder();
    const order = adminOrderDetailSchema.parse(
      (
        await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: { cookie: admin } })
      ).json(),
    );
    const first = order.items[0]!;
    const one = await refund(orderId, {
      itemIds: [first.id],
      reason: "Duplicate",
      requestKey: "stripe-one-1",
    });
    expect(one.statusCode, one.body).toBe(201);
    const rest = await refund(orderId, { reason: "Customer left", requestKey: "stripe-rest-1" });
    expect(rest.statusCode, rest.body).toBe(201);
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(made.map((r) => r.amount)).toEqual([
      Math.round(Number(first.refundableAmount) * 100),
      expect.any(Number),
    ]);
    expect(made.reduce((s, r) => s + r.amount, 0)).toBe(
      fake.intents.get(intentId)!.amount_received,
    );
    expect(made[0]!.metadata).toMatchObject({
      orderId: String(orderId),
      itemIds: String(first.id),
    });
    const posts = fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(
      posts.every((r) => r.idempotencyKey?.startsWith(`countinghouse-refund-${orderId}-`)),
    ).toBe(true);
    const stored = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(stored.map((r) => r.providerRef).sort()).toEqual(made.map((r) => r.id).sort());
  });

  it("changes nothing when Stripe refuses the refund", async () => {
    const { orderId, intentId } = await stripeOrder();
    fake.intents.get(intentId)!.amount_received = 1; // Stripe knows of less money than we do
    const state = await moneyState(t, orderId);
    const res = await refund(orderId, { reason: "Refused", requestKey: "stripe-refused-1" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/The payment provider refused the refund: Refund amount/);
    expect(await moneyState(t, orderId)).toBe(state);
  });
});
