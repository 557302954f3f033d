import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { publicConfigSchema, type PublicConfig } from "../../../shared/contracts/config.js";
import type { Config } from "../../config.js";
import { DATABASE_UNAVAILABLE_REPLY } from "../../db/availability.js";
import type { Db } from "../../db/client.js";

export async function systemRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicConfig: PublicConfig = {
    signIn: {
      google: Boolean(config.oidc.google),
      microsoft: Boolean(config.oidc.microsoft),
      testLogin: config.testLogin,
    },
    payments: {
      mode: config.payments.mode,
      stripePublishableKey:
        config.payments.mode === "stripe" ? (config.payments.publishableKey ?? null) : null,
    },
    adminSiteUrl: config.adminSiteUrl,
    developerPortalUrl: config.developerPortalUrl,
  };

  // Serialised once: the same bytes for every request (validated against the schema here).
  const publicConfigJson = JSON.stringify(publicConfigSchema.parse(publicConfig));

  r.get(
    "/api/config",
    {
      config: { session: false },
      schema: {
        tags: ["system"],
        summary: "What the browser needs to know about this deployment",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .send(publicConfigJson as unknown as PublicConfig),
  );

  // While the database is away the hook in app.ts answers 503 with the reason instead.
  r.get(
    "/healthz",
    { schema: { tags: ["system"], summary: "The process is up and its database answers" } },
    async () => ({ status: "ok" }),
  );

  r.get(
    "/readyz",
    {
      schema: {
        tags: ["system"],
        summary: "The database answers",
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ready" as const };
      } catch (err) {
        request.log.warn({ reason: (err as Error).message.split("\n")[0] }, "database not ready");
        return reply.code(503).send(DATABASE_UNAVAILABLE_REPLY);
      }
    },
  );
}
