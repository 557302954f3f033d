import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  adminRefundRequestPageSchema,
  adminRefundRequestSchema,
} from "../../../shared/contracts/refund-requests.js";
import { orderListSchema, type Order } from "../../../shared/contracts/orders.js";
import { cartItems, orders, payments, products, refundRequests, refunds } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import {
  addToCart,
  outboxOf,
  payCartWithTestCard,
  pickProducts,
  withoutTrial,
} from "../../test/shopping.js";

/**
 * Issue 47: a customer asks for a refund from an order within the window; it reaches the admin's
 * queue, and the admin's answer (an approval that refunds, or a decline) is e-mailed.
 */

let t: TestApp;
let admin: string;
let customer: string;
let picked: Awaited<ReturnType<typeof pickProducts>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "admin_test_123");
  customer = await signInAs(t.app, "customer_test_456");
  picked = await pickProducts(t.database.db);
  await withoutTrial(t.database.db, picked.subscription.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(cartItems);
});

async function newOrder(productIds: number[], cookie = customer): Promise<number> {
  for (const id of productIds) await addToCart(t.app, cookie, id);
  return payCartWithTestCard(t.app, cookie);
}

/** A refusal: its status and, when given, its code. */
function refused(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(JSON.parse(res.body).code).toBe(code);
}

let asked = 0;
const ask = (orderId: number, payload: object, cookie = customer) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/refund-request`,
    // The address the customer opened the shop at (no PUBLIC_URL is set here).
    headers: { cookie, host: "127.0.0.1:5147" },
    payload,
    // Each from its own address: the route's rate limit (10 a minute) is not what is tested here.
    remoteAddress: `10.47.0.${++asked}`,
  });
const decide = (id: number, payload: object, cookie = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/refund-requests/${id}/decision`,
    headers: { cookie },
    payload,
  });
