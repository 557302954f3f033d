/**
 * "People also compare" (issue 47): the products that share the most facts with this one, by the
 * fact sheet alone: the services they serve, the forms they cover, the firm sizes they suit,
 * what they integrate with and where they run, and the category. Unknown facts share nothing.
 */
import type { ProductFacts } from "./contracts/product-facts.js";
import { UNKNOWN } from "./product-facts.js";

/** How many the product page shows. */
export const RELATED_COUNT = 4;

export interface RelatedCandidate {
  id: number;
  category: string;
  facts?: Pick<
    ProductFacts,
    "services" | "forms" | "firmSizes" | "integrations" | "deployment"
  > | null;
}

/** Each shared value's weight: a shared service says most about what a buyer compares. */
export const RELATED_WEIGHTS = {
  services: 3,
  forms: 2,
  firmSizes: 1,
  integrations: 1,
  deployment: 1,
} as const;
export const SAME_CATEGORY = 2;

const known = (list: readonly string[] | typeof UNKNOWN | undefined): readonly string[] =>
  list && list !== UNKNOWN ? list : [];

/** How much two products have in common (0: nothing). */
export function relatedScore(a: RelatedCandidate, b: RelatedCandidate): number {
  let score = a.category === b.category ? SAME_CATEGORY : 0;
  for (const [fact, weight] of Object.entries(RELATED_WEIGHTS) as [
    keyof typeof RELATED_WEIGHTS,
    number,
  ][]) {
    const mine = new Set<string>(known(a.facts?.[fact]));
    score += weight * known(b.facts?.[fact]).filter((value) => mine.has(value)).length;
  }
  return score;
}

/**
 * The products most like `product`, most in common first (then the lowest id, so the list is
 * stable); a candidate sharing only its category is kept only when nothing shares more.
 */
export function rankRelated<T extends RelatedCandidate>(
  product: RelatedCandidate,
  candidates: readonly T[],
  count = RELATED_COUNT,
): T[] {
  return candidates
    .filter((candidate) => candidate.id !== product.id)
    .map((candidate) => ({ candidate, score: relatedScore(product, candidate) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || x.candidate.id - y.candidate.id)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
