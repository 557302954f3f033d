import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { editDistance, typosAllowed } from "./edit-distance.js";
import { searchTerms, searchWords, type SearchTerm } from "./search-terms.js";

/**
 * A search as PostgreSQL's full-text query over products.search_document (decision 0230).
 * Every term must match; each matches through any of:
 * - the typed word as the beginning of a word, as written (`catalogue_simple`: "payr" finds
 *   "payroll", "1099" finds "1099nec") or by its english stem ("returns" finds "return");
 * - a catalogue word the typed word is a fragment of ("point" finds "ledgerpoint"), looked up in
 *   catalogue_words with its trigram index, for words of 3 characters or more;
 * - its synonyms (search-synonyms.txt): a phrase's words anywhere in the product;
 * - when no catalogue word holds it and it has no synonym, the catalogue words nearest to it by
 *   trigram similarity ("ledgerpiont" finds "ledgerpoint").
 *
 * The query is written from lexemes, never with the phrase operator: a phrase makes the GIN
 * index hand every candidate back for a check of positions, which reads its document from the
 * TOAST table (a phrase with "tax" in it cost 100 ms at 100,000 products instead of 5).
 */
export interface CatalogueQuery {
  /**
   * The tsquery a product must match, as tsquery text: pass it as a parameter cast to tsquery.
   * Its beginnings of words are written as the catalogue words they begin, when there are few.
   */
  text: string;
  /** The same without fragments inside words: matching it is a better match (ranking). */
  beginnings: string;
  /** The same with whole words only (and their stems, synonyms and corrections): better still. */
  wholeWords: string;
  /**
   * The terms as beginnings of words, next to each other in the order typed ("tax planning" in
   * "Tax Planner"): for the name only, never asked of the index.
   */
  phrase: string;
  /**
   * The whole words found in the name or the facts (weights A and B of the document: the vendor,
   * forms, integrations, services): a product these describe ranks before one whose features or
   * description merely mention them ("1040" finds the products for Form 1040 before a letter
   * pack that talks about individual returns).
   */
  inNameOrFacts: string;
  /** Typed words no catalogue word holds, and the words they were read as. */
  corrections: Correction[];
}

export interface Correction {
  typed: string;
  readAs: string[];
}

/** The weights of the search document that hold the name (A) and the facts (B). */
const NAME_AND_FACTS = "AB";
/** Fragments and near spellings are looked up for words at least this long. */
const LOOKUP_FROM_LENGTH = 3;
/** At most this many catalogue words a fragment is found inside (the shortest first). */
const WORDS_PER_FRAGMENT = 20;
/** The catalogue words most like an unknown word (trigram similarity) that are weighed as typos. */
const NEAR_CANDIDATES = 10;
/** An unknown word is read as at most this many catalogue words, equally near. */
const CORRECTIONS = 3;
/**
 * A beginning of a word that begins at most this many catalogue words is matched as those words
 * (completions); one that begins more stays a prefix.
 */
const COMPLETIONS = 64;

/** A word as the two configurations of drizzle/0017_catalogue_search.sql index it. */
type Lexemes = {
  word: string;
  /** catalogue_simple: unaccented, lowercase. */
  simple: string;
  /** catalogue_english: its english stem; null for a stop word ("for", "with"). */
  english: string | null;
};

/** A typed word: also whether it is a stop word in English or Spanish ("for", "de", "la"). */
type TypedLexemes = Lexemes & { stop: boolean };

type Lookup = TypedLexemes & {
  /**
   * The catalogue words that begin with the word as written, and with its english stem (4
   * characters or more); null when more than COMPLETIONS do.
   */
  completions: string[] | null;
  stemCompletions: string[] | null;
  /** Catalogue words it is a fragment of, not at their start (the prefix match covers those). */
  inside: Lexemes[];
  /**
   * When no catalogue word holds it or its stem: the catalogue words most like it by trigram
   * similarity, weighed as typos by `corrections`.
   */
  near: Lexemes[];
};

/**
 * The words an unknown word was most likely a typo of: the fewest edits away, and no more than
 * its length allows ("ledgerpiont" is one swap from "ledgerpoint"; "quillfennothing" is not a typo
 * of "quillfen", however alike their trigrams).
 */
function corrections(typed: string, near: readonly Lexemes[]): Lexemes[] {
  const allowed = typosAllowed(typed);
  const scored = near
    .map((word) => ({ word, edits: editDistance(typed, word.simple) }))
    .filter(({ edits }) => edits <= allowed);
  const fewest = Math.min(...scored.map(({ edits }) => edits));
  return scored
    .filter(({ edits }) => edits === fewest)
    .slice(0, CORRECTIONS)
    .map(({ word }) => word);
}

