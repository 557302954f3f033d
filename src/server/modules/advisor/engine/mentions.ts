import type { ProductProfile } from "./catalogue.js";
import { normalise } from "./text.js";

/** Words that appear in many product names and say nothing about which one is meant. */
const GENERIC_NAME_WORDS = new Set(
  `the for and of & a an to with pro plus premium suite software template templates kit toolkit
  pack bundle package system platform cloud online edition professional essentials essential
  basic standard tool tools app library collection set series complete advanced ultimate
  workbook guide checklist checklists`.split(/\s+/),
);

function distinctiveWords(name: string): string[] {
  return normalise(name)
    .split(" ")
    .filter((w) => w.length > 2 && !GENERIC_NAME_WORDS.has(w));
}

const patterns = new Map<string, RegExp>();
/** Compiled once per word: matching runs for every product on every message. */
const wordPattern = (word: string) => {
  let pattern = patterns.get(word);
  if (!pattern) {
    pattern = new RegExp(
      `(?:^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}(?![a-z0-9])`,
    );
    if (patterns.size > 20_000) patterns.clear();
    patterns.set(word, pattern);
  }
  return pattern;
};

/**
 * The catalogue products a text names, in the order they first appear: by full name, or by all the
 * distinctive words of the name ("TaxFlow" for "TaxFlow Pro"). A name the catalogue does not have is
 * never "found".
 */
export function findMentionedProducts(
  text: string,
  catalogue: readonly ProductProfile[],
): ProductProfile[] {
  const haystack = normalise(text);
  const full: Array<{ profile: ProductProfile; at: number; end: number }> = [];
  const partial: Array<{ profile: ProductProfile; at: number }> = [];
  for (const profile of catalogue) {
    const fullName = normalise(profile.product.name);
    const fullAt = fullName ? haystack.search(wordPattern(fullName)) : -1;
    if (fullAt >= 0) {
      // The match may start with the separator before the name.
      const at = haystack.indexOf(fullName, fullAt);
      full.push({ profile, at, end: at + fullName.length });
      continue;
    }
    const words = distinctiveWords(profile.product.name);
    if (words.length === 0) continue;
    const positions = words.map((w) => haystack.search(wordPattern(w)));
    if (positions.every((p) => p >= 0)) partial.push({ profile, at: Math.min(...positions) });
  }
  // "Ledgerpoint Tax Suite Basic" written in full does not also name "Ledgerpoint Tax Suite Professional".
  const outsideFullNames = partial.filter(
    (p) => !full.some((f) => p.at >= f.at - 1 && p.at < f.end),
  );
  return [...full, ...outsideFullNames]
    .sort((a, b) => a.at - b.at || a.profile.product.id - b.profile.product.id)
    .map((f) => f.profile);
}

/** Products a reply linked to (/products/{id}), in order: what "it" and "them" refer to next. */
export function linkedProducts(
  reply: string | null,
  catalogue: readonly ProductProfile[],
): ProductProfile[] {
  if (!reply) return [];
  const byId = new Map(catalogue.map((p) => [p.product.id, p]));
  const ids = [...reply.matchAll(/\(\/products\/(\d+)\)/g)].map((m) => Number(m[1]));
  return [...new Set(ids)].map((id) => byId.get(id)).filter((p) => p !== undefined);
}
