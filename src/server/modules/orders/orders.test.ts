import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderListSchema, subscriptionListSchema } from "../../../shared/contracts/orders.js";
import { orderItems, orders, subscriptions } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";

let t: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  admin = await signInAs(t.app, "admin_test_123");
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/orders and GET /api/subscriptions", () => {
  it("answer 401 to visitors", async () => {
    for (const url of ["/api/orders", "/api/subscriptions"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    }
  });

  it("answer empty lists for a user with no purchases", async () => {
    expect((await get("/api/orders", customer)).json()).toEqual([]);
    expect((await get("/api/subscriptions", customer)).json()).toEqual([]);
  });

  it("list only the user's own orders, newest first, with frozen items", async () => {
    const db = t.database.db;
    const [older, newer, othersOrder] = await db
      .insert(orders)
      .values([
        {
          userId: "customer_test_456",
          subtotal: "49.00",
          tax: "3.92",
          totalAmount: "52.92",
          createdAt: new Date("2025-01-10T10:00:00Z"),
        },
        {
          userId: "customer_test_456",
          subtotal: "79.00",
          tax: "6.32",
          totalAmount: "85.32",
          status: "pending",
          createdAt: new Date("2025-02-10T10:00:00Z"),
        },
        { userId: "admin_test_123", subtotal: "1.00", tax: "0.08", totalAmount: "1.08" },
      ])
      .returning();
    await db.insert(orderItems).values([
      {
        orderId: older!.id,
        productId: 3,
        name: "Engagement Letter Pack",
        unitPrice: "49.00",
        quantity: 1,
        type: "one-time",
        downloadUrl: "/downloads/engagement-letter-pack.md",
      },
      {
        orderId: newer!.id,
        productId: 2,
        name: "Harborview Client Portal",
        unitPrice: "79.00",
        quantity: 1,
        type: "subscription",
      },
      { orderId: othersOrder!.id, name: "Other", unitPrice: "1.00", quantity: 1, type: "one-time" },
    ]);

    const list = orderListSchema.parse((await get("/api/orders", customer)).json());
    expect(list.map((o) => o.id)).toEqual([newer!.id, older!.id]);
    expect(list[0]).toMatchObject({
      subtotal: "79.00",
      tax: "6.32",
      totalAmount: "85.32",
      status: "pending",
      createdAt: "2025-02-10T10:00:00.000Z",
    });
    expect(list[1]!.status).toBe("completed");
    expect(list[1]!.items).toEqual([
      {
        id: expect.any(Number),
        productId: 3,
        name: "Engagement Letter Pack",
        unitPrice: "49.00",
        quantity: 1,
        type: "one-time",
        offer: { unit: "per_firm", term: "perpetual" },
        validUntil: null,
        trial: null,
        downloadable: true,
        delivery: null,
        licenceKeys: [],
        file: {
          name: "engagement-letter-pack.md",
          size: expect.any(Number),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
        refunded: false,
        refundedAmount: "0.00",
      },
    ]);
    expect(list[0]!.items[0]!.downloadable).toBe(false);
    expect(JSON.stringify(list)).not.toContain("/downloads/");
    // A line bought before templates were Word files still downloads the Markdown it named.
    const old = await get(
      `/api/orders/${older!.id}/items/${list[1]!.items[0]!.id}/download`,
      customer,
    );
    expect(old.statusCode).toBe(200);
    expect(old.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(old.body).toMatch(/^# Engagement Letter Pack/);
    expect((await get("/api/orders", admin)).json()).toHaveLength(1);
  });

  it("list the user's subscriptions with their nested product", async () => {
    const products = (await get("/api/products")).json();
    const saas = products.find((p: { type: string }) => p.type === "subscription");
    await t.database.db.insert(subscriptions).values([
      {
        userId: "customer_test_456",
        productId: saas.id,
        currentPeriodEnd: new Date("2025-03-01T00:00:00Z"),
      },
      {
        userId: "admin_test_123",
        productId: saas.id,
        currentPeriodEnd: new Date("2025-03-01T00:00:00Z"),
      },
    ]);
    const list = subscriptionListSchema.parse((await get("/api/subscriptions", customer)).json());
    expect(list).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        status: "active",
        currentPeriodEnd: "2025-03-01T00:00:00.000Z",
        product: saas,
        trialEndsAt: null,
        cancelAtPeriodEnd: false,
        card: null,
      }),
    ]);
  });
});
