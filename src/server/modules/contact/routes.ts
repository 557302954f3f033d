import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import {
  contactFormSchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactReplyBodySchema,
  contactStatusFilterSchema,
  contactThreadSchema,
  INQUIRY_TYPE_LABELS,
} from "../../../shared/contracts/contact.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { currentUser, requireAdmin } from "../../plugins/auth-guards.js";
import { SESSION_SECURITY } from "../../plugins/api-docs.js";
import { composeMessage, enqueueEmail } from "../email/index.js";
import {
  findContactThread,
  findReplyByRequestKey,
  insertContactMessage,
  insertContactReply,
  listContactMessages,
  lockContactMessage,
  reopenContactMessage,
  resolveContactMessage,
} from "./contact-repository.js";

/** Per address: a person writes a few messages an hour; a script writing hundreds is refused. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

export async function contactRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the team (stored, acknowledged by e-mail)",
        body: contactFormSchema,
        response: { 201: contactReceiptSchema, 400: errorSchema, 429: errorSchema },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const form = request.body;
      const stored = await db.transaction(async (tx) => {
        const row = await insertContactMessage(tx, form, request.user?.id ?? null);
        // The address typed is not confirmed: the acknowledgement carries none of the sender's
        // words (name, subject, message), only our fixed text and the reference (decision 0201).
        await enqueueEmail(tx, {
          kind: "contact-acknowledgement",
          dedupeKey: `contact-acknowledgement:${row.id}`,
          to: form.email,
          ...composeMessage(`We received your message (reference #${row.id})`, "Hello,", [
            { p: "Thank you for contacting us. We'll get back to you within 24 hours." },
            {
              rows: [
                ["Reference", `#${row.id}`],
                ...(form.inquiryType
                  ? [["Inquiry type", INQUIRY_TYPE_LABELS[form.inquiryType]] as [string, string]]
                  : []),
              ],
            },
            {
              p: "If you did not write to us, someone typed your address by mistake: there is nothing to do.",
            },
          ]),
        });
        return row;
      });
      app.mailer.kick();
      request.log.info({ contactMessageId: stored.id }, "contact message stored");
      return reply.code(201).send({ id: stored.id });
    },
  );

  await app.register(async (admin) => {
    admin.addHook("onRequest", requireAdmin);
    admin.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });
    const a = admin.withTypeProvider<ZodTypeProvider>();
    const refused = { 401: errorSchema, 403: errorSchema };
    a.get(
      "/api/admin/contact-messages",
      {
        schema: {
          tags: ["admin"],
          summary: "Contact messages, newest first (admins only)",
          security: SESSION_SECURITY,
          querystring: z.object({ status: contactStatusFilterSchema.optional() }),
          response: { 200: contactMessageListSchema, 400: errorSchema, ...refused },
        },
      },
      async (request) => listContactMessages(db, request.query.status),
    );
    a.post(
      "/api/admin/contact-messages/:id/resolve",
      {
        schema: {
          tags: ["admin"],
          summary: "Mark a contact message resolved (admins only)",
          security: SESSION_SECURITY,
          params: idParamsSchema,
          response: { 200: contactMessageSchema, 400: errorSchema, 404: errorSchema, ...refused },
        },
      },
      async (request) => {
        const message = await resolveContactMessage(db, request.params.id);
        if (!message) throw notFound("No such message.", "message_not_found");
        return message;
      },
    );
    a.post(
      "/api/admin/contact-messages/:id/reopen",
      {
        schema: {
          tags: ["admin"],
          summary: "Open a resolved contact message again (admins only)",
          security: SESSION_SECURITY,
          params: idParamsSchema,
          response: { 200: contactMessageSchema, 400: errorSchema, 404: errorSchema, ...refused },
        },
      },
      async (request) => {
        const message = await reopenContactMessage(db, request.params.id);
        if (!message) throw notFound("No such message.", "message_not_found");
        return message;
      },
    );
    a.get(
      "/api/admin/contact-messages/:id",
      {
        schema: {
          tags: ["admin"],
          summary: "One contact message with the replies sent to it (admins only)",
          security: SESSION_SECURITY,
          params: idParamsSchema,
          response: { 200: contactThreadSchema, 400: errorSchema, 404: errorSchema, ...refused },
        },
      },
      async (request) => {
        const thread = await findContactThread(db, request.params.id);
        if (!thread) throw notFound("No such message.", "message_not_found");
        return thread;
      },
    );
    a.post(
      "/api/admin/contact-messages/:id/replies",
      {
        schema: {
          tags: ["admin"],
          summary:
            "Answer a contact message by e-mail through the outbox; resolves it unless told not to (admins only)",
          security: SESSION_SECURITY,
          params: idParamsSchema,
          body: contactReplyBodySchema,
          response: { 201: contactThreadSchema, 400: errorSchema, 404: errorSchema, ...refused },
        },
      },
      async (request, reply) => {
        const admin = currentUser(request);
        const id = request.params.id;
        const { subject, body, resolve, requestKey } = request.body;
        await db.transaction(async (tx) => {
          const message = await lockContactMessage(tx, id);
          if (!message) throw notFound("No such message.", "message_not_found");
          // A repeated request (a retry, a double click) finds its reply and sends nothing more.
          const key = `${id}:${requestKey}`;
          if (await findReplyByRequestKey(tx, key)) return;
          await insertContactReply(tx, {
            messageId: id,
            subject,
            body,
            sentBy: admin.id,
            requestKey: key,
          });
          // The reply does not quote the original: the address was typed by whoever sent the form.
          await enqueueEmail(tx, {
            kind: "contact-reply",
            dedupeKey: `contact-reply:${key}`,
            to: message.email,
            ...composeMessage(subject, `Hello ${message.firstName},`, [
              ...body
                .split(/\n\s*\n/)
                .map((p) => p.trim())
                .filter(Boolean)
                .map((p) => ({ p })),
              { rows: [["Reference", `#${id}`]] },
            ]),
          });
          if (resolve) await resolveContactMessage(tx, id);
        });
        app.mailer.kick();
        const thread = await findContactThread(db, id);
        if (!thread) throw notFound("No such message.", "message_not_found");
        return reply.code(201).send(thread);
      },
    );
  });
}
