import type { ProductFacts } from "./contracts/product-facts.js";
import type { ProductDetail } from "./contracts/products.js";
import { formatPrice } from "./money.js";
import { formatCount } from "./format-count.js";
import { firstYearCost, OFFER_TERM_LABELS, OFFER_UNIT_LABELS, priceLabel } from "./offer.js";
import {
  ANSWER_LABELS,
  DELIVERY_LABELS,
  DEPLOYMENT_LABELS,
  FIRM_SIZE_FACT_LABELS,
  LANGUAGE_LABELS,
  LIMIT_FACT_LABELS,
  LIMIT_FACTS,
  SECURITY_FACT_LABELS,
  SECURITY_FACTS,
  SUPPORT_CHANNEL_LABELS,
  SUPPORT_HOURS_LABELS,
  TRAINING_LABELS,
  taxFormLabel,
  type TaxForm,
} from "./product-facts.js";

/**
 * The fact sheet as labelled lines of text, in reading order: the compare view's rows, the
 * product page's "At a glance" and the advisor's comparison table all read the same words.
 */

/** What the rows read of a product: its price, offer, type and fact sheet. */
export type FactRowProduct = Pick<ProductDetail, "price" | "type" | "offer" | "facts">;

/** What a person reads for a fact the listing does not state: never "No". */
export const NOT_STATED = "Not stated";

function list<T extends string>(
  value: readonly T[] | "unknown",
  label: (v: T) => string,
  none: string,
): string {
  if (value === "unknown") return NOT_STATED;
  return value.length ? value.map(label).join(", ") : none;
}

const one = <T extends string>(value: T | "unknown", labels: Record<T, string>) =>
  value === "unknown" ? NOT_STATED : labels[value];

function limit(value: ProductFacts["limits"][keyof ProductFacts["limits"]]): string {
  if (value === "unknown") return NOT_STATED;
  if (value === "unlimited") return "Unlimited";
  if (value === "not_applicable") return "Not applicable";
  return formatCount(value);
}

export function trialText(trialDays: ProductFacts["trialDays"]): string {
  if (trialDays === "unknown") return NOT_STATED;
  return trialDays === 0 ? "No free trial" : `${trialDays}-day free trial`;
}

export interface FactRow {
  key: string;
  label: string;
  text: (product: FactRowProduct) => string;
}

/** Every fact as a labelled line of text: the compare table's rows, in reading order. */
export const FACT_ROWS: FactRow[] = [
  { key: "price", label: "Price", text: (p) => priceLabel(p) },
  {
    key: "firstYearCost",
    label: "First-year cost (one)",
    text: (p) => formatPrice(firstYearCost(p)),
  },
  {
    key: "vendor",
    label: "Vendor",
    text: (p) => (p.facts.vendor === "unknown" ? NOT_STATED : p.facts.vendor),
  },
  {
    key: "pricingModel",
    label: "Pricing model",
    text: (p) => OFFER_UNIT_LABELS[p.offer.unit],
  },
  {
    key: "licenceTerm",
    label: "Licence term",
    text: (p) => OFFER_TERM_LABELS[p.offer.term],
  },
  {
    key: "deployment",
    label: "Runs on",
    text: (p) => list(p.facts.deployment, (d) => DEPLOYMENT_LABELS[d], "None"),
  },
  {
    key: "forms",
    label: "Forms covered",
    text: (p) => list(p.facts.forms, (f) => taxFormLabel(f as TaxForm), "None"),
  },
  { key: "services", label: "Services", text: (p) => list(p.facts.services, (s) => s, "None") },
  {
    key: "firmSizes",
    label: "Firm sizes",
    text: (p) => list(p.facts.firmSizes, (s) => FIRM_SIZE_FACT_LABELS[s], "None"),
  },
  {
    key: "integrations",
    label: "Integrates with",
    text: (p) => list(p.facts.integrations, (i) => i, "None"),
  },
  ...LIMIT_FACTS.map((fact) => ({
    key: `limits.${fact}`,
    label: `Limit: ${LIMIT_FACT_LABELS[fact]}`,
    text: (p: FactRowProduct) => limit(p.facts.limits[fact]),
  })),
  ...SECURITY_FACTS.map((fact) => ({
    key: `security.${fact}`,
    label: SECURITY_FACT_LABELS[fact],
    text: (p: FactRowProduct) => ANSWER_LABELS[p.facts.security[fact]],
  })),
  {
    key: "support.channels",
    label: "Support",
    text: (p) => list(p.facts.support.channels, (c) => SUPPORT_CHANNEL_LABELS[c], "None"),
  },
  {
    key: "support.hours",
    label: "Support hours",
    text: (p) => one(p.facts.support.hours, SUPPORT_HOURS_LABELS),
  },
  {
    key: "support.training",
    label: "Training",
    text: (p) => list(p.facts.support.training, (t) => TRAINING_LABELS[t], "None"),
  },
  { key: "trialDays", label: "Free trial", text: (p) => trialText(p.facts.trialDays) },
  { key: "delivery", label: "Delivery", text: (p) => one(p.facts.delivery, DELIVERY_LABELS) },
  {
    key: "languages",
    label: "Languages",
    text: (p) => list(p.facts.languages, (l) => LANGUAGE_LABELS[l], "None"),
  },
  {
    key: "notIncluded",
    label: "Not included",
    text: (p) => (p.facts.notIncluded.length ? p.facts.notIncluded.join("; ") : "Nothing listed"),
  },
];

const FACT_ROWS_BY_KEY = new Map(FACT_ROWS.map((row) => [row.key, row]));

/** One row by its key ("price", "forms", "security.sso"…). */
export const factRow = (key: string): FactRow | undefined => FACT_ROWS_BY_KEY.get(key);
