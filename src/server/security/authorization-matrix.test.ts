import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import {
  cartItems,
  contactMessages,
  emailOutbox,
  freeResources,
  subscriptions,
} from "../db/schema.js";
import { createConversation } from "../modules/advisor/conversations-repository.js";
import { addToCart, cartTotalDollars, pickProducts } from "../test/shopping.js";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { actorCookies, ownedRows, routeKeys, userIdOf, type Actor } from "../test/actors.js";
import { expectErrorBody } from "../test/error-body.js";

/**
 * Every API route, every kind of person: the expected status for each. A route the app registers
 * without a row here fails the first test, so a new route cannot skip its authorisation review.
 */

let t: TestApp;
const registered: RouteOptions[] = [];
let products: Awaited<ReturnType<typeof pickProducts>>;
/** Customer A's paid order with a downloadable line, made once through the real checkout. */
let paid: { orderId: number; itemId: number };
let subscriptionId: number;

interface Fixtures {
  /** A's cart line (made fresh before each row). */
  cartItemId: number;
  productId: number;
  resourceId: number;
  orderId: number;
  itemId: number;
  /** A's advisor conversation (made fresh before each row). */
  conversationId: string;
  /** A's subscription (made once, in its trial). */
  subscriptionId: number;
  /** A's open test payment, made on demand. */
  openPayment: () => Promise<{ clientSecret: string; providerRef: string }>;
}

interface Request {
  url: string;
  payload?: object;
}

type Expected = Record<Actor, number>;

interface Row {
  request: (f: Fixtures) => Request | Promise<Request>;
  expect: Expected;
  /** The row aims at customer A's data: B and the admin get 404 and A's rows stay as they were. */
  ownedByA?: boolean;
}

const everyone = (status: number): Expected => ({
  visitor: status,
  customerA: status,
  customerB: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), visitor: 401 });
const adminOnly = (status: number): Expected => ({
  visitor: 401,
  customerA: 403,
  customerB: 403,
  admin: status,
});
/** A's own request succeeds with `status`; anyone else reaching for A's data finds nothing. */
const ownerOnly = (status: number): Expected => ({
  visitor: 401,
  customerA: status,
  customerB: 404,
  admin: 404,
});

const productBody = {
  name: "Matrix Test Product",
  description: "Made by the authorisation matrix.",
  price: "12.00",
  category: "software",
  type: "one-time",
  features: [],
  isActive: true,
};

