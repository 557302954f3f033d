import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, errorSchema, serialIdSchema } from "../../../shared/contracts/common.js";
import {
  orderListSchema,
  orderSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from "../../../shared/contracts/orders.js";
import { siteUrlFor, type Config } from "../../config.js";
import { REFUND_WINDOW_DAYS } from "../../../shared/refunds.js";
import {
  refundRequestBodySchema,
  refundRequestSchema,
} from "../../../shared/contracts/refund-requests.js";
import { requestRefund } from "./refund-requests.js";
import type { Db } from "../../db/client.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";
import {
  findOwnOrder,
  findOwnOrderItem,
  invoiceFactsOf,
  listOrders,
  listSubscriptions,
} from "./orders-repository.js";
import { renderReceipt } from "./receipt.js";
import { changeSeats, quoteSeats, type RemoteSeatChange } from "./seat-change.js";
import {
  seatChangeBodySchema,
  seatChangeQuerySchema,
  seatChangeQuoteSchema,
} from "../../../shared/contracts/seats.js";
import {
  cancelOwnSubscription,
  resumeOwnSubscription,
  type RemoteSubscriptionChange,
} from "./subscriptions-repository.js";
import { downloadFoldersOf, resolveDownload } from "../../lib/downloads.js";
import { notFound } from "../../lib/http-error.js";

/** Per address: a buyer fetching their files again and again, not a script walking order ids. */
export const ORDER_DOWNLOAD_RATE_LIMIT = { max: 60, timeWindow: "1 minute" } as const;

/**
 * What a subscription's changes must reach before they are made here: Stripe Billing in Stripe
 * mode (the payments module's `remoteBilling`, wired by app.ts), nothing in test mode.
 */
export interface RemoteBilling {
  subscriptionChange: RemoteSubscriptionChange;
  seatChange: RemoteSeatChange;
}

export async function ordersRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; remote?: RemoteBilling },
) {
  const { db, config } = opts;
  const downloads = downloadFoldersOf(config.dataDir);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/orders",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Your orders, newest first, with their items",
        response: { 200: orderListSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listOrders(db, currentUser(request).id, downloads);
    },
  );

  r.get(
    "/api/subscriptions",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Your subscriptions, newest first, with their product",
        response: { 200: subscriptionListSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listSubscriptions(db, currentUser(request).id);
    },
  );

  const subscriptionParams = z.object({ subscriptionId: serialIdSchema });
  // Stripe mode: cancel and resume reach Stripe Billing first (decision 0094).
  const billingChange = opts.remote?.subscriptionChange;
  const ownSubscription = async (userId: string, id: number) => {
    const found = (await listSubscriptions(db, userId)).find((s) => s.id === id);
    if (!found) throw notFound("Subscription not found.", "subscription_not_found");
    return found;
  };

  r.post(
    "/api/subscriptions/:subscriptionId/cancel",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "Cancel at the end of the period paid (or the trial): nothing more is charged; past_due ends now",
        params: subscriptionParams,
        response: { 200: subscriptionSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await cancelOwnSubscription(
        db,
        userId,
        request.params.subscriptionId,
        siteUrlFor(config, request),
        new Date(),
        billingChange,
      );
      app.mailer.kick();
      return ownSubscription(userId, request.params.subscriptionId);
    },
  );

  r.post(
    "/api/subscriptions/:subscriptionId/resume",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Undo a cancellation before the period ends: it renews again",
        params: subscriptionParams,
        response: {
          200: subscriptionSchema,
          ...errorResponses(401, 404, 409),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await resumeOwnSubscription(
        db,
        userId,
        request.params.subscriptionId,
        new Date(),
        billingChange,
      );
      return ownSubscription(userId, request.params.subscriptionId);
    },
  );

  // Seats of a running per-user subscription (decision 0251): priced first, then changed.
  const seatChange = opts.remote?.seatChange;

  r.get(
    "/api/subscriptions/:subscriptionId/seat-change",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "What adding or removing seats would cost before it is made: the prorated difference for the rest of the period, the next charge and the ones after",
        params: subscriptionParams,
        querystring: seatChangeQuerySchema,
        response: {
          200: seatChangeQuoteSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return quoteSeats(
        db,
        currentUser(request).id,
        request.params.subscriptionId,
        request.query.seats,
      );
    },
  );

  r.put(
    "/api/subscriptions/:subscriptionId/seats",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary:
          "Add or remove seats of a running per-user monthly subscription: the proration is charged or credited with the next renewal (Stripe mode: Stripe's proration on its next invoice)",
        params: subscriptionParams,
        body: seatChangeBodySchema,
        response: {
          200: subscriptionSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { subscriptionId } = request.params;
      await changeSeats(db, userId, subscriptionId, request.body.seats, seatChange);
      return ownSubscription(userId, subscriptionId);
    },
  );

  const orderParams = z.object({ orderId: serialIdSchema });

  r.get(
    "/api/orders/:orderId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "One of your orders with what was delivered (licence keys, downloads, next steps)",
        params: orderParams,
        response: { 200: orderSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const order = await findOwnOrder(
        db,
        currentUser(request).id,
        request.params.orderId,
        downloads,
      );
      if (!order) throw notFound("Order not found.", "order_not_found");
      reply.header("cache-control", "private, no-store");
      return order;
    },
  );

  r.post(
    "/api/orders/:orderId/refund-request",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: `Ask for a refund of one of your orders within ${REFUND_WINDOW_DAYS} days (all lines still refundable, or the ones named); it waits for an admin's answer, sent by e-mail. A request already waiting is answered again (200)`,
        params: orderParams,
        body: refundRequestBodySchema,
        response: {
          200: refundRequestSchema,
          201: refundRequestSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { request: asked, created } = await requestRefund(
        db,
        userId,
        request.params.orderId,
        request.body,
        siteUrlFor(config, request),
      );
      if (created) {
        app.mailer.kick();
        request.log.info({ orderId: asked.orderId, refundRequestId: asked.id }, "refund requested");
      }
      return reply.code(created ? 201 : 200).send(asked);
    },
  );

  r.get(
    "/api/orders/:orderId/items/:itemId/download",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "The file you bought with this order line (buyers only)",
        params: orderParams.extend({ itemId: serialIdSchema }),
        response: {
          200: z.any().describe("The file, as an attachment"),
          ...errorResponses(401, 404),
        },
      },
      config: { rateLimit: ORDER_DOWNLOAD_RATE_LIMIT },
    },
    async (request, reply) => {
      const { orderId, itemId } = request.params;
      const item = await findOwnOrderItem(db, currentUser(request).id, orderId, itemId);
      const file = await resolveDownload(item?.downloadUrl, downloads);
      if (!file) throw notFound("No download for this order item.", "download_not_found");
      return reply
        .header("content-type", file.contentType)
        .header("content-length", String(file.size))
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(createReadStream(file.path));
    },
  );

  r.get(
    "/api/orders/:orderId/receipt",
    {
      onRequest: requireUser,
      schema: {
        tags: ["orders"],
        summary: "A printable receipt (HTML) for one of your orders",
        params: orderParams,
        response: { 200: z.string().describe("An HTML page"), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const order = await findOwnOrder(db, user.id, request.params.orderId, downloads);
      if (!order) throw notFound("Order not found.", "order_not_found");
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Professional";
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(
          renderReceipt(
            order,
            { name, email: user.email },
            {
              seller: config.store,
              ...(await invoiceFactsOf(db, user.id, order.id).then((facts) => ({
                billing: facts?.billing,
                card: facts ? { brand: facts.cardBrand, last4: facts.cardLast4 } : null,
              }))),
            },
          ),
        );
    },
  );
}