/**
 * The catalogue words that begin with `beginning` (as a json array), when it is at least
 * `fromLength` characters long and at most COMPLETIONS words do; else null. catalogue_words holds
 * every lexeme of every document (both configurations), so these are exactly the lexemes the
 * beginning matches in the search index.
 */
const completionsOf = (beginning: SQL, fromLength = 1) => sql`
  (SELECT CASE WHEN count(*) <= ${COMPLETIONS} THEN coalesce(json_agg(c.word), '[]') END
   FROM (SELECT w.word FROM catalogue_words w
         WHERE length(${beginning}) >= ${fromLength} AND w.word LIKE ${beginning} || '%'
           AND starts_with(w.word, ${beginning})
         LIMIT ${COMPLETIONS + 1}) c)`;

/**
 * Every word's lexemes; for the typed words of 3 characters or more, also the catalogue words it
 * is inside of, and its nearest words when the catalogue has none that holds it.
 */
async function lookUp(
  db: DbOrTx,
  words: readonly string[],
  expanded: ReadonlySet<string>,
): Promise<Map<string, Lookup>> {
  if (words.length === 0) return new Map();
  const { rows } = await db.execute<Lookup>(sql`
    WITH typed AS (
      SELECT word, lower(unaccent(word)) AS simple,
             word = ANY(${sql.param([...expanded])}::text[]) AND length(word) >= ${LOOKUP_FROM_LENGTH}
               AS expanded
      FROM unnest(${sql.param([...words])}::text[]) AS word)
    SELECT t.word, t.simple, (ts_lexize('english_stem', t.simple))[1] AS english,
      coalesce(ts_lexize('english_stem', t.simple) = '{}'
               OR ts_lexize('spanish_stem', t.simple) = '{}', false) AS stop,
      CASE WHEN NOT t.expanded THEN '[]'::json ELSE (
        SELECT coalesce(json_agg(json_build_object('word', found.word, 'simple', found.word,
                 'english', (ts_lexize('english_stem', found.word))[1])), '[]')
        FROM (SELECT w.word FROM catalogue_words w
              WHERE w.word LIKE '%' || t.simple || '%' AND w.word NOT LIKE t.simple || '%'
              ORDER BY length(w.word), w.word LIMIT ${WORDS_PER_FRAGMENT}) found) END AS inside,
      CASE WHEN NOT t.expanded
             OR EXISTS (SELECT 1 FROM catalogue_words w WHERE w.word LIKE '%' || t.simple || '%')
             OR EXISTS (SELECT 1 FROM catalogue_words w
                        WHERE w.word LIKE (ts_lexize('english_stem', t.simple))[1] || '%')
           THEN '[]'::json ELSE (
        SELECT coalesce(json_agg(json_build_object('word', nearest.word, 'simple', nearest.word,
                 'english', (ts_lexize('english_stem', nearest.word))[1])), '[]')
        FROM (SELECT w.word FROM catalogue_words w WHERE w.word % t.simple
              ORDER BY similarity(w.word, t.simple) DESC, w.word LIMIT ${NEAR_CANDIDATES}) nearest)
      END AS near,
      ${completionsOf(sql`t.simple`)} AS completions,
      ${completionsOf(sql`(ts_lexize('english_stem', t.simple))[1]`, STEM_BEGINNING_FROM_LENGTH)}
        AS "stemCompletions"
    FROM typed t`);
  return new Map(rows.map((row) => [row.word, row]));
}

/** One alternative of a term: every one of these lexemes (the last one's beginning, maybe). */
interface Alternative {
  lexemes: string[];
  prefix: boolean;
  /** For a beginning: the catalogue words it begins, when known (completionsOf). */
  completions?: readonly string[] | null;
}

/** Every one of the words: as written, or (all of them) by their english stems. */
function allOf(words: readonly Lexemes[], prefix = false): Alternative[] {
  const simple = { lexemes: words.map((w) => w.simple), prefix };
  const stems = words.flatMap((w) => (w.english === null ? [] : [w.english]));
  if (stems.length === 0) return [simple];
  // Both configurations index every word, so a product with "management" as written has its
  // stem "manag" too: with a stem for every word, the words as written add nothing but work for
  // the index (a broad search's bitmap took a third longer with them).
  if (stems.length === words.length && !prefix) return [{ lexemes: stems, prefix: false }];
  return [simple, { lexemes: stems, prefix: false }];
}

/** Whether `one` finds every product `other` finds: one of other's lexemes is one's only one. */
function covers(one: Alternative, other: Alternative): boolean {
  if (one === other || one.lexemes.length !== 1) return false;
  const [lexeme] = one.lexemes as [string];
  return other.lexemes.some((word, i) => {
    const last = i === other.lexemes.length - 1;
    if (one.prefix) return word.startsWith(lexeme);
    return word === lexeme && !(last && other.prefix);
  });
}

