import {
  conceptsOf,
  isTelling,
  matchLine,
  same,
  type ConceptWeights,
  type PhraseMatch,
} from "./phrase-match.js";

/**
 * A not-included line that the question says in full, whatever else it says: "once it's worked
 * out the numbers, does it send the returns and the money to the states for us?" holds every
 * telling word of "Filing and paying the returns for you"; "is a payroll letter in the pack?"
 * holds "Payroll engagement letters" with what the Engagement Letter Pack's name says. A line of
 * alternatives ("Calculations or projections", "VAT or GST outside the United States") is held
 * when one of them is.
 *
 * What the question's words lead to is what is asked: a telling word of the question that the
 * line lacks, comes after what the line holds and a listed line of the product says ("payroll
 * deadlines" of a practice manager whose calendar keeps deadlines: deadlines are asked, not
 * running payroll) leaves the line unsaid.
 */
export function heldExclusion(
  question: readonly string[],
  excluded: readonly string[],
  listed: readonly string[],
  weights: ConceptWeights,
  /** Concepts the product's name holds ("engagement", "letter" of the letter pack). */
  given: ReadonlySet<string>,
): { line: string; match: PhraseMatch } | null {
  // A firm's whole story is no question about one line (words no sheet says aside).
  if (question.filter((c) => weights.says(c)).length > MOST_CONCEPTS) return null;
  const inName = (c: string) => [...given].some((g) => same(c, g));
  const weight = (cs: readonly string[]) => cs.reduce((s, c) => s + weights.weight(c), 0);
  const at = (c: string) => question.findIndex((q) => same(q, c));
  let best: { line: string; match: PhraseMatch; share: number } | null = null;
  for (const line of excluded) {
    for (const [i, alternative] of alternatives(line).entries()) {
      const parts = conceptsOf(alternative);
      // One word of a line of several ("VAT" of "VAT or GST …") must be rare to say it.
      if (i > 0 && parts.length === 1 && weights.weight(parts[0]!) < ALONE_WEIGHT) continue;
      // What the question itself says of the line, beyond what the name says.
      const fromQuestion = parts.filter(
        (c) => at(c) >= 0 && !inName(c) && !DOING.has(c) && weights.weight(c) >= OWN_WEIGHT,
      );
      if (!fromQuestion.length) continue;
      // A doing word ("administration", "tracking") goes without saying once its object is said:
      // "benefits" is "Benefits administration".
      const needed = parts.filter((c) => isTelling(c, weights) && !DOING.has(c));
      if (!needed.every((c) => at(c) >= 0 || inName(c))) continue;
      const held = parts.filter((c) => at(c) >= 0 || inName(c) || DOING.has(c));
      const share = weight(held) / weight(parts);
      if (share < HELD_SHARE) continue;
      const last = Math.max(...fromQuestion.map(at));
      const leadsOn = question.some(
        (q, i) =>
          i > last &&
          isTelling(q, weights) &&
          !parts.some((c) => same(q, c)) &&
          !inName(q) &&
          listed.some((l) => matchLine([q], l, weights).coverage === 1),
      );
      if (leadsOn) continue;
      if (!best || share > best.share)
        best = { line, match: matchLine(question, line, weights, given), share };
    }
  }
  return best && { line: best.line, match: best.match };
}

/**
 * A line's alternatives: "Time tracking and billing" leaves out each of them, "VAT or GST outside
 * the United States" either (what is in brackets only explains).
 */
const alternatives = (line: string) => {
  const core = line.replace(/\(.*?\)/g, " ");
  const parts = core.split(/\s*(?:,|\band\b|\bor\b)\s*/i).filter((p) => p.trim());
  // A bracket that names what the line is ("Forms 706 and 709 (estate and gift tax)", "Lease
  // accounting (ASC 842)") says it too; one that tells what to do instead ("(it prepares
  // them)", "(use your own e-signature tool)") does not.
  const glosses = [...line.matchAll(/\(([^)]*)\)/g)]
    .map((m) => m[1]!)
    .filter((gloss) => !/\b(?:it|its|them|they|your|you|use|bring|pair)\b/i.test(gloss));
  // "VAT or GST outside the United States": an abbreviation, then one with what qualifies both;
  // the later abbreviation alone is an alternative as the first is ("GST").
  const abbreviation = (word: string | undefined) => /^[A-Z]{2,5}$/.test(word ?? "");
  const heads =
    parts.length > 1 && abbreviation(parts[0]!.trim())
      ? parts.slice(1).flatMap((part) => {
          const [first, ...rest] = part.trim().split(/\s+/);
          return rest.length && abbreviation(first) ? [first!] : [];
        })
      : [];
  return [core, ...(parts.length > 1 ? parts : []), ...heads, ...glosses];
};

/** Doing words: a line's job said by its object ("benefits", "mileage", "sample sizes"). */
const DOING = new Set(
  conceptsOf("administration calculations tracking preparation management processing"),
);
/** A word of the question that says part of a line: not the commonest ("client"). */
const OWN_WEIGHT = 2.5;
/** A line of one word is said by that word only when it is rare ("VAT", "notarisation"). */
const ALONE_WEIGHT = 5;
/** More telling words than a question about one thing has. */
const MOST_CONCEPTS = 10;

/** The share of a line's words (by weight) the question and the name must hold. */
const HELD_SHARE = 0.6;

/**
 * A listed line the question says in full, with two or more rare words, whatever else it says:
 * "some forms need that identity quiz thing before the client signs; is that in there?" holds
 * “Knowledge-based authentication option”. Not when the question also asks something a
 * not-included line holds.
 */
export function heldFeature(
  question: readonly string[],
  listed: readonly string[],
  excluded: readonly string[],
  weights: ConceptWeights,
): string | null {
  if (question.filter((c) => weights.says(c)).length > MOST_CONCEPTS) return null;
  const weight = (cs: readonly string[]) => cs.reduce((s, c) => s + weights.weight(c), 0);
  const held = (c: string) => question.some((q) => same(q, c));
  const alsoLeftOut = question.some(
    (q) => isTelling(q, weights) && excluded.some((l) => matchLine([q], l, weights).coverage === 1),
  );
  if (alsoLeftOut) return null;
  let best: { line: string; share: number } | null = null;
  for (const line of listed) {
    const parts = conceptsOf(line.replace(/\(.*?\)/g, " "));
    const telling = parts.filter((c) => isTelling(c, weights));
    if (telling.length < 2 || !telling.every(held)) continue;
    const share = weight(parts.filter(held)) / weight(parts);
    if (share >= FEATURE_SHARE && (!best || share > best.share)) best = { line, share };
  }
  return best?.line ?? null;
}

/** The share of a listed line's words (by weight) the question must hold for a yes. */
const FEATURE_SHARE = 0.75;
