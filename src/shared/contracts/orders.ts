import { z } from "zod";
import { DELIVERY_METHODS } from "../product-facts.js";
import { SUBSCRIPTION_STATUSES } from "../subscriptions.js";
import { offerSchema, productSchema, productTypeSchema } from "./products.js";
import { refundRequestSchema } from "./refund-requests.js";

/** A line frozen at purchase: its own name and unit price, whatever the product became later. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  unitPrice: z.string(),
  quantity: z.number().int(),
  type: productTypeSchema,
  /** The offer it was bought under: unitPrice is per unit, for term (decision 0194). */
  offer: offerSchema,
  /**
   * An annual licence or a subscription bought with this line: the end of the term it runs to
   * now (its keys work until then; it moves on at each renewal). Null for anything kept for good.
   */
  validUntil: z.string().nullable(),
  /** A subscription bought with a free trial: when the trial ends and its first charge, tax included. */
  trial: z.object({ endsAt: z.string(), firstChargeAmount: z.string() }).nullable(),
  /** The buyer can download a file for this line (GET /api/orders/{orderId}/items/{itemId}/download). */
  downloadable: z.boolean(),
  /** How the line was delivered (the product's delivery fact at purchase); null for old orders. */
  delivery: z.enum(DELIVERY_METHODS).nullable(),
  /** Software: its licence keys (one per seat, or one for the firm), shown to the buyer only. */
  licenceKeys: z.array(z.string()),
  /** The file this line downloads, so the buyer can check it: null when there is none to fetch. */
  file: z
    .object({
      name: z.string(),
      /** Bytes. */
      size: z.number().int(),
      /** SHA-256 of the file, hex. */
      sha256: z.string(),
    })
    .nullable(),
  /** The line's money was given back (its download and subscription ended with it). */
  refunded: z.boolean(),
  /** What was given back for this line, its share of the tax included ("0.00" when none). */
  refundedAmount: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Spec section 3 (Order); money fields are decimal strings. */
/** The firm a purchase was made for (decision 0251); null for a person's own. */
export const purchaseFirmSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const orderSchema = z.object({
  id: z.number().int(),
  firm: purchaseFirmSchema,
  createdAt: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  totalAmount: z.string(),
  status: z.string(),
  /** Sequential invoice number; null for orders placed before invoices existed. */
  invoiceNumber: z.number().int().nullable(),
  /** Given back by refunds so far ("0.00" when none). */
  refundedAmount: z.string(),
  items: z.array(orderItemSchema),
  /**
   * Asking for a refund (decision 0261): until when it can be asked (null when nothing on the
   * order is left to refund, or for a firm's member who did not buy it: only the buyer asks),
   * and the latest request with its answer.
   */
  refund: z.object({
    windowEndsAt: z.string().nullable(),
    request: refundRequestSchema.nullable(),
  }),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/**
 * Spec section 3 (Subscription): only "active" counts as active. Beyond the spec (decision 0090):
 * trialing | active | past_due | canceled, the trial's end, a pending cancellation, the saved card.
 */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  firm: purchaseFirmSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The end of the period paid or trialled: the next billing date while it runs. */
  currentPeriodEnd: z.string(),
  product: productSchema,
  /** "month" for a subscription, "year" for an annual licence (decision 0194). */
  interval: z.enum(["month", "year"]),
  /** Set when the subscription began with a free trial (kept after it converts). */
  trialEndsAt: z.string().nullable(),
  /** Cancelled by its owner: it ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** When it ended (status canceled). */
  endedAt: z.string().nullable(),
  /** What the next period costs, tax included, and per seat before tax. */
  renewalAmount: z.string(),
  unitPrice: z.string(),
  quantity: z.number().int(),
  /** The card renewals charge. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Why the latest renewal failed (past_due). */
  renewalFailure: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);