/** A lexeme as a quoted tsquery operand (a catalogue word may hold quotes or backslashes). */
const operand = (lexeme: string) => `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/**
 * The alternatives OR-ed as tsquery text, without those another one covers: each costs the GIN
 * index a pass over its words' lists ("payroll services" is in every product that has "payroll",
 * and the list of "services" is long).
 */
function anyOf(
  alternatives: Alternative[],
  {
    weights = "",
    together = " & ",
    complete = false,
  }: { weights?: string; together?: " & " | " <-> "; complete?: boolean } = {},
): string {
  const kept: Alternative[] = [];
  for (const alternative of alternatives) {
    const same = (a: Alternative) =>
      a.prefix === alternative.prefix && a.lexemes.join(" ") === alternative.lexemes.join(" ");
    if (kept.some(same)) continue;
    if (alternatives.some((other) => !same(other) && covers(other, alternative))) continue;
    kept.push(alternative);
  }
  const text = kept.map(({ lexemes, prefix, completions }) => {
    // A beginning as the whole words it begins: the index then looks up each word's list and can
    // skip through a common one, where a prefix makes it read every list the prefix names in
    // full before anything else ("payroll copperline": 2.9 against 7.1 ms of CPU).
    if (complete && prefix && lexemes.length === 1 && completions?.length) {
      return completions.length > 1
        ? `( ${completions.map(operand).join(" | ")} )`
        : operand(completions[0]!);
    }
    const words = lexemes.map((lexeme, i) => {
      const beginning = prefix && i === lexemes.length - 1 ? "*" : "";
      return beginning || weights ? `${operand(lexeme)}:${beginning}${weights}` : operand(lexeme);
    });
    return words.length > 1 ? `(${words.join(together)})` : words[0]!;
  });
  return `( ${text.join(" | ")} )`;
}

/** Stems shorter than this are not read as beginnings ("tax" is a beginning of itself already). */
const STEM_BEGINNING_FROM_LENGTH = 4;

/**
 * A word's english stem as the beginning of a word: the words of the same root, whatever their
 * ending ("planning" is "plan", so it finds "planner" and "plans").
 */
function stemBeginning(word: Lookup): Alternative[] {
  return word.english !== null && word.english.length >= STEM_BEGINNING_FROM_LENGTH
    ? [{ lexemes: [word.english], prefix: true, completions: word.stemCompletions }]
    : [];
}

/**
 * One term's alternatives at the levels of match the ranking tells apart: whole words in the
 * name or the facts; whole words anywhere (with their stems, synonyms and corrections); then also
 * beginnings of words (and of their stems); then also fragments inside words. Each level holds
 * the one before it.
 */
function termLevels(term: SearchTerm, lexemes: (word: string) => Lookup, complete: boolean) {
  const typed = term.words.map(lexemes);
  const single = typed.length === 1 ? typed[0] : undefined;
  const corrected =
    term.synonyms.length === 0 && single ? corrections(single.simple, single.near) : [];
  const whole = [
    ...allOf(typed),
    ...term.synonyms.flatMap((synonym) => allOf(synonym.map(lexemes))),
    ...corrected.flatMap((word) => allOf([word])),
  ];
  const beginnings = [
    ...whole,
    ...(single
      ? [{ lexemes: [single.simple], prefix: true, completions: single.completions }]
      : []),
    ...corrected.map((word) => ({ lexemes: [word.simple], prefix: true })),
    ...[single, ...term.synonyms.filter((s) => s.length === 1).map(([w]) => lexemes(w!))].flatMap(
      (word) => (word ? stemBeginning(word) : []),
    ),
  ];
  const inside = [
    ...beginnings,
    ...(single?.inside ?? []).map((word) => ({
      lexemes: [word.simple],
      prefix: false,
    })),
  ];
  return {
    levels: [
      anyOf(whole, { weights: NAME_AND_FACTS }),
      anyOf(whole),
      anyOf(beginnings),
      anyOf(inside, { complete }),
      anyOf(beginnings, { together: " <-> " }),
    ],
    correction: corrected.length
      ? { typed: term.words[0]!, readAs: corrected.map((word) => word.word) }
      : undefined,
  };
}

/** At most this many entries, least recently used first out. */
class Recent<T> {
  private held = new Map<string, T>();
  constructor(private readonly size: number) {}
  get(key: string): { known: false } | { known: true; value: T } {
    if (!this.held.has(key)) return { known: false };
    const value = this.held.get(key)!;
    this.held.delete(key); // re-inserted last: most recently used
    this.held.set(key, value);
    return { known: true, value };
  }
  set(key: string, value: T) {
    if (this.held.size >= this.size) this.held.delete(this.held.keys().next().value!);
    this.held.set(key, value);
  }
  clear() {
    this.held.clear();
  }
}

/** A word's lookup (lookUp) as kept: by the word, and whether its fragments were looked up. */
const wordKey = (word: string, expanded: boolean) => `${expanded ? "+" : "-"}${word}`;

/**
 * Searches already written as queries, by their words, and each word's lookup (its lexemes,
 * the catalogue words it begins or is inside of, its near spellings), until the catalogue
 * changes (its words, fragments and near spellings change with it): a search typed again costs
 * no lookup, and a new search whose words were all seen before (in other searches: "payroll",
 * then "payroll copperline") costs none either. Concurrent asks of one search share one lookup.
 * Only queries and words are kept, never results.
 */
export class QueryMemo {
  private queries: Recent<CatalogueQuery | undefined>;
  private words: Recent<Lookup>;
  private writing = new Map<string, Promise<CatalogueQuery | undefined>>();
  /** Counts the catalogue's changes: what was looked up before one is not kept after it. */
  private generation = 0;
  constructor(size = 1000, wordCount = 2000) {
    this.queries = new Recent(size);
    this.words = new Recent(wordCount);
  }
  /** The search's query, written once (catalogueQuery) when it is not kept. */
  query(
    key: string,
    write: (words: WordMemo) => Promise<CatalogueQuery | undefined>,
  ): Promise<CatalogueQuery | undefined> {
    const kept = this.queries.get(key);
    if (kept.known) return Promise.resolve(kept.value);
    const pending = this.writing.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const current = () => generation === this.generation;
    const words: WordMemo = {
      get: (word, expanded) => {
        const found = this.words.get(wordKey(word, expanded));
        return found.known ? found.value : undefined;
      },
      set: (word, expanded, lookup) => {
        if (current()) this.words.set(wordKey(word, expanded), lookup);
      },
    };
    const written = write(words).finally(() => {
      if (this.writing.get(key) === written) this.writing.delete(key);
    });
    this.writing.set(key, written);
    return written.then((query) => {
      if (current()) this.queries.set(key, query);
      return query;
    });
  }
  clear() {
    this.generation++;
    this.queries.clear();
    this.words.clear();
    this.writing.clear();
  }
}

/** Words already looked up (QueryMemo), by the word and whether its fragments were. */
interface WordMemo {
  get(word: string, expanded: boolean): Lookup | undefined;
  set(word: string, expanded: boolean, lookup: Lookup): void;
}

/** The full-text query of a search; undefined when it has no word (it matches nothing). */
export function catalogueQuery(
  db: DbOrTx,
  search: string,
  memo?: QueryMemo,
): Promise<CatalogueQuery | undefined> {
  if (!memo) return writeCatalogueQuery(db, search);
  return memo.query(searchWords(search).join(" "), (words) =>
    writeCatalogueQuery(db, search, { words }),
  );
}

/**
 * The full-text query of a search, written now. `completeBeginnings: false` leaves the
 * beginnings of words as prefixes in `text` (for tests: both must find the same products);
 * `words` are the lookups kept from searches before (only the others are looked up).
 */
export async function writeCatalogueQuery(
  db: DbOrTx,
  search: string,
  {
    completeBeginnings = true,
    words: memo,
  }: { completeBeginnings?: boolean; words?: WordMemo } = {},
): Promise<CatalogueQuery | undefined> {
  let terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  const words = new Set(terms.flatMap((term) => [...term.words, ...term.synonyms.flat()]));
  const singles = new Set(terms.filter((t) => t.words.length === 1).map((t) => t.words[0]!));
  const lookups = new Map<string, Lookup>();
  for (const word of words) {
    const kept = memo?.get(word, singles.has(word));
    if (kept) lookups.set(word, kept);
  }
  const missing = [...words].filter((word) => !lookups.has(word));
  for (const [word, lookup] of await lookUp(db, missing, singles)) {
    lookups.set(word, lookup);
    memo?.set(word, singles.has(word), lookup);
  }
  const lexemes = (word: string) => lookups.get(word)!;
  const stop = (term: SearchTerm) =>
    term.words.length === 1 && term.synonyms.length === 0 && lexemes(term.words[0]!).stop;
  // Stop words, English or Spanish, are not required ("software for nonprofits", "software de
  // nómina"), unless there is nothing else.
  if (terms.some((term) => !stop(term))) terms = terms.filter((term) => !stop(term));
  const parts = terms.map((term) => termLevels(term, lexemes, completeBeginnings));
  const level = (n: number, together = " & ") =>
    parts.map((part) => part.levels[n]!).join(together);
  return {
    phrase: level(4, " <-> "),
    text: level(3),
    beginnings: level(2),
    wholeWords: level(1),
    inNameOrFacts: level(0),
    corrections: parts.flatMap((part) => part.correction ?? []),
  };
}
