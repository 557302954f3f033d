import { z } from "zod";
import { REFUND_REQUEST_STATUSES } from "../refunds.js";
import { adminCustomerRefSchema, pageSchema, pagingFields } from "./admin-orders.js";

/**
 * A customer asks for a refund of an order within the window (issue 47, decision 0261); the
 * admin approves (the refund goes through the provider) or declines, and the answer is e-mailed.
 */
export const REFUND_REQUEST_REASON_MAX = 1000;
export const REFUND_ANSWER_MAX = 2000;

/** POST /api/orders/{orderId}/refund-request. */
export const refundRequestBodySchema = z.strictObject({
  reason: z
    .string({ error: "Tell us what went wrong, so we can put it right." })
    .trim()
    .min(1, "Tell us what went wrong, so we can put it right.")
    .max(
      REFUND_REQUEST_REASON_MAX,
      `Please keep it to ${REFUND_REQUEST_REASON_MAX} characters or fewer.`,
    ),
  /** The lines to refund; left out, every line not yet refunded. */
  itemIds: z
    .array(z.number({ error: "itemIds must be line ids" }).int().positive(), {
      error: "itemIds must be a list of line ids",
    })
    .min(1, "Choose at least one item to refund")
    .max(100, "At most 100 items at once")
    .optional(),
});
export type RefundRequestBody = z.infer<typeof refundRequestBodySchema>;

export const refundRequestStatusSchema = z.enum(REFUND_REQUEST_STATUSES, {
  error: `status must be ${REFUND_REQUEST_STATUSES.join(", ")}`,
});

/** A request as its customer sees it on the order. */
export const refundRequestSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: refundRequestStatusSchema,
  reason: z.string(),
  itemIds: z.array(z.number().int()),
  /** The admin's answer, once decided. */
  answer: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /api/admin/refund-requests/{id}/decision. */
export const refundDecisionBodySchema = z.strictObject({
  decision: z.enum(["approve", "decline"], { error: "decision must be approve or decline" }),
  answer: z
    .string({ error: "Write the answer the customer will receive." })
    .trim()
    .min(1, "Write the answer the customer will receive.")
    .max(REFUND_ANSWER_MAX, `The answer must be at most ${REFUND_ANSWER_MAX} characters`),
});
export type RefundDecisionBody = z.infer<typeof refundDecisionBodySchema>;

/** GET /api/admin/refund-requests: the queue, waiting ones first by default. */
export const adminRefundRequestsQuerySchema = z.strictObject({
  status: refundRequestStatusSchema.optional(),
  ...pagingFields,
});
export type AdminRefundRequestsQuery = z.infer<typeof adminRefundRequestsQuerySchema>;

export const adminRefundRequestSchema = refundRequestSchema.extend({
  customer: adminCustomerRefSchema,
  order: z.object({
    id: z.number().int(),
    createdAt: z.string(),
    totalAmount: z.string(),
    refundedAmount: z.string(),
  }),
  /** The lines asked for, with what each cost. */
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      lineTotal: z.string(),
      refunded: z.boolean(),
    }),
  ),
  /** What approving would give back now, tax included ("0.00" once nothing is left). */
  amount: z.string(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;
export const adminRefundRequestPageSchema = pageSchema(adminRefundRequestSchema).extend({
  /** How many wait for an answer, whatever the filter (the tab's badge). */
  open: z.number().int(),
});
export type AdminRefundRequestPage = z.infer<typeof adminRefundRequestPageSchema>;
