import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../../lib/project-root.js";

/**
 * What a shopper typed, as the terms the catalogue search asks PostgreSQL for (decision 0230).
 * Every term must match; a term matches through any of its forms: the words as typed (each also
 * as the beginning of a word, its english stem, a fragment inside a word or a near spelling: see
 * catalogue-query.ts), or one of its synonyms from search-synonyms.txt.
 */
export interface SearchTerm {
  /** The typed words this term stands for: one word, or a phrase the synonym file names. */
  words: string[];
  /** Other phrases that mean the same (each a list of words), from the synonym file. */
  synonyms: string[][];
}

/**
 * Lowercase, without accents ("Nómina" -> "nomina", as PostgreSQL's unaccent reads the products),
 * and form codes as one word ("W-2" -> "w2", "1099-NEC" -> "1099nec"), as catalogue_codes() does
 * to the products' text in drizzle/0017_catalogue_search.sql.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\b([a-z]{1,3})-(\d{1,3})\b|\b(\d{3,4})-([a-z]{1,4})\b/g, "$1$2$3$4");
}

/**
 * The words of a text as the search reads them: runs of letters and digits, joined by inner
 * hyphens ("e-file", "month-end"); anything else (quotes, apostrophes, tsquery syntax) separates.
 * A word can therefore always be written inside a quoted tsquery operand.
 */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text).match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/** Phrases that mean the same, by the phrase's words joined with a space. */
export interface Synonyms {
  readonly groups: ReadonlyMap<string, readonly string[][]>;
  /** The longest phrase in words, so matching knows how far to look. */
  readonly longest: number;
}

/**
 * Reads a synonym file in the format Solr and Elasticsearch use: one rule a line, `#` starts a
 * comment. `a, b, c` makes the phrases equivalent (each finds the others); `a, b => c, d` makes
 * `a` and `b` also find `c` and `d`, not the other way round (used for other languages' words:
 * "nómina" finds payroll products, "payroll" does not look for "nómina"), and then also what `c`
 * and `d` find through their own lines.
 */
export function parseSynonyms(text: string): Synonyms {
  const groups = new Map<string, string[][]>();
  let longest = 1;
  const oneWay: { from: string[][]; to: string[][] }[] = [];
  const add = (from: string[], to: string[][]) => {
    const key = from.join(" ");
    const known = groups.get(key) ?? [];
    for (const phrase of to) {
      const other = phrase.join(" ");
      if (other !== key && !known.some((p) => p.join(" ") === other)) known.push(phrase);
    }
    groups.set(key, known);
    longest = Math.max(longest, from.length);
  };
  const phrases = (list: string) =>
    list
      .split(",")
      .map((phrase) => searchWords(phrase))
      .filter((words) => words.length > 0);
  for (const [n, raw] of text.split("\n").entries()) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const [left, right, extra] = line.split("=>");
    if (extra !== undefined || (right !== undefined && !right.trim())) {
      throw new Error(`search-synonyms.txt line ${n + 1}: one "=>" with phrases on both sides`);
    }
    const from = phrases(left!);
    const to = right === undefined ? from : phrases(right);
    if (from.length === 0 || to.length === 0 || (right === undefined && from.length < 2)) {
      throw new Error(`search-synonyms.txt line ${n + 1}: needs two phrases or more`);
    }
    for (const phrase of from) add(phrase, to);
    if (right !== undefined) oneWay.push({ from, to });
  }
  // A one-way rule's phrases find what the phrases they stand for find: "nómina" is "payroll",
  // so it also finds paychecks and pay stubs.
  for (const { from, to } of oneWay) {
    for (const phrase of from)
      add(
        phrase,
        to.flatMap((target) => groups.get(target.join(" ")) ?? []),
      );
  }
  return { groups, longest };
}

export const SYNONYMS_FILE = path.join(
  projectRoot,
  "src/server/modules/products/search-synonyms.txt",
);

let loaded: Synonyms | undefined;

/** The repository's synonym file, read once per process. */
export function catalogueSynonyms(): Synonyms {
  loaded ??= parseSynonyms(fs.readFileSync(SYNONYMS_FILE, "utf8"));
  return loaded;
}

/**
 * The terms of a search: at each place the longest phrase the synonym file knows is one term
 * with its synonyms; any other word is a term of its own. Repeated terms count once.
 */
export function searchTerms(text: string, synonyms: Synonyms = catalogueSynonyms()): SearchTerm[] {
  const words = searchWords(text);
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < words.length;) {
    let length = Math.min(synonyms.longest, words.length - at);
    while (length > 1 && !synonyms.groups.has(words.slice(at, at + length).join(" "))) length--;
    const phrase = words.slice(at, at + length);
    const key = phrase.join(" ");
    if (!seen.has(key)) {
      seen.add(key);
      terms.push({
        words: phrase,
        synonyms: [...(synonyms.groups.get(key) ?? [])],
      });
    }
    at += length;
  }
  return terms;
}
