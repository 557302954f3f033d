import { z } from "zod";
import { inputText, oneLineText, requiredText } from "./text.js";

const required = requiredText;
/** The name and firm head the invoice and an e-mail: one line each. */
const oneLine = oneLineText;

/** US Employer Identification Number: nine digits, written 12-3456789. */
const EIN = /^(\d{2})-?(\d{7})$/;

/**
 * Who the invoice is made out to (issue 14): checkout's billing step. The form and the server use
 * this one schema; the EIN is optional and stored as 12-3456789; the address may span lines.
 */
export const billingDetailsSchema = z.object({
  name: oneLine("Name", 120),
  firm: oneLine("Firm", 160),
  address: required("Address", 500)
    .transform((text) =>
      text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .refine((text) => text.split("\n").length <= 6, "Address must be at most 6 lines"),
  ein: inputText()
    .trim()
    .refine((text) => text === "" || EIN.test(text), "EIN must be 9 digits, like 12-3456789")
    .transform((text) => text.replace(EIN, "$1-$2")),
});
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

export const EMPTY_BILLING_DETAILS: BillingDetailsInput = {
  name: "",
  firm: "",
  address: "",
  ein: "",
};

/** PUT /api/checkout/billing: the details for the open payment the client secret names. */
export const saveBillingBodySchema = z.object({
  clientSecret: inputText().min(1, "clientSecret is required").max(200),
  billing: billingDetailsSchema,
});
export type SaveBillingBody = z.input<typeof saveBillingBodySchema>;

/** The details last used (to fill the form in again), or null for a first purchase. */
export const savedBillingSchema = z.object({
  billing: z
    .object({ name: z.string(), firm: z.string(), address: z.string(), ein: z.string() })
    .nullable(),
});
export type SavedBilling = z.infer<typeof savedBillingSchema>;
