export { FACT_ROWS, NOT_STATED, factRow, trialText, type FactRow } from "@shared/product-fact-rows";
import { factRow } from "@shared/product-fact-rows";

/** The facts the product page shows at a glance. */
export const GLANCE_ROWS = [
  "licenceTerm",
  "deployment",
  "forms",
  "integrations",
  "trialDays",
  "delivery",
  "vendor",
].map((key) => factRow(key)!);
