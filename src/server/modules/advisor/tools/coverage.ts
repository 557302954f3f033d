import type { Deployment, Integration } from "../../../../shared/product-facts.js";
import type { CatalogueView, ToolProduct } from "./catalogue-view.js";
import { askProduct, type FactAnswer } from "./product-facts.js";
import { subjectLabel, type Subject } from "./subjects.js";

export interface CoverageInput {
  subject: Subject;
  /** Only products that run here ("tax preparation in a browser"). */
  deployment?: Extract<Deployment, "cloud" | "windows" | "mac"> | null;
  /** Products left out (turned down in this conversation). */
  excludeIds?: readonly number[];
}

export interface CoverageResult {
  subject: Subject;
  subjectLabel: string;
  deployment: CoverageInput["deployment"];
  /** Products whose sheet or listing says they do it, each with the fact. */
  doing: FactAnswer[];
  /** Products whose sheet lists it as not included, with that line. */
  notIncluded: FactAnswer[];
  /** Products that do it but run elsewhere (when a deployment was asked for). */
  elsewhere: FactAnswer[];
  /** How many products' sheets do not say. */
  unknownCount: number;
}

const MAX_LISTED = 6;

function runsOn(product: ToolProduct, where: NonNullable<CoverageInput["deployment"]>): boolean {
  const runs = product.facts.deployment;
  if (runs === "unknown") return false;
  return runs.includes(where) || (where !== "cloud" && runs.includes("cloud"));
}

/**
 * The coverage tool: which products do something (a need in the buyer's words, a form, an
 * integration, a security fact), each with the fact that says so, and which ones' sheets say it
 * is not included.
 */
export function coverage(view: CatalogueView, input: CoverageInput): CoverageResult {
  const excluded = new Set(input.excludeIds ?? []);
  const doing: FactAnswer[] = [];
  const notIncluded: FactAnswer[] = [];
  const elsewhere: FactAnswer[] = [];
  let unknownCount = 0;
  for (const product of view.products) {
    if (excluded.has(product.id)) continue;
    const found = askProduct(view, product, input.subject, true);
    if (found.verdict === "yes") {
      if (!input.deployment || runsOn(product, input.deployment)) doing.push(found);
      else elsewhere.push(found);
    } else if (found.verdict === "no" && found.cites.some((c) => c.field === "notIncluded"))
      notIncluded.push(found);
    else if (found.verdict === "unknown") unknownCount++;
  }
  // The product named for the job comes before one that mentions it in passing.
  const byStrength = (a: FactAnswer, b: FactAnswer) =>
    strength(b) - strength(a) || a.productId - b.productId;
  return {
    subject: input.subject,
    subjectLabel: subjectLabel(input.subject),
    deployment: input.deployment ?? null,
    doing: doing.sort(byStrength).slice(0, MAX_LISTED),
    notIncluded: notIncluded.slice(0, MAX_LISTED),
    elsewhere: elsewhere.sort(byStrength).slice(0, MAX_LISTED),
    unknownCount,
  };
}

const strength = (a: FactAnswer) =>
  a.cites.some((c) => c.field === "name") ? 3 : a.cites.some((c) => c.field === "feature") ? 2 : 1;

export interface IntegrationResult {
  integration: Integration;
  /** The product asked about, when one was. */
  answer: FactAnswer | null;
  /** Products whose sheets list the integration (other than the one asked about). */
  listing: FactAnswer[];
}

/** The integrations tool: does this product work with that software; which products do. */
export function integrations(
  view: CatalogueView,
  input: { productId?: number | null; integration: Integration; excludeIds?: readonly number[] },
): IntegrationResult {
  const subject: Subject = { kind: "integration", name: input.integration };
  const product = input.productId ? view.byId.get(input.productId) : undefined;
  const answer = product ? askProduct(view, product, subject) : null;
  const listing = coverage(view, {
    subject,
    excludeIds: [...(input.excludeIds ?? []), ...(product ? [product.id] : [])],
  }).doing;
  return { integration: input.integration, answer, listing };
}
