import { z } from "zod";
import { productTypeSchema } from "./products.js";
import { checkRange, dateRangeFields } from "./admin-reports.js";

/** Where an order stands: paid, some lines refunded, or everything refunded. */
export const ORDER_STATUSES = ["completed", "partially_refunded", "refunded"] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: "status must be completed, partially_refunded or refunded",
});

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** ?page and ?pageSize: whole numbers written as digits; anything else is a clear 400. */
export const pagingFields = {
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "page must be a whole number from 1")
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`)
    .transform(Number)
    .refine((n) => n <= ADMIN_PAGE_SIZE_MAX, `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE),
};

export const searchField = z
  .string()
  .trim()
  .max(200, "q must be at most 200 characters")
  .optional()
  .meta({ description: "Order number (#12 or 12), customer name or e-mail, or product name" });

export const adminOrdersQuerySchema = z
  .strictObject({
    q: searchField,
    status: orderStatusSchema.optional(),
    ...dateRangeFields,
    sort: z.enum(["date", "total"], { error: "sort must be date or total" }).default("date"),
    dir: z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).default("desc"),
    ...pagingFields,
  })
  .superRefine(checkRange);
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminCustomerRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});

export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  totalAmount: z.string(),
  refundedAmount: z.string(),
  customer: adminCustomerRefSchema,
  itemCount: z.number().int(),
  products: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const adminOrderPageSchema = pageSchema(adminOrderSummarySchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminRefundSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  provider: z.enum(["stripe", "test"]),
  providerRef: z.string(),
  itemIds: z.array(z.number().int()),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderDetailSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  totalAmount: z.string(),
  refundedAmount: z.string(),
  customer: adminCustomerRefSchema,
  payment: z
    .object({
      id: z.number().int(),
      provider: z.enum(["stripe", "test"]),
      providerRef: z.string().nullable(),
      status: z.string(),
      amount: z.string(),
      paidAt: z.string(),
    })
    .nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int().nullable(),
      name: z.string(),
      unitPrice: z.string(),
      quantity: z.number().int(),
      lineTotal: z.string(),
      type: productTypeSchema,
      downloadable: z.boolean(),
      refundId: z.number().int().nullable(),
      refundedAmount: z.string(),
      /** What refunding this line alone would give back now ("0.00" once refunded). */
      refundableAmount: z.string(),
      /** Seat by seat; a refunded line's keys are revoked, not deleted. */
      licenceKeys: z.array(z.object({ key: z.string(), revoked: z.boolean() })),
    }),
  ),
  /** The e-mails this order caused (confirmation, refunds), as the outbox holds them. */
  emails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      status: z.string(),
      currentPeriodEnd: z.string(),
    }),
  ),
  refunds: z.array(adminRefundSchema),
  /** State changes, oldest first. */
  history: z.array(z.object({ at: z.string(), status: z.string(), note: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const REFUND_REASON_MAX = 500;

/** POST /api/admin/orders/{id}/refunds. */
export const refundBodySchema = z.strictObject({
  /** The lines to refund; left out, every line not yet refunded. */
  itemIds: z
    .array(z.number({ error: "itemIds must be line ids" }).int().positive(), {
      error: "itemIds must be a list of line ids",
    })
    .min(1, "Choose at least one line to refund")
    .max(100, "At most 100 lines at once")
    .optional(),
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(REFUND_REASON_MAX, `The reason must be at most ${REFUND_REASON_MAX} characters`),
  /** Chosen by the client once per refund it means to make: sending it again makes no second one. */
  requestKey: z
    .string({ error: "requestKey is required" })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "requestKey must be 8-100 letters, digits, - or _"),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const adminCustomersQuerySchema = z.strictObject({ q: searchField, ...pagingFields });
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminCustomerSummarySchema = adminCustomerRefSchema.extend({
  isAdmin: z.boolean(),
  orders: z.number().int(),
  /** Paid minus refunded, over every order. */
  lifetimeSpend: z.string(),
  refunded: z.string(),
  activeSubscriptions: z.number().int(),
  lastOrderAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;
export const adminCustomerPageSchema = pageSchema(adminCustomerSummarySchema);
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>;

export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerSummarySchema,
  orders: z.array(adminOrderSummarySchema),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      product: z.string(),
      status: z.string(),
      currentPeriodEnd: z.string(),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
