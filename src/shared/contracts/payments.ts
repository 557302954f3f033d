import { z } from "zod";
import { inputText } from "./text.js";
import { offerSchema } from "./products.js";
import { MAX_OFFER_QUANTITY } from "../offer.js";

/**
 * One product bought on its own instead of the cart (decision 0262: Start Free Trial's checkout),
 * for so many users, clients or returns.
 */
const productIdField = z
  .number({ error: "productId must be a product's id" })
  .int("productId must be a product's id")
  .positive("productId must be a product's id")
  .max(2_147_483_647, "productId must be a product's id");
const quantityField = z
  .number({ error: "quantity must be a whole number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be at least 1")
  .max(MAX_OFFER_QUANTITY, `quantity must be at most ${MAX_OFFER_QUANTITY}`);

/**
 * Spec section 7: the client sends the total including tax, in dollars; the server only checks it.
 * With productId the payment is for that product alone (the cart is left as it is).
 */
export const createPaymentIntentBodySchema = z.object({
  amount: z
    .number({ error: "amount must be a number of dollars" })
    .finite("amount must be a number of dollars")
    .min(0, "amount cannot be negative")
    .max(10_000_000, "amount is too large"),
  productId: productIdField.optional(),
  quantity: quantityField.optional(),
});

/** GET /api/checkout/quote?productId=&quantity=: one product's checkout instead of the cart's. */
export const checkoutQuoteQuerySchema = z.strictObject({
  productId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "productId must be a product's id")
    .transform(Number)
    .pipe(productIdField)
    .optional(),
  quantity: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, "quantity must be a whole number from 1")
    .transform(Number)
    .pipe(quantityField)
    .optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export const paymentIntentSchema = z.object({ clientSecret: z.string() });
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** The offline test card form (PAYMENTS=test): the same cards Stripe's test mode accepts. */
export const testCardPaymentBodySchema = z.object({
  clientSecret: inputText().min(1).max(200),
  cardNumber: inputText().max(40),
  expiry: inputText().max(10),
  cvc: inputText().max(10),
});
export type TestCardPaymentBody = z.infer<typeof testCardPaymentBodySchema>;

export const testCardPaymentResultSchema = z.object({ orderId: z.number().int() });

/** A card typed into the offline test form, to save for a subscription's renewals. */
export const testCardSchema = testCardPaymentBodySchema.omit({ clientSecret: true });
export type TestCard = z.infer<typeof testCardSchema>;

/**
 * GET /api/checkout/quote: what the cart costs today and later (decision 0090). A subscription
 * with a free trial costs nothing today; its first charge comes when the trial ends.
 */
export const checkoutQuoteLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  type: z.enum(["one-time", "subscription"]),
  offer: offerSchema,
  quantity: z.number().int(),
  unitPrice: z.string(),
  /** Days of free trial this purchase gets (0: charged today). */
  trialDays: z.number().int(),
  /** The customer already had this product's free trial, so it is charged today. */
  trialUsed: z.boolean(),
  /** Trials: when the trial ends and the first charge (tax included) is taken. */
  firstChargeDate: z.string().nullable(),
  firstChargeAmount: z.string().nullable(),
  /** Monthly and annual terms: the next charge (tax included) and its date; null when none. */
  renewal: z.object({ date: z.string(), amount: z.string() }).nullable(),
});
export const checkoutQuoteSchema = z.object({
  lines: z.array(checkoutQuoteLineSchema),
  /** What is charged now; the amount to send to /api/create-payment-intent. */
  dueToday: z.object({ subtotal: z.string(), tax: z.string(), total: z.string() }),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
