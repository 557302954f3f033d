import type { ContactFormInput, InquiryType } from "@shared/contracts/contact";
import { INQUIRY_TYPES } from "@shared/inquiry-types";

/**
 * Buttons elsewhere in the shop open the contact form half filled in, through the query string
 * (/contact?inquiry=sales&product=TaxPro%20Suite): Contact Sales on a product, Schedule Demo Call,
 * the help categories on /contact itself. The form reads it back with `contactPrefill`.
 */
export interface ContactPrefill {
  inquiry: InquiryType;
  product?: string;
}

/** What the subject line says for each prefilled inquiry (the help category's own words). */
const SUBJECTS: Partial<Record<InquiryType, string>> = {
  sales: "Sales Consultation",
  demo: "Product Demo Request",
};
const MAX_PRODUCT_NAME = 150;

export function contactHref({ inquiry, product }: ContactPrefill): string {
  const query = new URLSearchParams({ inquiry });
  if (product) query.set("product", product);
  return `/contact?${query.toString()}`;
}

/**
 * The form fields a /contact query string fills in; an unknown inquiry type or an overlong product
 * name is ignored (the URL is anyone's to edit), never an error.
 */
export function contactPrefill(search: string): Partial<ContactFormInput> {
  const query = new URLSearchParams(search);
  const inquiry = query.get("inquiry");
  if (!inquiry || !(INQUIRY_TYPES as readonly string[]).includes(inquiry)) return {};
  const type = inquiry as InquiryType;
  const product = query.get("product")?.replace(/\s+/g, " ").trim().slice(0, MAX_PRODUCT_NAME);
  const topic = SUBJECTS[type];
  const fields: Partial<ContactFormInput> = { inquiryType: type };
  if (topic) fields.subject = product ? `${topic}: ${product}` : topic;
  else if (product) fields.subject = product;
  return fields;
}
