import type { ContactFormInput } from "@shared/contracts/contact";

/**
 * What the contact page's action answers a form sent without the script (src/client/routes/
 * contact.tsx): sent, or what was typed with why it was not sent.
 */
export type ContactFormResult =
  | { sent: true }
  | {
      sent: false;
      values: Partial<ContactFormInput>;
      /** A message per field that is not right. */
      errors?: Partial<Record<keyof ContactFormInput, string>>;
      /** Why the shop could not take it (the server's reason). */
      error?: string;
    };
