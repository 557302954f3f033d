import type { LimitFact, SecurityFact } from "../../../../shared/product-facts.js";

/**
 * Where a product fact comes from: a field of the listing or of its fact sheet, and the value as
 * listed. Every claim an answer makes about a product carries one, so a test (and the decision
 * memo) can check it against the catalogue without trusting the tool that made it.
 */
export type CitedField =
  | "name"
  | "price"
  | "offer.unit"
  | "offer.term"
  | "feature"
  | "description"
  | "vendor"
  | "deployment"
  | "forms"
  | "services"
  | "firmSizes"
  | "integrations"
  | `limits.${LimitFact}`
  | `security.${SecurityFact}`
  | "support.hours"
  | "support.channels"
  | "trialDays"
  | "delivery"
  | "languages"
  | "notIncluded";

export interface Citation {
  productId: number;
  field: CitedField;
  /** The fact as listed: a feature's words, a form, an integration, "yes", 14, "annual", 25. */
  value: string | number;
}

/** A store policy's source: the page and section whose words are quoted. */
export interface PolicySource {
  /** The page people can read it on: "/terms", "/contact". */
  path: string;
  section: string;
}

export const cite = (productId: number, field: CitedField, value: string | number): Citation => ({
  productId,
  field,
  value,
});

/** One copy of each citation, in the order first given. */
export function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.productId}|${c.field}|${c.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
