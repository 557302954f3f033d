import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, errorSchema, serialIdSchema } from "../../../shared/contracts/common.js";
import {
  assignSeatBodySchema,
  mySeatsSchema,
  seatLinesSchema,
} from "../../../shared/contracts/seats.js";
import type { Db } from "../../db/client.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";
import { BUYERS, requireFirmRole } from "../firms/index.js";
import { assignSeat, mySeats, seatLinesOf } from "./seats-repository.js";

const firmParams = z.object({ firmId: serialIdSchema });
const seatParams = firmParams.extend({ orderItemId: serialIdSchema, seat: serialIdSchema });

/** Seats of a firm's purchases and who holds them (decision 0251). */
export async function seatsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/firms/:firmId/seats",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary:
          "The firm's per-user purchases seat by seat: who holds each, its licence key and devices (owners and purchasers)",
        params: firmParams,
        response: {
          200: seatLinesSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { firmId } = request.params;
      await requireFirmRole(db, firmId, currentUser(request).id, BUYERS);
      reply.header("cache-control", "private, no-store");
      return seatLinesOf(db, firmId);
    },
  );

  r.put(
    "/api/firms/:firmId/seats/:orderItemId/:seat",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary:
          "Give a seat to a member, or take it back with userId null (owners and purchasers); the key's devices are signed out when it changes hands",
        params: seatParams,
        body: assignSeatBodySchema,
        response: {
          200: seatLinesSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { firmId, orderItemId, seat } = request.params;
      const userId = currentUser(request).id;
      await db.transaction((tx) =>
        assignSeat(tx, firmId, userId, orderItemId, seat, request.body.userId),
      );
      reply.header("cache-control", "private, no-store");
      return seatLinesOf(db, firmId);
    },
  );

  r.get(
    "/api/my-seats",
    {
      onRequest: requireUser,
      schema: {
        tags: ["firms"],
        summary: "The seats your firms gave you: the products, their keys, devices and downloads",
        response: { 200: mySeatsSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return mySeats(db, currentUser(request).id);
    },
  );
}