const MATRIX: Record<string, Row> = {
  "GET /healthz": { request: () => ({ url: "/healthz" }), expect: everyone(200) },
  "GET /readyz": { request: () => ({ url: "/readyz" }), expect: everyone(200) },
  "GET /api/config": { request: () => ({ url: "/api/config" }), expect: everyone(200) },
  "GET /api/auth/user": { request: () => ({ url: "/api/auth/user" }), expect: signedIn(200) },
  "POST /api/test-login": {
    request: () => ({ url: "/api/test-login", payload: { userId: "customer_test_456" } }),
    expect: everyone(200),
  },
  "GET /api/login": { request: () => ({ url: "/api/login" }), expect: everyone(302) },
  "GET /api/logout": { request: () => ({ url: "/api/logout" }), expect: everyone(302) },
  "POST /api/logout": { request: () => ({ url: "/api/logout" }), expect: everyone(303) },
  "GET /api/auth/:provider": {
    request: () => ({ url: "/api/auth/google" }),
    expect: everyone(302),
  },
  "GET /api/auth/:provider/callback": {
    request: () => ({ url: "/api/auth/google/callback?code=stolen&state=forged" }),
    expect: everyone(302),
  },
  "GET /api/products": { request: () => ({ url: "/api/products" }), expect: everyone(200) },
  "GET /api/products/:id": {
    request: (f) => ({ url: `/api/products/${f.productId}` }),
    expect: everyone(200),
  },
  "GET /api/free-resources": {
    request: () => ({ url: "/api/free-resources" }),
    expect: everyone(200),
  },
  "POST /api/free-resources/download": {
    request: (f) => ({
      url: "/api/free-resources/download",
      payload: { resourceId: f.resourceId },
    }),
    expect: everyone(200),
  },
  "GET /api/related-sites": {
    request: () => ({ url: "/api/related-sites" }),
    expect: everyone(200),
  },
  "GET /api/cart": { request: () => ({ url: "/api/cart" }), expect: signedIn(200) },
  "POST /api/cart": {
    request: (f) => ({ url: "/api/cart", payload: { productId: f.productId, quantity: 1 } }),
    // A already has the line (200: one more); the others start a line (201).
    expect: { visitor: 401, customerA: 200, customerB: 201, admin: 201 },
  },
  "PUT /api/cart/:id": {
    request: (f) => ({ url: `/api/cart/${f.cartItemId}`, payload: { quantity: 3 } }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "DELETE /api/cart/:id": {
    request: (f) => ({ url: `/api/cart/${f.cartItemId}` }),
    expect: ownerOnly(204),
    ownedByA: true,
  },
  "GET /api/orders": { request: () => ({ url: "/api/orders" }), expect: signedIn(200) },
  "GET /api/subscriptions": {
    request: () => ({ url: "/api/subscriptions" }),
    expect: signedIn(200),
  },
  "GET /api/orders/:orderId/items/:itemId/download": {
    request: (f) => ({ url: `/api/orders/${f.orderId}/items/${f.itemId}/download` }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "GET /api/orders/:orderId": {
    request: (f) => ({ url: `/api/orders/${f.orderId}` }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "GET /api/products/compare": {
    request: (f) => ({ url: `/api/products/compare?ids=${f.productId}` }),
    expect: everyone(200),
  },
  "GET /api/products/facets": {
    request: () => ({ url: "/api/products/facets" }),
    expect: everyone(200),
  },
  "PATCH /api/auth/user": {
    request: () => ({ url: "/api/auth/user", payload: { firstName: "Matrix", lastName: "Row" } }),
    expect: signedIn(200),
  },
  "POST /api/contact": {
    request: () => ({
      url: "/api/contact",
      payload: {
        firstName: "Matrix",
        lastName: "Row",
        email: "matrix@example.com",
        company: "",
        phone: "",
        inquiryType: "",
        subject: "Authorisation matrix",
        message: "Checking who may write to us.",
      },
    }),
    expect: everyone(201),
  },
  "GET /api/admin/contact-messages": {
    request: () => ({ url: "/api/admin/contact-messages" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/contact-messages/:id/resolve": {
    request: async () => {
      const [message] = await t.database.db
        .insert(contactMessages)
        .values({
          firstName: "Matrix",
          lastName: "Row",
          email: "matrix@example.com",
          subject: "Resolve me",
          message: "A message for the inbox.",
        })
        .returning({ id: contactMessages.id });
      return { url: `/api/admin/contact-messages/${message!.id}/resolve` };
    },
    expect: adminOnly(200),
  },
  "POST /api/admin/contact-messages/:id/reopen": {
    request: async () => ({
      url: `/api/admin/contact-messages/${await matrixMessage("resolved")}/reopen`,
    }),
    expect: adminOnly(200),
  },
  "GET /api/admin/contact-messages/:id": {
    request: async () => ({ url: `/api/admin/contact-messages/${await matrixMessage("new")}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/contact-messages/:id/replies": {
    request: async () => ({
      url: `/api/admin/contact-messages/${await matrixMessage("new")}/replies`,
      payload: { subject: "Re: Matrix", body: "An answer.", requestKey: "matrix-reply-key" },
    }),
    expect: adminOnly(201),
  },
  "GET /api/admin/outbox": {
    request: () => ({ url: "/api/admin/outbox" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/jobs": {
    request: () => ({ url: "/api/admin/jobs" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/outbox/:id": {
    request: async () => {
      const [message] = await t.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .limit(1);
      return { url: `/api/admin/outbox/${message!.id}` };
    },
    expect: adminOnly(200),
  },
  "GET /api/orders/:orderId/receipt": {
    request: (f) => ({ url: `/api/orders/${f.orderId}/receipt` }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "POST /api/create-payment-intent": {
    // Each person's own cart decides: only A has one; a wrong amount opens nothing for anyone.
    request: () => ({ url: "/api/create-payment-intent", payload: { amount: 0.5 } }),
    expect: { visitor: 401, customerA: 409, customerB: 400, admin: 400 },
  },
  "POST /api/payments/test/confirm": {
    // A declined card keeps A's payment open, so the row does not depend on who went first.
    request: async (f) => ({
      url: "/api/payments/test/confirm",
      payload: {
        clientSecret: (await f.openPayment()).clientSecret,
        cardNumber: "4000 0000 0000 0002",
        expiry: "12/39",
        cvc: "123",
      },
    }),
    expect: ownerOnly(402),
    ownedByA: true,
  },
  "POST /api/subscriptions/:subscriptionId/card/setup": {
    // Stripe mode only: this server runs test payments, so everyone signed in finds nothing.
    request: (f) => ({ url: `/api/subscriptions/${f.subscriptionId}/card/setup`, payload: {} }),
    expect: signedIn(404),
  },
  "POST /api/subscriptions/:subscriptionId/card/confirm": {
    request: (f) => ({
      url: `/api/subscriptions/${f.subscriptionId}/card/confirm`,
      payload: { setupIntent: "seti_123" },
    }),
    expect: signedIn(404),
  },
  "GET /api/checkout/billing": {
    request: () => ({ url: "/api/checkout/billing" }),
    expect: signedIn(200),
  },
  "PUT /api/checkout/billing": {
    // Billing details for A's open payment: nobody else can write them.
    request: async (f) => ({
      url: "/api/checkout/billing",
      payload: {
        clientSecret: (await f.openPayment()).clientSecret,
        billing: { name: "Matrix", firm: "Matrix LLP", address: "1 Main St", ein: "" },
      },
    }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "GET /api/checkout/quote": {
    request: () => ({ url: "/api/checkout/quote" }),
    expect: signedIn(200),
  },
  "POST /api/subscriptions/:subscriptionId/cancel": {
    request: (f) => ({ url: `/api/subscriptions/${f.subscriptionId}/cancel`, payload: {} }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "POST /api/subscriptions/:subscriptionId/resume": {
    request: (f) => ({ url: `/api/subscriptions/${f.subscriptionId}/resume`, payload: {} }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "POST /api/subscriptions/:subscriptionId/card": {
    request: (f) => ({
      url: `/api/subscriptions/${f.subscriptionId}/card`,
      payload: { cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
    }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  // Test mode only: the renewal job at a chosen date, for the caller's own subscriptions.
  "POST /api/test/run-renewals": {
    request: () => ({
      url: "/api/test/run-renewals",
      payload: { at: new Date().toISOString() },
    }),
    expect: signedIn(200),
  },
  "POST /api/payments/refresh": {
    request: async (f) => ({
      url: "/api/payments/refresh",
      payload: { paymentIntent: (await f.openPayment()).providerRef },
    }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  // The advisor is open to visitors; a conversation belongs to its session or user only. A visitor
  // has neither, so someone else's conversation is as absent to them as to anyone (404, not 401).
  "POST /api/ai/start-conversation": {
    request: () => ({ url: "/api/ai/start-conversation", payload: { initialMessage: "Hello" } }),
    expect: everyone(200),
  },
  "GET /api/ai/messages/:conversationId": {
    request: (f) => ({ url: `/api/ai/messages/${f.conversationId}` }),
    expect: { ...ownerOnly(200), visitor: 404 },
    ownedByA: true,
  },
  "POST /api/ai/chat/:conversationId": {
    request: (f) => ({ url: `/api/ai/chat/${f.conversationId}`, payload: { message: "Hi" } }),
    expect: { ...ownerOnly(200), visitor: 404 },
    ownedByA: true,
  },
  "GET /api/ai/insights/:conversationId": {
    request: (f) => ({ url: `/api/ai/insights/${f.conversationId}` }),
    expect: { ...ownerOnly(200), visitor: 404 },
    ownedByA: true,
  },
  "GET /api/ai/memo/:conversationId": {
    request: (f) => ({ url: `/api/ai/memo/${f.conversationId}` }),
    expect: { ...ownerOnly(200), visitor: 404 },
    ownedByA: true,
  },
  "GET /api/admin/products": {
    request: () => ({ url: "/api/admin/products" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/products/page": {
    request: () => ({ url: "/api/admin/products/page?q=ledger&status=active" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/products": {
    request: () => ({ url: "/api/admin/products", payload: productBody }),
    expect: adminOnly(201),
  },
  "GET /api/admin/orders": {
    request: () => ({ url: "/api/admin/orders?q=customer" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/orders/:id": {
    request: (f) => ({ url: `/api/admin/orders/${f.orderId}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/orders/:id/refunds": {
    // A refund the admin's own request refuses (blank reason): the guard answers the others first,
    // and A's order stays paid for the rows that download from it.
    request: (f) => ({
      url: `/api/admin/orders/${f.orderId}/refunds`,
      payload: { reason: " ", requestKey: "matrix-refund" },
    }),
    expect: adminOnly(400),
  },
  "GET /api/admin/analytics": {
    request: () => ({ url: "/api/admin/analytics?interval=week" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/exports/orders.csv": {
    request: () => ({ url: "/api/admin/exports/orders.csv" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/exports/revenue.csv": {
    request: () => ({ url: "/api/admin/exports/revenue.csv?interval=month" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/product-images": {
    // JSON, not an image file: the guard answers the others first, and the admin gets a 400.
    request: () => ({ url: "/api/admin/product-images", payload: { not: "an image" } }),
    expect: adminOnly(400),
  },
  "GET /api/admin/products/:id/installer": {
    request: (f) => ({ url: `/api/admin/products/${f.productId}/installer` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/products/:id/installer": {
    // JSON, not a multipart upload: the guard answers the others first, and the admin gets a 400.
    request: (f) => ({
      url: `/api/admin/products/${f.productId}/installer`,
      payload: { file: "setup.zip" },
    }),
    expect: adminOnly(400),
  },
  "GET /api/admin/customers": {
    request: () => ({ url: "/api/admin/customers" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/customers/:id": {
    request: () => ({ url: `/api/admin/customers/${userIdOf("customerA")}` }),
    expect: adminOnly(200),
  },
  "PUT /api/admin/products/:id": {
    // The subscription product, sent back as it is: the other rows still find the catalogue intact.
    request: () => {
      const p = products.subscription;
      const { name, description, price, category, type, imageUrl, downloadUrl } = p;
      const { stripePriceId, features, isActive } = p;
      return {
        url: `/api/admin/products/${p.id}`,
        payload: {
          name,
          description,
          price,
          category,
          type,
          imageUrl,
          downloadUrl,
          stripePriceId,
          features,
          isActive,
        },
      };
    },
    expect: adminOnly(200),
  },
};

/** A fresh contact message for an inbox row. */
async function matrixMessage(status: "new" | "resolved"): Promise<number> {
  const [message] = await t.database.db
    .insert(contactMessages)
    .values({
      firstName: "Matrix",
      lastName: "Row",
      email: "matrix@example.com",
      subject: "Inbox row",
      message: "A message for the inbox.",
      status,
    })
    .returning({ id: contactMessages.id });
  return message!.id;
}

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => registered.push(route) });
  products = await pickProducts(t.database.db);
  const { customerA } = await actorCookies(t.database.db);
  await addToCart(t.app, customerA, products.download.id);
  const amount = await cartTotalDollars(t.app, customerA);
  const intent = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie: customerA },
    payload: { amount },
  });
  const clientSecret = intent.json().clientSecret as string;
  const pay = await t.app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie: customerA },
    payload: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  const orderId = pay.json().orderId as number;
  const ordersRes = await t.app.inject({ url: "/api/orders", headers: { cookie: customerA } });
  const order = (ordersRes.json() as Array<{ id: number; items: Array<{ id: number }> }>).find(
    (o) => o.id === orderId,
  )!;
  paid = { orderId, itemId: order.items[0]!.id };
  const [subscription] = await t.database.db
    .insert(subscriptions)
    .values({
      userId: userIdOf("customerA"),
      productId: products.subscription.id,
      status: "trialing",
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 14 * 86_400_000),
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 14 * 86_400_000),
      unitPriceCents: 7900,
      paymentMethodRef: "test_pm_ok_matrix",
      cardBrand: "Visa",
      cardLast4: "4242",
    })
    .returning();
  subscriptionId = subscription!.id;
});
afterAll(() => t.close());

async function fixtures(cookies: Record<Actor, string>): Promise<Fixtures> {
  const db = t.database.db;
  await db.delete(cartItems);
  const [line] = await db
    .insert(cartItems)
    .values({ userId: userIdOf("customerA"), productId: products.seats.id, quantity: 1 })
    .returning();
  const [resource] = await db.select().from(freeResources).limit(1);
  const conversationId = await createConversation(
    db,
    { sessionKey: "matrix-a-session", userId: userIdOf("customerA") },
    null,
    [{ role: "assistant", content: "Hello A" }],
  );
  let opened: { clientSecret: string; providerRef: string } | undefined;
  return {
    cartItemId: line!.id,
    productId: products.seats.id,
    resourceId: resource!.id,
    conversationId,
    subscriptionId,
    ...paid,
    openPayment: async () => {
      if (opened) return opened;
      const amount = await cartTotalDollars(t.app, cookies.customerA);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/create-payment-intent",
        headers: { cookie: cookies.customerA },
        payload: { amount },
      });
      expect(res.statusCode, res.body).toBe(200);
      const clientSecret = res.json().clientSecret as string;
      opened = { clientSecret, providerRef: clientSecret.split("_secret_")[0]! };
      return opened;
    },
  };
}

describe("the authorisation matrix", () => {
  it("has a row for every API route the app registers, and none for a route it does not", () => {
    const keys = routeKeys(registered);
    expect(keys).toEqual(expect.arrayContaining(["GET /api/cart", "POST /api/admin/products"]));
    expect(
      keys.filter((key) => !MATRIX[key]),
      "routes without a matrix row",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !keys.includes(key)),
      "stale rows",
    ).toEqual([]);
  });

  // The owner goes last so the others meet A's data as it was (DELETE removes it).
  const order: Actor[] = ["visitor", "customerB", "admin", "customerA"];
  it.each(Object.entries(MATRIX))("%s", async (key, row) => {
    const method = key.split(" ")[0] as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    const cookies = await actorCookies(t.database.db);
    const f = await fixtures(cookies);
    const outcome: Partial<Record<Actor, number>> = {};
    for (const actor of order) {
      const { url, payload } = await row.request(f);
      const before = row.ownedByA ? await ownedRows(t.database.db, userIdOf("customerA")) : "";
      const res = await t.app.inject({
        method,
        url,
        headers: cookies[actor] ? { cookie: cookies[actor] } : {},
        ...(payload ? { payload } : {}),
      });
      outcome[actor] = res.statusCode;
      if (res.statusCode >= 400) {
        const { code } = expectErrorBody(res, `${actor} ${key}`);
        if (res.statusCode === 401) expect(code, `${actor} ${key}`).toBe("unauthorized");
        if (res.statusCode === 403) expect(code, `${actor} ${key}`).toBe("admin_required");
      }
      if (row.ownedByA && actor !== "customerA" && actor !== "visitor") {
        expect(
          await ownedRows(t.database.db, userIdOf("customerA")),
          `${actor} changed A's data`,
        ).toBe(before);
      }
    }
    expect(outcome).toEqual(row.expect);
  });

  // The guard runs before the body and params are read: a visitor learns nothing about the
  // route's input rules, and gets 401 however malformed the request is.
  const visitorRefused = Object.entries(MATRIX).filter(([, row]) => row.expect.visitor === 401);
  it.each(visitorRefused)(
    "%s answers a visitor's malformed request with 401, not 400",
    async (key, row) => {
      const method = key.split(" ")[0] as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const cookies = await actorCookies(t.database.db);
      const { url } = await row.request(await fixtures(cookies));
      const malformedUrl = url.replace(/\/\d+(?=\/|$|\?)/g, "/not-a-number");
      const res = await t.app.inject({
        method,
        url: malformedUrl,
        ...(method === "GET" ? {} : { payload: { unexpected: ["not", "a", "valid", "body"] } }),
      });
      expect(res.statusCode, `${method} ${malformedUrl}: ${res.body}`).toBe(401);
    },
  );

  it("shows each signed-in person only their own cart, orders and subscriptions", async () => {
    const cookies = await actorCookies(t.database.db);
    await fixtures(cookies);
    const aCart = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userIdOf("customerA")));
    expect(aCart.length).toBeGreaterThan(0);
    for (const actor of ["customerB", "admin"] as const) {
      for (const url of ["/api/cart", "/api/orders", "/api/subscriptions"]) {
        const res = await t.app.inject({ url, headers: { cookie: cookies[actor] } });
        expect(res.statusCode).toBe(200);
        expect(res.json(), `${actor} ${url}`).toEqual([]);
      }
    }
    const own = await t.app.inject({ url: "/api/orders", headers: { cookie: cookies.customerA } });
    expect((own.json() as Array<{ id: number }>).map((o) => o.id)).toContain(paid.orderId);
  });
});
