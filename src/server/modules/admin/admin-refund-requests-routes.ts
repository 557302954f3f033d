import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import {
  adminRefundRequestPageSchema,
  adminRefundRequestSchema,
  adminRefundRequestsQuerySchema,
  refundDecisionBodySchema,
} from "../../../shared/contracts/refund-requests.js";
import { siteUrlFor, type Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { HttpError, notFound } from "../../lib/http-error.js";
import { currentUser, signedInRecently } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import type { RefundFlows } from "./refund-flows.js";
import {
  getAdminRefundRequest,
  listAdminRefundRequests,
} from "../../read-models/admin-reports/index.js";

const refused = { 401: errorSchema, 403: errorSchema };

/** Customers' refund requests (decision 0261); registered inside adminRoutes, behind its guard. */
export async function adminRefundRequestsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; refunds: RefundFlows },
) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/refund-requests",
    {
      schema: {
        tags: ["admin"],
        summary: "Customers' refund requests, waiting ones first, paged (admins only)",
        security: SESSION_SECURITY,
        querystring: adminRefundRequestsQuerySchema,
        response: { 200: adminRefundRequestPageSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => listAdminRefundRequests(db, request.query),
  );

  r.post(
    "/api/admin/refund-requests/:id/decision",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Approve (refund the lines asked for through the payment's provider) or decline a refund request; the answer is e-mailed to the customer (admins only)",
        security: SESSION_SECURITY,
        params: idParamsSchema,
        body: refundDecisionBodySchema,
        response: {
          200: adminRefundRequestSchema,
          400: errorSchema,
          ...refused,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminId = currentUser(request).id;
      // Money goes back only from a recent sign-in, as with a refund from the order (decision 0204).
      if (request.body.decision === "approve" && !signedInRecently(request))
        throw new HttpError(
          403,
          "Refunds need a recent sign-in. Sign in again, then approve the request.",
          "reauthentication_required",
        );
      await opts.refunds.answerRefundRequest({
        id,
        adminId,
        decision: request.body,
        siteUrl: siteUrlFor(config, request),
      });
      app.mailer.kick();
      request.log.info(
        { refundRequestId: id, adminId, decision: request.body.decision },
        "refund request answered",
      );
      const answered = await getAdminRefundRequest(db, id);
      if (!answered) throw notFound("Refund request not found.", "refund_request_not_found");
      return answered;
    },
  );
}
