/** The shop's name as people know it: titles, e-mail signatures, the brand of its own products. */
export const STORE_BRAND = "Countinghouse";

/**
 * Who runs the shop (decision 0260): one set of details, set by configuration (src/server/config.ts,
 * the SELLER_* and SUPPORT_* variables) and read by every place that names the company: the
 * contact page, invoices, e-mails, the legal pages and the structured data search engines read.
 * The browser gets it from GET /api/config.
 */
export interface StoreIdentity {
  /** The company behind it, as it appears on invoices and in the terms. */
  legalName: string;
  /** The postal address: invoices, the contact page, the terms. */
  address: string;
  /** The seller's tax identifier printed on invoices ("EIN 12-3456789"). */
  taxId: string;
  /** Where customers write: the contact page, invoices, e-mails, privacy and security requests. */
  supportEmail: string;
  supportPhone: string;
  /** When people answer, one period per entry ("Mon-Fri 8-6 EST"). */
  supportHours: string[];
  /** The law the terms are governed by ("the Commonwealth of Massachusetts, USA"). */
  jurisdiction: string;
}

/**
 * The demo's details, used when nothing is configured. The phone numbers are in the 555-01xx
 * range set aside for fiction, the addresses in the `.example` domain that is never anyone's.
 */
export const DEMO_STORE_IDENTITY: StoreIdentity = {
  legalName: "Countinghouse, Inc.",
  address: "75 Ledger Lane, Suite 300, Boston, MA 02110, USA",
  taxId: "EIN 12-3456789",
  supportEmail: "support@countinghouse.example",
  supportPhone: "(617) 555-0142",
  // Spec section 9: business hours Mon-Fri 8-6 EST and Sat 9-2 EST.
  supportHours: ["Mon-Fri 8-6 EST", "Sat 9-2 EST"],
  jurisdiction: "the Commonwealth of Massachusetts, USA",
};

/** "tel:+16175550142" for a US number written "(617) 555-0142"; other numbers keep their digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
