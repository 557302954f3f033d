import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../shared/contracts/common.js";
import { jobsStatusSchema } from "../../shared/contracts/jobs.js";
import { SESSION_SECURITY } from "../plugins/api-docs.js";
import { requireAdmin } from "../plugins/auth-guards.js";

/** The background jobs, for admins: each queue's state and the latest failures. */
export async function jobsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/admin/jobs",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "The background jobs: each queue's schedule and jobs by state, and the latest failures (admins only)",
        security: SESSION_SECURITY,
        response: { 200: jobsStatusSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      const { queues, failures } = await app.jobs.status();
      reply.header("cache-control", "private, no-store");
      return {
        running: app.jobs.running,
        queues: queues.map(({ cron, ...counts }) => ({ ...counts, schedule: cron })),
        failures: failures.map((failure) => ({
          ...failure,
          failedAt: failure.failedAt.toISOString(),
        })),
      };
    },
  );
}
