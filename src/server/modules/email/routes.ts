import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import {
  outboxMessageSchema,
  outboxPageSchema,
  outboxQuerySchema,
  type OutboxMessage,
  type OutboxSummary,
} from "../../../shared/contracts/email.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { requireAdmin } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import {
  findOutboxMessage,
  listOutboxPage,
  type OutboxMessage as OutboxRow,
  type OutboxSummaryRow,
} from "./outbox-repository.js";

const toSummary = (row: OutboxSummaryRow): OutboxSummary => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const toApi = (row: OutboxRow): OutboxMessage => ({
  ...toSummary(row),
  text: row.textBody,
  html: row.htmlBody,
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
        summary:
          "The e-mails the shop wrote, newest first, searched, filtered by status and paged; without bodies (admins only)",
        security: SESSION_SECURITY,
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listOutboxPage(db, query);
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },
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
      if (!row) throw notFound("No such message.", "message_not_found");
      return toApi(row);
    },
  );
}
