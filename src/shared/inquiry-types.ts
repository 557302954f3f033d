/**
 * The contact form's inquiry types, without zod: the product page links to the form half filled
 * in (lib/contact-prefill.ts) and must not load the schema library for it.
 */
export const INQUIRY_TYPES = ["general", "technical", "sales", "billing", "demo"] as const;
