import { z } from "zod";
import { pageSchema, pagingFields } from "./admin-orders.js";

export const OUTBOX_STATUSES = ["pending", "sent", "stored", "failed"] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES, {
  error: "status must be pending, sent, stored or failed",
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** GET /api/admin/outbox: newest first, searched by recipient, subject or kind, and paged. */
export const outboxQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(200, "q must be at most 200 characters")
    .optional()
    .meta({ description: "Part of the recipient address, the subject or the kind" }),
  status: outboxStatusSchema.optional(),
  ...pagingFields,
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** A message in the outbox list: who, what, when and where it stands (no bodies). */
export const outboxSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

/** One message in full, as admins read it (GET /api/admin/outbox/{id}). */
export const outboxMessageSchema = outboxSummarySchema.extend({
  text: z.string(),
  html: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = pageSchema(outboxSummarySchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
