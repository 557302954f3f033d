import type { ContactFormInput, InquiryType } from "@shared/contracts/contact";
import { INQUIRY_TYPES } from "@shared/inquiry-types";

/** What the subject line says for each prefilled inquiry (the help category's own words). */
const SUBJECTS: Partial<Record<InquiryType, string>> = {
  sales: "Sales Consultation",
  demo: "Product Demo Request",
};
const MAX_PRODUCT_NAME = 150;

/**
 * The form fields a /contact query string (`contactHref` in @shared/contact-links) fills in; an unknown inquiry type or an overlong product
 * name is ignored (the URL is anyone's to edit), never an error.
 */
export function contactPrefill(search: string): Partial<ContactFormInput> {
  const query = new URLSearchParams(search);
  const inquiry = query.get("inquiry");
  if (!inquiry || !(INQUIRY_TYPES as readonly string[]).includes(inquiry)) return {};
  const type = inquiry as InquiryType;
  const product = query.get("product")?.replace(/\s+/g, " ").trim().slice(0, MAX_PRODUCT_NAME);
  const topic = SUBJECTS[type];
  const order = query.get("order");
  const fields: Partial<ContactFormInput> = { inquiryType: type };
  if (product && order && /^[1-9][0-9]{0,9}$/.test(order))
    fields.subject = `Session Booking: ${product} (order #${order})`;
  else if (topic) fields.subject = product ? `${topic}: ${product}` : topic;
  else if (product) fields.subject = product;
  return fields;
}
