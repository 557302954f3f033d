import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrdersQuerySchema,
  refundBodySchema,
} from "../../../shared/contracts/admin-orders.js";
import { errorResponses, errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import { siteUrlFor, type Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { HttpError, notFound } from "../../lib/http-error.js";
import { currentUser, signedInRecently } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import type { RefundFlows } from "./refund-flows.js";
import { getAdminOrder, listAdminOrders } from "../../read-models/admin-reports/index.js";

const refused = { 401: errorSchema, 403: errorSchema };

/** Orders and refunds for the operator; registered inside adminRoutes, behind its guard. */
export async function adminOrdersRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; refunds: RefundFlows },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/orders",
    {
      schema: {
        tags: ["admin"],
        summary: "Orders, searched, filtered, sorted and paged (admins only)",
        security: SESSION_SECURITY,
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderPageSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  r.get(
    "/api/admin/orders/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One order with its items, customer, payment, refunds and history (admins only)",
        security: SESSION_SECURITY,
        params: idParamsSchema,
        response: { 200: adminOrderDetailSchema, 400: errorSchema, ...refused, 404: errorSchema },
      },
    },
    async (request) => {
      const order = await getAdminOrder(db, request.params.id);
      if (!order) throw notFound("Order not found.", "order_not_found");
      return order;
    },
  );

  r.post(
    "/api/admin/orders/:id/refunds",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Refund lines of a paid order (all that are left when none are named) through its payment provider; the same requestKey never refunds twice (admins only)",
        security: SESSION_SECURITY,
        params: idParamsSchema,
        body: refundBodySchema,
        response: {
          200: adminOrderDetailSchema,
          201: adminOrderDetailSchema,
          400: errorSchema,
          ...refused,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request, reply) => {
      const adminId = currentUser(request).id;
      // Money goes back only from a recent sign-in (decision 0204): an admin tab left open
      // for hours, or a stolen cookie, cannot refund without signing in again.
      if (!signedInRecently(request))
        throw new HttpError(
          403,
          "Refunds need a recent sign-in. Sign in again, then repeat the refund.",
          "reauthentication_required",
        );
      const outcome = await opts.refunds.refundOrder({
        ...request.body,
        orderId: request.params.id,
        adminId,
        siteUrl: siteUrlFor(opts.config, request),
      });
      if (!outcome.replayed) {
        app.mailer.kick();
        request.log.info(
          { orderId: request.params.id, refundId: outcome.refundId, adminId },
          "order refunded",
        );
      }
      const order = await getAdminOrder(db, request.params.id);
      return reply.code(outcome.replayed ? 200 : 201).send(order!);
    },
  );
}
