import type { Ask, Understanding } from "./read-message.js";

/** The kinds of question asked of products the message names. */
const OF_PRODUCTS = new Set<Ask["kind"]>(["capability", "integration", "cost", "facts"]);

const productsOf = (ask: Ask): number[] => ("products" in ask ? ask.products : []);

/**
 * "Does the research library come with answers from a tax professional? And can the Tax Planner
 * project an 1120-S?": questions that each name a product of their own are each asked of it.
 * "How much is it for the three of us? And how do we receive it after paying?": questions of the
 * one product discussed are each answered, when the reading of the whole answers fewer of them
 * (a kind, or a subject of a product's facts: "does it track mileage? And is there two-factor
 * sign-in?"). The message is cut after each "?" (what comes before the first question,
 * "Two quick ones.", goes with it; what follows the last, with the last), and each part is read
 * on its own. Otherwise the reading of the whole message stands.
 */
export function questionsApart(
  message: string,
  whole: Understanding,
  read: (part: string) => Understanding,
): Understanding {
  const parts = questionParts(message);
  if (parts.length < 2) return whole;
  const reads = withElidedQuestions(parts, parts.map(read));
  const same = reads.every((r) => r.language === whole.language && r.asks.length > 0);
  if (!same) return whole;
  const ownProducts = reads.map((r) => r.products.join(","));
  const eachNamed =
    reads.every(
      (r) =>
        r.products.length > 0 &&
        r.asks.every((a) => OF_PRODUCTS.has(a.kind) && productsOf(a).length > 0),
    ) && new Set(ownProducts).size === reads.length;
  // ("¿Cuánto nos sale Quillmark? Y si le sumamos el paquete, ¿cuánto es todo junto?": the whole
  // reading already asks one question of them all, together.)
  const named = new Set(reads.flatMap((r) => r.products));
  const together = whole.asks.some((a) => [...named].every((id) => productsOf(a).includes(id)));
  if (eachNamed && !together) return joined(whole, reads);
  // Of the one product discussed: no part names one, every question is of the same products
  // (or the store's policy), and the whole reading left a kind out.
  const asks = reads.flatMap((r) => r.asks);
  const ofProducts = asks.filter((a) => OF_PRODUCTS.has(a.kind));
  const theOne = ofProducts[0] ? productsOf(ofProducts[0]).join(",") : null;
  const ofOne =
    theOne !== null &&
    reads.every((r) => r.products.length === 0 || r.products.join(",") === theOne) &&
    asks.every(
      (a) => a.kind === "policy" || (OF_PRODUCTS.has(a.kind) && productsOf(a).join(",") === theOne),
    ) &&
    [...questionsOf(asks)].some((key) => !questionsOf(whole.asks).has(key));
  return ofOne ? joined(whole, reads) : whole;
}

/**
 * What each ask asks, one key a question: its kind, and for a product's facts each subject and
 * each integration ("does it track mileage? and is there two-factor sign-in?" are two).
 */
function questionsOf(asks: readonly Ask[]): Set<string> {
  return new Set(
    asks.flatMap((a) =>
      a.kind === "capability"
        ? a.subjects.map(
            (s) => `${a.kind}:${s.kind === "phrase" ? s.concepts.join(" ") : JSON.stringify(s)}`,
          )
        : a.kind === "integration"
          ? a.integrations.map((i) => `${a.kind}:${i}`)
          : [a.kind],
    ),
  );
}

/**
 * "Does the practice manager store documents? The portal doesn't, right?": a part that names a
 * product and only an auxiliary ("doesn't", "does it too?", "can it?") asks the question before
 * it again, of that product.
 */
function withElidedQuestions(
  parts: readonly string[],
  reads: readonly Understanding[],
): Understanding[] {
  return reads.map((r, i) => {
    const before = reads[i - 1]?.asks.find((a) => a.kind === "capability");
    if (!before || before.kind !== "capability" || r.products.length === 0) return r;
    if (!ELIDED.test(parts[i]!.toLowerCase().replace(/[’']/g, ""))) return r;
    return {
      ...r,
      asks: [{ kind: "capability", products: r.products, subjects: before.subjects }],
    };
  });
}

/** A question whose verb is left out: "the portal doesnt, right?", "and the vault, does it?". */
const ELIDED =
  /^(?:(?:and|but|so|what about|how about)\s+)?(?:the |that |this |your )?[a-z0-9&\- ]{2,60}?,?\s+(?:does|doesnt|does not|do|dont|do not|can|cant|cannot|is|isnt|has|hasnt|will|wont|would|wouldnt)(?:\s+(?:it|they|that|one))?(?:\s+(?:too|either|as well|also))?(?:,?\s*(?:right|correct|yes|no|or not|does it|is it|can it))?\s*\?*\s*$/;

function joined(whole: Understanding, reads: readonly Understanding[]): Understanding {
  return {
    ...whole,
    products: [...new Set(reads.flatMap((r) => r.products))],
    asks: reads.flatMap((r) => r.asks),
  };
}

/**
 * The message cut after each question mark; what follows the last one goes with it, unless it
 * is a question of its own without its mark ("… for a year? And do they write the notes too").
 */
function questionParts(message: string): string[] {
  const pieces = message
    .split(/(?<=\?)\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const last = pieces.at(-1);
  if (
    last !== undefined &&
    !last.endsWith("?") &&
    pieces.length > 1 &&
    !UNMARKED_QUESTION.test(last)
  )
    pieces.splice(-2, 2, `${pieces.at(-2)} ${last}`);
  return pieces;
}

/** "And do they write the notes too", "also can it…": a question asked without its mark. */
const UNMARKED_QUESTION =
  /^(?:(?:and|also|plus|oh and|y|también)\s+)?(?:do|does|did|is|are|can|could|will|would|has|have)\s+(?:it|they|the|this|that|those|these|we|you)\b/i;
