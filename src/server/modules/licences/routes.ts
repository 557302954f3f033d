import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../shared/contracts/common.js";
import {
  activateBodySchema,
  activateResultSchema,
  deactivateBodySchema,
  deactivateResultSchema,
  validateBodySchema,
  validateResultSchema,
} from "../../../shared/contracts/licences.js";
import { inputText } from "../../../shared/contracts/text.js";
import type { Db } from "../../db/client.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";
import { activate, deactivate, deactivateFromDashboard, validate } from "./licence-api.js";

/**
 * Per address, as Lemon Squeezy's License API: 60 a minute. The vendor's software calls at
 * start-up, not in a loop; a script guessing keys is slowed to a crawl.
 */
export const LICENCE_API_RATE_LIMIT = { max: 60, timeWindow: "1 minute" } as const;

const refusals = {
  ...errorResponses(400, 403, 404, 409, 429),
};

/** The public licence API (decision 0252) and the dashboard's device removal. */
export async function licencesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { "cache-control": "no-store" };

  r.post(
    "/api/licences/activate",
    {
      schema: {
        tags: ["licences"],
        summary:
          "Activate a licence key on a device: license_key, instance_name and the product_id it must belong to; answers the instance id to keep",
        body: activateBodySchema,
        response: { 200: activateResultSchema, ...refusals },
      },
      config: { rateLimit: LICENCE_API_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return activate(db, request.body);
    },
  );

  r.post(
    "/api/licences/validate",
    {
      schema: {
        tags: ["licences"],
        summary:
          "Is this key (of this product) valid, and still activated on this instance_id? A refunded or ended key answers valid false with the reason",
        body: validateBodySchema,
        response: { 200: validateResultSchema, ...refusals },
      },
      config: { rateLimit: LICENCE_API_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return validate(db, request.body);
    },
  );

  r.post(
    "/api/licences/deactivate",
    {
      schema: {
        tags: ["licences"],
        summary: "Deactivate the key on a device (its instance_id): the place is free again",
        body: deactivateBodySchema,
        response: { 200: deactivateResultSchema, ...refusals },
      },
      config: { rateLimit: LICENCE_API_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deactivate(db, request.body);
    },
  );

  r.delete(
    "/api/licence-activations/:activationId",
    {
      onRequest: requireUser,
      schema: {
        tags: ["licences"],
        summary:
          "Take a device off a licence key from the dashboard (the seat's holder, the firm's owners and purchasers, or the buyer)",
        params: z.object({
          activationId: inputText().uuid("activationId is not an activation id"),
        }),
        response: {
          204: z.null().describe("Deactivated"),
          ...errorResponses(400, 401, 404),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      await deactivateFromDashboard(db, currentUser(request).id, request.params.activationId);
      return reply.code(204).send(null);
    },
  );
}