const queue = async (query = "") => {
  const res = await t.app.inject({
    url: `/api/admin/refund-requests${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminRefundRequestPageSchema.parse(res.json());
};
const orderOf = async (orderId: number): Promise<Order> =>
  orderListSchema
    .parse((await t.app.inject({ url: "/api/orders", headers: { cookie: customer } })).json())
    .find((o) => o.id === orderId)!;

describe("a customer's refund request", () => {
  it("reaches the admin's queue with what it asks for, and the customer is told it arrived", async () => {
    const orderId = await newOrder([picked.download.id]);
    const before = await orderOf(orderId);
    expect(before.refund.request).toBeNull();
    expect(new Date(before.refund.windowEndsAt!).getTime()).toBeGreaterThan(Date.now());

    const res = await ask(orderId, { reason: "  It does not open on my Mac.  " });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      orderId,
      status: "open",
      reason: "It does not open on my Mac.",
    });

    // A second click answers the same request.
    const again = await ask(orderId, { reason: "Still broken" });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(request.id);

    const page = await queue();
    const queued = page.items.find((item) => item.id === request.id)!;
    expect(queued).toMatchObject({
      status: "open",
      customer: { id: "customer_test_456" },
      order: { id: orderId, totalAmount: before.totalAmount },
      amount: before.totalAmount,
      items: [{ name: picked.download.name, refunded: false }],
    });
    expect(page.open).toBeGreaterThanOrEqual(1);
    expect((await orderOf(orderId)).refund.request).toMatchObject({
      id: request.id,
      status: "open",
    });

    await t.app.mailer.deliverPending();
    const [received] = (await outboxOf(t.database.db, "refund-request-received")).filter((m) =>
      m.subject.includes(`#${orderId}`),
    );
    expect(received!.textBody).toContain(`refund of $${before.totalAmount}`);
    expect(received!.textBody).toContain(picked.download.name);
    // Its link goes back to the address the customer used, so it finds their session (issue 47).
    expect(received!.textBody).toContain(`http://127.0.0.1:5147/dashboard?order=${orderId}`);
  });

  it("approved: the lines are refunded through the provider and the answer is e-mailed", async () => {
    const orderId = await newOrder([picked.download.id, picked.subscription.id]);
    const { id } = (await ask(orderId, { reason: "We chose another product." })).json();
    const res = await decide(id, {
      decision: "approve",
      answer: "Sorry it did not fit. Your refund is on its way.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = adminRefundRequestSchema.parse(res.json());
    expect(answered).toMatchObject({ status: "approved", decidedBy: { id: "admin_test_123" } });

    const order = await orderOf(orderId);
    expect(order.status).toBe("refunded");
    expect(order.refundedAmount).toBe(order.totalAmount);
    expect(order.refund).toMatchObject({ windowEndsAt: null, request: { status: "approved" } });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund!.reason).toContain(`Refund request #${id}`);

    await t.app.mailer.deliverPending();
    const answers = (await outboxOf(t.database.db, "refund-request-answered")).filter((m) =>
      m.subject.includes(`#${orderId}`),
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]!.subject).toBe(`Your refund request for order #${orderId} is approved`);
    expect(answers[0]!.textBody).toContain("Your refund is on its way.");
    expect(
      (await outboxOf(t.database.db, "refund")).some((m) => m.subject.includes(`#${orderId}`)),
    ).toBe(true);

    // Answered once: a second decision is refused and refunds nothing more.
    const twice = await decide(id, { decision: "decline", answer: "No." });
    expect(twice.statusCode).toBe(409);
    refused(twice, 409, "refund_request_decided");
    expect(await t.database.db.$count(refunds, eq(refunds.orderId, orderId))).toBe(1);
  });

  it("declined: nothing is refunded, the reason is e-mailed, and the customer may ask again", async () => {
    const orderId = await newOrder([picked.download.id]);
    const { id } = (await ask(orderId, { reason: "Changed my mind" })).json();
    const res = await decide(id, {
      decision: "decline",
      answer: "Your licence key has been activated on three machines.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "declined" });
    const order = await orderOf(orderId);
    expect(order.status).toBe("completed");
    expect(order.refund.request).toMatchObject({
      status: "declined",
      answer: "Your licence key has been activated on three machines.",
    });
    await t.app.mailer.deliverPending();
    const [mail] = (await outboxOf(t.database.db, "refund-request-answered")).filter((m) =>
      m.subject.includes(`#${orderId}`),
    );
    expect(mail!.textBody).toContain("activated on three machines");
    expect(await t.database.db.$count(refunds, eq(refunds.orderId, orderId))).toBe(0);
    expect((await ask(orderId, { reason: "Please look again" })).statusCode).toBe(201);
  });

  it("an approval the provider refuses changes nothing: the request waits again", async () => {
    const orderId = await newOrder([picked.download.id]);
    const { id } = (await ask(orderId, { reason: "Broken" })).json();
    // The payment was taken by Stripe, which this server (no Stripe key) cannot reach.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    await t.database.db
      .update(payments)
      .set({ provider: "stripe" })
      .where(eq(payments.id, order!.paymentId!));
    const res = await decide(id, { decision: "approve", answer: "Refunding." });
    refused(res, 409, "refund_unavailable");
    const [row] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, id));
    expect(row).toMatchObject({ status: "open", answer: null, decidedBy: null });
    expect((await orderOf(orderId)).status).toBe("completed");
  });

  it("approving moves money, so it needs a recent sign-in (decision 0204); declining does not", async () => {
    const orderId = await newOrder([picked.download.id]);
    const { id } = (await ask(orderId, { reason: "Broken" })).json();
    const stale = await signInAs(t.app, "admin_test_123");
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '20 minutes' where user_id = 'admin_test_123'`,
    );
    refused(
      await decide(id, { decision: "approve", answer: "ok" }, stale),
      403,
      "reauthentication_required",
    );
    const [row] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, id));
    expect(row!.status).toBe("open");
    expect(
      (await decide(id, { decision: "decline", answer: "Not this time." }, stale)).statusCode,
    ).toBe(200);
    admin = await signInAs(t.app, "admin_test_123");
  });

  it("is refused past the window, for a free trial's order, and for lines not on the order", async () => {
    const late = await newOrder([picked.download.id]);
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(orders.id, late));
    refused(await ask(late, { reason: "Too late?" }), 409, "refund_window_closed");

    await withTrial(picked.subscription.id);
    const trial = await newOrder([picked.subscription.id]);
    expect((await orderOf(trial)).refund.windowEndsAt).toBeNull();
    refused(await ask(trial, { reason: "Free" }), 409, "refund_nothing_to_refund");
    await withoutTrial(t.database.db, picked.subscription.id);

    const orderId = await newOrder([picked.download.id]);
    refused(await ask(orderId, { reason: "x", itemIds: [999_999] }), 400, "refund_line_unknown");
    const blank = await ask(orderId, { reason: "   " });
    refused(blank, 400, "validation_failed");
    expect(blank.json().message).toContain("Tell us what went wrong");
    expect(await t.database.db.$count(refundRequests, eq(refundRequests.orderId, orderId))).toBe(0);
  });

  it("is the order's owner's alone; the queue and decisions are the admin's", async () => {
    const orderId = await newOrder([picked.download.id]);
    // The admin is another person: someone else's order is not found.
    refused(await ask(orderId, { reason: "Mine?" }, admin), 404, "order_not_found");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${orderId}/refund-request`,
          payload: { reason: "x" },
        })
      ).statusCode,
    ).toBe(401);
    const { id } = (await ask(orderId, { reason: "Mine" })).json();
    refused(await decide(id, { decision: "approve", answer: "ok" }, customer), 403);
    expect(
      (await t.app.inject({ url: "/api/admin/refund-requests", headers: { cookie: customer } }))
        .statusCode,
    ).toBe(403);
    refused(
      await decide(999_999, { decision: "decline", answer: "no" }),
      404,
      "refund_request_not_found",
    );
    refused(await decide(id, { decision: "maybe", answer: "no" }), 400, "validation_failed");
  });
});

async function withTrial(productId: number) {
  const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
  await t.database.db
    .update(products)
    .set({ facts: { ...product!.facts!, trialDays: 14 } })
    .where(eq(products.id, productId));
}
