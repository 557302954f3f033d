import type { Ask, Understanding } from "./read-message.js";

/** The kinds of question asked of products the message names. */
const OF_PRODUCTS = new Set<Ask["kind"]>(["capability", "integration", "cost", "facts"]);

const productsOf = (ask: Ask): number[] => ("products" in ask ? ask.products : []);

/**
 * "Does the research library come with answers from a tax professional? And can the Tax Planner
 * project an 1120-S?": questions that each name a product of their own are each asked of it.
 * The message is cut after each "?" (what comes before the first question, "Two quick ones.",
 * goes with it; what follows the last, with the last), and each part is read on its own when every
 * part names its product (a pronoun, "and does it…", stays with the reading of the whole) and
 * the parts name different ones. Otherwise the reading of the whole message stands.
 */
export function questionsApart(
  message: string,
  whole: Understanding,
  read: (part: string) => Understanding,
): Understanding {
  const parts = questionParts(message);
  if (parts.length < 2) return whole;
  const reads = parts.map(read);
  const ownProducts = reads.map((r) => r.products.join(","));
  const apart =
    reads.every(
      (r) =>
        r.language === whole.language &&
        r.products.length > 0 &&
        r.asks.length > 0 &&
        r.asks.every((a) => OF_PRODUCTS.has(a.kind) && productsOf(a).length > 0),
    ) && new Set(ownProducts).size === reads.length;
  if (!apart) return whole;
  return {
    ...whole,
    products: [...new Set(reads.flatMap((r) => r.products))],
    asks: reads.flatMap((r) => r.asks),
  };
}

/** The message cut after each question mark; what follows the last one goes with it. */
function questionParts(message: string): string[] {
  const pieces = message
    .split(/(?<=\?)\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = pieces.at(-1);
  if (last !== undefined && !last.endsWith("?") && pieces.length > 1)
    pieces.splice(-2, 2, `${pieces.at(-2)} ${last}`);
  return pieces;
}
