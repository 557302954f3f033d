import { z } from "zod";
import { inputText } from "./text.js";

/** Spec section 7: the client sends the total including tax, in dollars; the server only checks it. */
export const createPaymentIntentBodySchema = z.object({
  amount: z
    .number({ error: "amount must be a number of dollars" })
    .finite("amount must be a number of dollars")
    .min(0, "amount cannot be negative")
    .max(10_000_000, "amount is too large"),
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
