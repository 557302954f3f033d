import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { orderListSchema, subscriptionListSchema } from "../../../shared/contracts/orders.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";
import { listOrders, listSubscriptions } from "./orders-repository.js";

export async function ordersRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/orders",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        summary: "Your orders, newest first, with their items",
        response: { 200: orderListSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listOrders(db, currentUser(request).id);
    },
  );

  r.get(
    "/api/subscriptions",
    {
      preHandler: requireUser,
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
}
