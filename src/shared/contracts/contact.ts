import { z } from "zod";
import { INQUIRY_TYPES } from "../inquiry-types.js";
import { inputText, oneLineText, requiredText } from "./text.js";

export { INQUIRY_TYPES };
export const inquiryTypeSchema = z.enum(INQUIRY_TYPES);
export type InquiryType = z.infer<typeof inquiryTypeSchema>;

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: "General Inquiry",
  technical: "Technical Support",
  sales: "Sales Question",
  billing: "Billing Question",
  demo: "Product Demo Request",
};

const required = requiredText;
/** Names and the subject reach an e-mail's headers: a line break there would add a header. */
const oneLine = oneLineText;

const optional = (field: string, max: number) =>
  inputText().trim().max(max, `${field} must be at most ${max} characters`);

/** Spec section 5: five required fields, three optional ones; messages are shown next to the fields. */
export const contactFormSchema = z.object({
  firstName: oneLine("First name", 100),
  lastName: oneLine("Last name", 100),
  email: inputText()
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid email address"))
    .transform((email) => email.toLowerCase()),
  company: optional("Company", 200),
  phone: optional("Phone", 40),
  inquiryType: z.union([inquiryTypeSchema, z.literal("")]),
  subject: oneLine("Subject", 200),
  message: required("Message", 5000),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  inquiryType: "",
  subject: "",
  message: "",
};

/** POST /api/contact's answer: the stored message's number. */
export const contactReceiptSchema = z.object({ id: z.number().int() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** A stored contact message, as the back office reads it. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  inquiryType: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(["new", "resolved"]),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);

/** The inbox's filter: open (not yet answered or dealt with) or resolved. Stored as new/resolved. */
export const contactStatusFilterSchema = z.enum(["new", "resolved"], {
  error: "Status must be new or resolved",
});

/** An admin's e-mailed answer, as the inbox shows it under the message. */
export const contactReplySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** One message with the replies sent to it, oldest reply first. */
export const contactThreadSchema = contactMessageSchema.extend({
  replies: z.array(contactReplySchema),
});
export type ContactThread = z.infer<typeof contactThreadSchema>;

/**
 * POST /api/admin/contact-messages/{id}/replies. The subject reaches the e-mail's headers, so it
 * is one line; requestKey makes a repeated send answer the reply already made.
 */
export const contactReplyBodySchema = z.object({
  subject: oneLine("Subject", 200),
  body: required("Reply", 10000),
  resolve: z.boolean().default(true),
  requestKey: inputText()
    .trim()
    .min(8, "requestKey must be 8 to 100 characters")
    .max(100, "requestKey must be 8 to 100 characters"),
});
export type ContactReplyBody = z.input<typeof contactReplyBodySchema>;
