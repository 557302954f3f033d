import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { publicConfigSchema, type PublicConfig } from "../../../shared/contracts/config.js";
import type { Config } from "../../config.js";
import { DATABASE_UNAVAILABLE_REPLY, withinDeadline } from "../../db/availability.js";
import type { Db } from "../../db/client.js";

/** How long /healthz and /readyz wait for `select 1` (decision 0202). */
export const HEALTH_DEADLINE_MS = 1_000;

export async function systemRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  /** Whether the database answers `select 1` through the pool within a second. */
  const databaseAnswers = async (request: FastifyRequest): Promise<boolean> => {
    try {
      await withinDeadline(db.execute(sql`select 1`), HEALTH_DEADLINE_MS);
      return true;
    } catch (err) {
      // Only this answer: a select that is still waiting 2 s from now wakes the pool's stall
      // watch, which probes (a busy machine's slow second alone must not end every connection).
      request.log.warn({ reason: (err as Error).message.split("\n")[0] }, "database not ready");
      return false;
    }
  };
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
    store: config.store,
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
    // Not async: the same bytes every time, sent without a promise (decision 0253).
    (_request, reply) => {
      reply
        .type("application/json; charset=utf-8")
        .send(publicConfigJson as unknown as PublicConfig);
    },
  );

  // While the database is known to be away the hook in app.ts answers 503 before this runs.
  // Otherwise both checks ask it: neither says fine while it hangs (decision 0202).
  const health = (ok: "ok" | "ready") => ({
    response: {
      200: z.object({ status: z.literal(ok) }),
      503: errorSchema,
    },
  });
  r.get(
    "/healthz",
    {
      schema: {
        tags: ["system"],
        summary: "The shop can serve: the process is up and its database answers within a second",
        ...health("ok"),
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request)) return { status: "ok" as const };
      return reply.code(503).header("retry-after", "5").send(DATABASE_UNAVAILABLE_REPLY);
    },
  );

  r.get(
    "/readyz",
    {
      schema: {
        tags: ["system"],
        summary:
          "Ready for traffic: the database answers within a second (what a load balancer asks)",
        ...health("ready"),
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request)) return { status: "ready" as const };
      return reply.code(503).header("retry-after", "5").send(DATABASE_UNAVAILABLE_REPLY);
    },
  );
}
