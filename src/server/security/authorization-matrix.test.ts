import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { randomBytes } from "node:crypto";
import {
  cartBuyers,
  cartItems,
  contactMessages,
  emailOutbox,
  firmInvitations,
  firmMembers,
  firms,
  freeResources,
  licenceActivations,
  licenceKeys,
  orderItems,
  orders,
  subscriptions,
  users,
} from "../db/schema.js";
import { hashSessionId } from "../lib/session-id.js";
import { createConversation } from "../modules/advisor/conversations-repository.js";
import { addToCart, cartTotalDollars, pickProducts } from "../test/shopping.js";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { actorCookies, ownedRows, routeKeys, userIdOf, type Actor } from "../test/actors.js";
import { expectErrorBody } from "../test/error-body.js";
import { addMember, buyFor, makeFirm, payCart, putInCart, signedInPerson } from "../test/people.js";

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
/** A licence key of A's paid order, and a firm of A's with a two-seat purchase. */
const matrixKey = "CH-MATRX-MATRX-MATRX-MATRX";
let matrixKeyId: number;
let seatFirm: { firmId: number; orderItemId: number };

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
  /** A firm A owns (made fresh before each row), with a member and a pending invitation. */
  firmId: number;
  firmMemberId: string;
  invitationId: number;
  invitationToken: string;
  /** A device on the key of A's paid order (made fresh before each row). */
  activationId: string;
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
  "GET /api/products/:id/related": {
    request: (f) => ({ url: `/api/products/${f.productId}/related` }),
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
  "POST /api/orders/:orderId/refund-request": {
    // A asks for a refund of A's own order; it only waits in the queue, so A's download still works.
    request: (f) => ({
      url: `/api/orders/${f.orderId}/refund-request`,
      payload: { reason: "The matrix asks" },
    }),
    expect: ownerOnly(201),
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
  "GET /api/products/suggestions": {
    request: () => ({ url: "/api/products/suggestions?q=estate%20tax%20706" }),
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
  "GET /api/admin/refund-requests": {
    request: () => ({ url: "/api/admin/refund-requests?status=open" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/refund-requests/:id/decision": {
    // A decision without an answer: refused after the guard, so nothing is refunded or declined.
    request: () => ({
      url: "/api/admin/refund-requests/1/decision",
      payload: { decision: "decline", answer: " " },
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
  "GET /api/admin/firms": {
    request: () => ({ url: "/api/admin/firms?q=matrix" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/exports/firms.csv": {
    request: () => ({ url: "/api/admin/exports/firms.csv" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/customers": {
    request: () => ({ url: "/api/admin/customers" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/customers/:id": {
    request: () => ({ url: `/api/admin/customers/${userIdOf("customerA")}` }),
    expect: adminOnly(200),
  },
  "GET /api/cart/buyer": { request: () => ({ url: "/api/cart/buyer" }), expect: signedIn(200) },
  // Only A buys for A's firm; to the others it does not exist.
  "PUT /api/cart/buyer": {
    request: (f) => ({ url: "/api/cart/buyer", payload: { firmId: f.firmId } }),
    expect: ownerOnly(200),
  },
  "GET /api/firms": { request: () => ({ url: "/api/firms" }), expect: signedIn(200) },
  "POST /api/firms": {
    request: () => ({ url: "/api/firms", payload: firmBody }),
    expect: signedIn(201),
  },
  "GET /api/firms/:firmId": {
    request: (f) => ({ url: `/api/firms/${f.firmId}` }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "PUT /api/firms/:firmId": {
    request: (f) => ({ url: `/api/firms/${f.firmId}`, payload: firmBody }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "POST /api/firms/:firmId/invitations": {
    request: (f) => ({
      url: `/api/firms/${f.firmId}/invitations`,
      payload: { email: "matrix.invitee@example.com", role: "member" },
    }),
    expect: ownerOnly(201),
    ownedByA: true,
  },
  "DELETE /api/firms/:firmId/invitations/:invitationId": {
    request: (f) => ({ url: `/api/firms/${f.firmId}/invitations/${f.invitationId}` }),
    expect: ownerOnly(204),
    ownedByA: true,
  },
  "PATCH /api/firms/:firmId/members/:userId": {
    request: (f) => ({
      url: `/api/firms/${f.firmId}/members/${f.firmMemberId}`,
      payload: { role: "purchaser" },
    }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "DELETE /api/firms/:firmId/members/:userId": {
    request: (f) => ({ url: `/api/firms/${f.firmId}/members/${f.firmMemberId}` }),
    expect: ownerOnly(204),
    ownedByA: true,
  },
  "POST /api/firms/:firmId/transfer-ownership": {
    request: (f) => ({
      url: `/api/firms/${f.firmId}/transfer-ownership`,
      payload: { userId: f.firmMemberId },
    }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  // The link is the secret: whoever holds it may look; the first to accept uses it up, and
  // nobody (not even the firm's owner) can use it again.
  "GET /api/firm-invitations/preview": {
    request: (f) => ({ url: `/api/firm-invitations/preview?token=${f.invitationToken}` }),
    expect: signedIn(200),
  },
  "POST /api/firm-invitations/accept": {
    request: (f) => ({
      url: "/api/firm-invitations/accept",
      payload: { token: f.invitationToken },
    }),
    expect: { visitor: 401, customerB: 200, admin: 409, customerA: 409 },
  },
  "GET /api/firms/:firmId/seats": {
    request: (f) => ({ url: `/api/firms/${f.firmId}/seats` }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  // A gives seat 1 of A's firm's purchase to themselves; to the others the firm does not exist.
  "PUT /api/firms/:firmId/seats/:orderItemId/:seat": {
    request: () => ({
      url: `/api/firms/${seatFirm.firmId}/seats/${seatFirm.orderItemId}/1`,
      payload: { userId: userIdOf("customerA") },
    }),
    expect: ownerOnly(200),
    ownedByA: true,
  },
  "GET /api/my-seats": { request: () => ({ url: "/api/my-seats" }), expect: signedIn(200) },
  // A's subscription is per firm: its seats cannot change (409); nobody else finds it.
  "GET /api/subscriptions/:subscriptionId/seat-change": {
    request: (f) => ({ url: `/api/subscriptions/${f.subscriptionId}/seat-change?seats=2` }),
    expect: ownerOnly(409),
    ownedByA: true,
  },
  "PUT /api/subscriptions/:subscriptionId/seats": {
    request: (f) => ({
      url: `/api/subscriptions/${f.subscriptionId}/seats`,
      payload: { seats: 2 },
    }),
    expect: ownerOnly(409),
    ownedByA: true,
  },
  // The licence API is public: the key is the credential, and it answers everyone alike.
  "POST /api/licences/activate": {
    request: () => ({
      url: "/api/licences/activate",
      payload: { license_key: matrixKey, instance_name: "Matrix", product_id: products.seats.id },
    }),
    expect: everyone(400),
  },
  "POST /api/licences/validate": {
    request: () => ({
      url: "/api/licences/validate",
      payload: { license_key: matrixKey, product_id: products.download.id },
    }),
    expect: everyone(200),
  },
  "POST /api/licences/deactivate": {
    request: (f) => ({
      url: "/api/licences/deactivate",
      payload: {
        license_key: matrixKey,
        product_id: products.download.id,
        instance_id: f.activationId,
      },
    }),
    // The first caller takes the device off; it is gone for the others.
    expect: { visitor: 200, customerB: 404, admin: 404, customerA: 404 },
  },
  "DELETE /api/licence-activations/:activationId": {
    request: (f) => ({ url: `/api/licence-activations/${f.activationId}` }),
    expect: ownerOnly(204),
    ownedByA: true,
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

const firmBody = {
  name: "Matrix & Row CPAs",
  billing: { name: "Matrix Row", address: "1 Matrix Way", ein: "" },
};

/** A firm A owns, with one member and one pending invitation (its link's token). */
async function matrixFirm() {
  const db = t.database.db;
  const [firm] = await db
    .insert(firms)
    .values({ name: "Matrix Firm", billing: { ...firmBody.billing, firm: "Matrix Firm" } })
    .returning({ id: firms.id });
  const firmMemberId = "matrix_firm_member";
  await db
    .insert(users)
    .values({ id: firmMemberId, email: "matrix.member@example.com" })
    .onConflictDoNothing();
  await db.insert(firmMembers).values([
    { firmId: firm!.id, userId: userIdOf("customerA"), role: "owner" },
    { firmId: firm!.id, userId: firmMemberId, role: "member" },
  ]);
  const invitationToken = randomBytes(32).toString("base64url");
  const [invitation] = await db
    .insert(firmInvitations)
    .values({
      firmId: firm!.id,
      email: "matrix.pending@example.com",
      role: "member",
      tokenHash: hashSessionId(invitationToken),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: firmInvitations.id });
  return { firmId: firm!.id, firmMemberId, invitationId: invitation!.id, invitationToken };
}

/** A firm A owns that bought two seats of the per-user product (written straight in). */
async function matrixSeatFirm() {
  const db = t.database.db;
  const [firm] = await db
    .insert(firms)
    .values({ name: "Matrix Seats", billing: { ...firmBody.billing, firm: "Matrix Seats" } })
    .returning({ id: firms.id });
  await db
    .insert(firmMembers)
    .values({ firmId: firm!.id, userId: userIdOf("customerA"), role: "owner" });
  const [order] = await db
    .insert(orders)
    .values({
      userId: userIdOf("customerA"),
      firmId: firm!.id,
      subtotal: "2.00",
      tax: "0.16",
      totalAmount: "2.16",
    })
    .returning({ id: orders.id });
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId: products.seats.id,
      name: products.seats.name,
      unitPrice: "1.00",
      quantity: 2,
      type: "one-time",
      priceUnit: "per_user",
      priceTerm: "perpetual",
    })
    .returning({ id: orderItems.id });
  return { firmId: firm!.id, orderItemId: item!.id };
}

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
  const [key] = await t.database.db
    .insert(licenceKeys)
    .values({ key: matrixKey, orderId, orderItemId: paid.itemId, seat: 99 })
    .returning({ id: licenceKeys.id });
  matrixKeyId = key!.id;
  seatFirm = await matrixSeatFirm();
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
  await db.delete(cartBuyers);
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
  const [activation] = await db
    .insert(licenceActivations)
    .values({ licenceKeyId: matrixKeyId, instanceName: "Matrix desk" })
    .returning({ id: licenceActivations.id });
  return {
    activationId: activation!.id,
    ...(await matrixFirm()),
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

/**
 * Inside firms: the same routes for an owner, a purchaser and a member of one firm, and for the
 * owner of another firm. A member buys nothing on the firm's card and reads no invoice; nobody
 * in firm B reads or changes anything of firm A.
 */
describe("firm roles", () => {
  type Role = "owner" | "purchaser" | "member" | "otherFirmOwner";
  const ROLES: Role[] = ["otherFirmOwner", "member", "purchaser", "owner"];
  let cookie: Record<Role, string>;
  let firm: { firmId: number; orderItemId: number; orderId: number };

  beforeAll(async () => {
    const db = t.database.db;
    cookie = {
      owner: await signedInPerson(db, "roles_owner"),
      purchaser: await signedInPerson(db, "roles_purchaser"),
      member: await signedInPerson(db, "roles_member"),
      otherFirmOwner: await signedInPerson(db, "roles_other"),
    };
    const firmId = await makeFirm(t.app, cookie.owner, "Roles A LLP");
    await makeFirm(t.app, cookie.otherFirmOwner, "Roles B LLP");
    await addMember(
      t.app,
      db,
      firmId,
      cookie.owner,
      cookie.purchaser,
      "p@roles.example",
      "purchaser",
    );
    await addMember(t.app, db, firmId, cookie.owner, cookie.member, "m@roles.example", "member");
    await buyFor(t.app, cookie.owner, firmId);
    await putInCart(t.app, cookie.owner, products.seats.id, 2);
    const orderId = await payCart(t.app, cookie.owner);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    firm = { firmId, orderItemId: line!.id, orderId };
  });

  const rows: Array<
    [string, () => { method: string; url: string; payload?: object }, Record<Role, number>]
  > = [
    [
      "read the firm",
      () => ({ method: "GET", url: `/api/firms/${firm.firmId}` }),
      { owner: 200, purchaser: 200, member: 200, otherFirmOwner: 404 },
    ],
    [
      "rename the firm",
      () => ({ method: "PUT", url: `/api/firms/${firm.firmId}`, payload: firmBody }),
      { owner: 200, purchaser: 403, member: 403, otherFirmOwner: 404 },
    ],
    [
      "invite",
      () => ({
        method: "POST",
        url: `/api/firms/${firm.firmId}/invitations`,
        payload: { email: "roles.new@example.com", role: "member" },
      }),
      { owner: 201, purchaser: 403, member: 403, otherFirmOwner: 404 },
    ],
    [
      "see the seats",
      () => ({ method: "GET", url: `/api/firms/${firm.firmId}/seats` }),
      { owner: 200, purchaser: 200, member: 403, otherFirmOwner: 404 },
    ],
    [
      "assign a seat",
      () => ({
        method: "PUT",
        url: `/api/firms/${firm.firmId}/seats/${firm.orderItemId}/2`,
        payload: { userId: "roles_member" },
      }),
      { owner: 200, purchaser: 200, member: 403, otherFirmOwner: 404 },
    ],
    [
      "buy on the firm's card",
      () => ({ method: "PUT", url: "/api/cart/buyer", payload: { firmId: firm.firmId } }),
      { owner: 200, purchaser: 200, member: 403, otherFirmOwner: 404 },
    ],
    [
      "read the firm's invoice",
      () => ({ method: "GET", url: `/api/orders/${firm.orderId}/receipt` }),
      { owner: 200, purchaser: 200, member: 404, otherFirmOwner: 404 },
    ],
    [
      "read the firm's order",
      () => ({ method: "GET", url: `/api/orders/${firm.orderId}` }),
      { owner: 200, purchaser: 200, member: 404, otherFirmOwner: 404 },
    ],
    [
      "remove a member",
      () => ({ method: "DELETE", url: `/api/firms/${firm.firmId}/members/roles_purchaser` }),
      { owner: 204, purchaser: 204, member: 403, otherFirmOwner: 404 },
    ],
  ];

  it.each(rows)("%s", async (_what, request, expected) => {
    const outcome = {} as Record<Role, number>;
    for (const role of ROLES) {
      // The purchaser removing themselves is leaving; the owner's turn puts them back first.
      if (role === "owner" && _what === "remove a member")
        await addMember(
          t.app,
          t.database.db,
          firm.firmId,
          cookie.owner,
          cookie.purchaser,
          `p${Date.now()}@roles.example`,
          "purchaser",
        );
      const { method, url, payload } = request();
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: { cookie: cookie[role] },
        ...(payload ? { payload } : {}),
      });
      outcome[role] = res.statusCode;
      if (res.statusCode === 403)
        expect(expectErrorBody(res, role).code).toBe("firm_role_required");
      if (res.statusCode === 404 && url.startsWith("/api/firms"))
        expect(expectErrorBody(res, role).code).toBe("firm_not_found");
    }
    expect(outcome).toEqual(expected);
  });
});
