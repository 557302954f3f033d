import type { INQUIRY_TYPES } from "./inquiry-types.js";

type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * Buttons and e-mails elsewhere in the shop open the contact form half filled in, through the
 * query string (/contact?inquiry=sales&product=TaxPro%20Suite): Contact Sales on a product,
 * Schedule Demo Call, the help categories on /contact itself, and a bought service's booking
 * (with its order number). The form reads it back with `contactPrefill` (client/lib).
 */
export interface ContactPrefill {
  inquiry: InquiryType;
  product?: string;
  /** The order a service was bought in: the message books its session. */
  order?: number;
}

export function contactHref({ inquiry, product, order }: ContactPrefill): string {
  const query = new URLSearchParams({ inquiry });
  if (product) query.set("product", product);
  if (order) query.set("order", String(order));
  return `/contact?${query.toString()}`;
}

/** Where the buyer of a service books its session: the contact form, naming the order. */
export function bookingHref(orderId: number, product: string): string {
  return contactHref({ inquiry: "general", product, order: orderId });
}
