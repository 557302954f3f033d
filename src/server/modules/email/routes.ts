import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import {
  outboxListSchema,
  outboxMessageSchema,
  type OutboxMessage,
} from "../../../shared/contracts/email.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { requireAdmin } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import {
  findOutboxMessage,
  listOutbox,
  type OutboxMessage as OutboxRow,
} from "./outbox-repository.js";

const toApi = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox, for admins: every message the shop wrote, sent or (without SMTP) stored. */
export async function emailAdminRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.addHook("onRequest", requireAdmin);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const refused = { 401: errorSchema, 403: errorSchema };

  r.get(
    "/api/admin/outbox",
    {
      schema: {
        tags: ["admin"],
        summary: "The newest 100 e-mails the shop wrote, newest first (admins only)",
        security: SESSION_SECURITY,
        response: { 200: outboxListSchema, ...refused },
      },
    },
    async () => (await listOutbox(db)).map(toApi),
  );

  r.get(
    "/api/admin/outbox/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One e-mail from the outbox (admins only)",
        security: SESSION_SECURITY,
        params: idParamsSchema,
        response: { 200: outboxMessageSchema, 404: errorSchema, ...refused },
      },
    },
    async (request) => {
      const row = await findOutboxMessage(db, request.params.id);
      if (!row) throw notFound("No such message.");
      return toApi(row);
    },
  );
}
