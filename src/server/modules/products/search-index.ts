import { sql } from "drizzle-orm";
import { FACET_VALUES, FACETS, type Facet } from "../../../shared/product-facts.js";
import { PRODUCT_CATEGORIES } from "../../../shared/products.js";
import type { DbOrTx } from "../../db/client.js";
import { type Bitmap, newBitmap, setBit } from "./bitmap.js";

/**
 * The search's index of the active catalogue, held in each server process and rebuilt after a
 * change to `products` (heard through the change feed, decision 0071), as the catalogue cache is
 * (decision 0160). It answers which products match and in what order; the rows are read from
 * PostgreSQL.
 *
 * Words are runs of letters and digits, joined by inner hyphens or apostrophes ("k-1",
 * "month-end", "client's"); a joined word is also indexed by its parts. Each distinct word of the
 * catalogue (the vocabulary) has a posting list: the products that use it, each marked when the
 * word is in the name. A typed word matches every vocabulary word it is a fragment of, so "point"
 * finds "Ledgerpoint"; a typed word of one character only matches words it begins.
 *
 * It also holds what the faceted list filters, counts and sorts by (decision 0161): for each
 * category and each facet value the set of products that have it (a bitmap by position), each
 * product's price, and the price and name orders, so a search, its facets, its order and its
 * pages are all answered from the same snapshot of the catalogue.
 */
export interface SearchIndex {
  /** Active products, in id order: a product's position in the index is its rank among them. */
  readonly ids: Int32Array;
  /** Per category (PRODUCT_CATEGORIES order), the products in it. */
  readonly categorySets: readonly Bitmap[];
  /** Per facet, per value (FACET_VALUES order), the products whose fact sheet has it. */
  readonly facetSets: Readonly<Record<Facet, readonly Bitmap[]>>;
  /**
   * The same sets the other way round, for counting over a few products: the facet values
   * (numbered through FACETS, then each facet's FACET_VALUES) of position p are
   * productValues[valueStarts[p] .. valueStarts[p + 1]).
   */
  readonly valueStarts: Int32Array;
  readonly productValues: Uint8Array;
  /** Each product's price in cents. */
  readonly cents: Float64Array;
  /** Positions by price then id; by price descending then id; by PostgreSQL's lower(name) then id. */
  readonly byPrice: Int32Array;
  readonly byPriceDesc: Int32Array;
  readonly byName: Int32Array;
  /** Where each position stands in `byName`. */
  readonly nameRank: Int32Array;
  /** The vocabulary, each word between two separators, in word-number order. */
  readonly vocabulary: string;
  /** Where word n starts in `vocabulary`, and (n + 1) where it ends; one entry more than words. */
  readonly wordStarts: Int32Array;
  /** Postings of word n: postings[postingStarts[n] .. postingStarts[n + 1]), as position * 2 + inName. */
  readonly postingStarts: Int32Array;
  readonly postings: Int32Array;
  /** The english stem (PostgreSQL's english_stem) of each word, for "returns" -> "return". */
  readonly stemOf: readonly string[];
  readonly wordsByStem: ReadonlyMap<string, readonly number[]>;
}

const SEPARATOR = "\u0001";
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const PARTS = /[\p{L}\p{N}]+/gu;

/** The words of a text, lowercased, in order, as the documents and the typed text are split. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().replaceAll("’", "'").match(WORD) ?? [];
}

/** A word and, when it is joined ("month-end"), its parts. */
function withParts(word: string): string[] {
  if (!word.includes("-") && !word.includes("'")) return [word];
  return [word, ...(word.match(PARTS) ?? [])];
}

/** A growable list of 32-bit integers (typed, so 4 bytes a posting rather than a JS number's 8+). */
class IntList {
  array = new Int32Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.array.length) {
      const grown = new Int32Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }
}

const CHUNK = 1 << 18;

/**
 * A list of 32-bit integers in fixed chunks of 1 MiB: growing it never copies, so building the
 * index of a large catalogue needs little more memory than the index itself.
 */
class ChunkedIntList {
  chunks: Int32Array[] = [];
  length = 0;
  push(value: number) {
    const at = this.length % CHUNK;
    if (at === 0) this.chunks.push(new Int32Array(CHUNK));
    this.chunks[this.chunks.length - 1]![at] = value;
    this.length++;
  }
  forEach(visit: (value: number) => void) {
    let left = this.length;
    for (const chunk of this.chunks) {
      const end = Math.min(CHUNK, left);
      for (let i = 0; i < end; i++) visit(chunk[i]!);
      left -= end;
    }
  }
}

const BATCH = 5000;

/** The key of each facet in the fact sheet (decision 0120). */
export const FACET_FACTS: Record<Facet, string> = {
  service: "services",
  pricingModel: "pricingModel",
  deployment: "deployment",
  integration: "integrations",
  form: "forms",
  firmSize: "firmSizes",
};

/**
 * Only the facts the facets read: the rest of the sheet would be read and thrown away. The
 * pricing facet reads the offer's unit (decision 0194), which is a column, not a fact.
 */
const FACETED_FACTS = sql.raw(
  `jsonb_build_object(${FACETS.map((f) => `'${FACET_FACTS[f]}', ${f === "pricingModel" ? "to_jsonb(price_unit)" : `facts -> '${FACET_FACTS[f]}'`}`).join(", ")})`,
);

/** "12.50" (numeric(10, 2) as PostgreSQL prints it) in cents. */
export function centsOf(price: string): number {
  const [whole = "0", fraction = ""] = price.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/**
 * Reads the active catalogue in id order, in batches (never the whole table in memory at once).
 * Run it in one repeatable-read transaction so every read sees the same catalogue.
 */
export async function buildSearchIndex(db: DbOrTx): Promise<SearchIndex> {
  const wordNumbers = new Map<string, number>();
  const words: string[] = [];
  const ids = new IntList();
  const categories = new IntList();
  const prices: number[] = [];
  /** Per facet value a product has, position * 256 + the value's number; in position order. */
  const facetValues = new ChunkedIntList();
  const valueNumber = new Map<string, number>();
  let values = 0;
  for (const facet of FACETS) {
    for (const value of FACET_VALUES[facet]) valueNumber.set(`${facet}\u0000${value}`, values++);
  }
  /** Per facet value: the last product (position + 1) that had it. */
  const valueSeenBy = new Int32Array(values);
  // Each product's distinct words (word * 2 + inName), product after product; how many each has.
  const entries = new ChunkedIntList();
  const wordCounts = new IntList();
  /** Per word: the last product (position + 1) that used it. */
  const lastSeenBy: number[] = [];
  const numberOf = (word: string) => {
    let n = wordNumbers.get(word);
    if (n === undefined) {
      n = words.length;
      wordNumbers.set(word, n);
      words.push(word);
      lastSeenBy.push(0);
    }
    return n;
  };
  const categoryNumber = new Map(PRODUCT_CATEGORIES.map((c, i) => [c as string, i]));
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<{
      id: number;
      category: string;
      name: string;
      description: string;
      price: string;
      facts: Record<string, unknown> | null;
    }>(sql`
      SELECT id, category, name, description, price, ${FACETED_FACTS} AS facts FROM products
      WHERE is_active AND id > ${after} ORDER BY id LIMIT ${BATCH}`);
    for (const row of rows) {
      const position = ids.length;
      ids.push(row.id);
      categories.push(categoryNumber.get(row.category) ?? 255);
      prices.push(centsOf(row.price));
      // As the containment tests had it: a list fact has the value among its elements, a single
      // one is the value. "unknown" and values outside the lists are in no set.
      for (const facet of FACETS) {
        const fact = row.facts?.[FACET_FACTS[facet]];
        for (const value of Array.isArray(fact) ? fact : [fact]) {
          if (Array.isArray(fact) !== (facet !== "pricingModel")) break;
          const n =
            typeof value === "string" ? valueNumber.get(`${facet}\u0000${value}`) : undefined;
          // Once per product, even when a list repeats a value.
          if (n !== undefined && valueSeenBy[n] !== position + 1) {
            valueSeenBy[n] = position + 1;
            facetValues.push(position * 256 + n);
          }
        }
      }
      // Each distinct word of the product once, marked when the name has it.
      const own: number[] = [];
      const stamp = position + 1;
      for (const [text, inName] of [
        [row.name, 1],
        [row.description, 0],
      ] as const) {
        for (const word of searchWords(text)) {
          for (const part of withParts(word)) {
            const n = numberOf(part);
            if (lastSeenBy[n] === stamp) continue;
            lastSeenBy[n] = stamp;
            own.push(n * 2 + inName);
          }
        }
      }
      for (const entry of own) entries.push(entry);
      wordCounts.push(own.length);
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }

  // Counting sort of the entries by word: each word's postings stay in position order.
  const postingStarts = new Int32Array(words.length + 1);
  entries.forEach((entry) => postingStarts[(entry >> 1) + 1]!++);
  for (let n = 0; n < words.length; n++) postingStarts[n + 1]! += postingStarts[n]!;
  const fill = postingStarts.slice(0, words.length);
  const postings = new Int32Array(entries.length);
  let position = 0;
  let left = wordCounts.array[0] ?? 0;
  entries.forEach((entry) => {
    while (left === 0) left = wordCounts.array[++position]!;
    postings[fill[entry >> 1]!++] = position * 2 + (entry & 1);
    left--;
  });
  entries.chunks = [];

  const wordStarts = new Int32Array(words.length + 1);
  let offset = 1;
  words.forEach((word, n) => {
    wordStarts[n] = offset;
    offset += word.length + 1;
  });
  wordStarts[words.length] = offset;

  const size = ids.length;
  const facetBitmaps = Array.from({ length: values }, () => newBitmap(size));
  const valueStarts = new Int32Array(size + 1);
  const productValues = new Uint8Array(facetValues.length);
  let valueAt = 0;
  facetValues.forEach((entry) => {
    const position = Math.floor(entry / 256);
    setBit(facetBitmaps[entry & 255]!, position);
    valueStarts[position + 1]!++;
    productValues[valueAt++] = entry & 255;
  });
  for (let position = 0; position < size; position++) {
    valueStarts[position + 1]! += valueStarts[position]!;
  }
  facetValues.chunks = [];
  const facetSets = {} as Record<Facet, Bitmap[]>;
  let first = 0;
  for (const facet of FACETS) {
    facetSets[facet] = facetBitmaps.slice(first, first + FACET_VALUES[facet].length);
    first += FACET_VALUES[facet].length;
  }
  const categorySets = PRODUCT_CATEGORIES.map(() => newBitmap(size));
  for (let position = 0; position < size; position++) {
    const category = categories.array[position]!;
    if (category !== 255) setBit(categorySets[category]!, position);
  }
  const cents = Float64Array.from(prices);
  const positions = () => Int32Array.from({ length: size }, (_, position) => position);
  const byPrice = positions().sort((a, b) => cents[a]! - cents[b]! || a - b);
  const byPriceDesc = positions().sort((a, b) => cents[b]! - cents[a]! || a - b);
  // The name order is PostgreSQL's (its collation), as the listing's keyset compares it.
  const idList = ids.array.subarray(0, size);
  const byName = new Int32Array(size);
  const nameRank = new Int32Array(size).fill(-1);
  const { rows: named } = await db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE is_active ORDER BY lower(name), id`,
  );
  let ranked = 0;
  for (const { id } of named) {
    const position = positionOf(idList, id);
    if (position === -1) continue;
    nameRank[position] = ranked;
    byName[ranked++] = position;
  }
  if (ranked !== size) throw new Error("The catalogue changed while its index was built");

  const stemOf = await englishStems(db, words);
  const wordsByStem = new Map<string, number[]>();
  stemOf.forEach((stem, n) => {
    const same = wordsByStem.get(stem);
    if (same) same.push(n);
    else wordsByStem.set(stem, [n]);
  });

  return {
    ids: idList.slice(),
    categorySets,
    facetSets,
    valueStarts,
    productValues,
    cents,
    byPrice,
    byPriceDesc,
    byName,
    nameRank,
    vocabulary: SEPARATOR + words.join(SEPARATOR) + SEPARATOR,
    wordStarts,
    postingStarts,
    postings,
    stemOf,
    wordsByStem,
  };
}

/** The position of a product in the index (ids are in ascending order); -1 when it is not in it. */
export function positionOf(ids: Int32Array, id: number): number {
  const at = firstAbove(ids, id - 1);
  return at < ids.length && ids[at] === id ? at : -1;
}

/** The first position whose id is above `id`. */
export function firstAbove(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle]! <= id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** PostgreSQL's english stems of the words (as the full-text search had them), the word itself for none. */
export async function englishStems(db: DbOrTx, words: readonly string[]): Promise<string[]> {
  const stems: string[] = [];
  for (let from = 0; from < words.length; from += 10_000) {
    const chunk = words.slice(from, from + 10_000);
    const { rows } = await db.execute<{ stem: string | null }>(sql`
      SELECT (ts_lexize('english_stem', w))[1] AS stem
      FROM unnest(${sql.param(chunk)}::text[]) WITH ORDINALITY AS t(w, n) ORDER BY n`);
    rows.forEach((row, i) => stems.push(row.stem ?? chunk[i]!));
  }
  return stems;
}

/** How well a typed word matched a product's word: the better, the higher. */
const INSIDE = 1;
const PREFIX = 2;
const WHOLE = 3;
/** Added when the matched word is in the name. */
const IN_NAME = 4;
/** Added when every typed word is found in the name: those products come first (decision 0052). */
export const NAME_MATCH = 1000;

export interface SearchRequest {
  /** The typed words (searchWords), and for each its english stem. */
  words: readonly string[];
  stems: readonly string[];
  /** Only these products (category and facet filters); every one when undefined. */
  allowed?: Bitmap;
  /** Filled with every product that matches the words, whatever `allowed` says (for counts). */
  matches?: Bitmap;
  /** The page's size; 0 for no page (only `total` and `matches`). */
  limit: number;
  /** The last product of the previous page: its score and id. */
  after?: { score: number; id: number };
}

export interface SearchHits {
  /** Up to limit + 1 products, best first: ids and their scores. */
  ids: number[];
  scores: number[];
  /** Every active product that matches (and is allowed), whatever the page. */
  total: number;
}

/** Vocabulary words that contain `fragment`, each with how it matched. */
function matchingWords(index: SearchIndex, fragment: string, stem: string): Map<number, number> {
  const found = new Map<number, number>();
  const { vocabulary, wordStarts } = index;
  const wordAt = (position: number) => {
    // The last word starting at or before `position`.
    let low = 0;
    let high = wordStarts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (wordStarts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  // One character only begins words: inside them it would match nearly the whole catalogue.
  const needle = fragment.length > 1 ? fragment : SEPARATOR + fragment;
  const shift = fragment.length > 1 ? 0 : 1;
  for (let at = vocabulary.indexOf(needle); at !== -1; at = vocabulary.indexOf(needle, at + 1)) {
    const n = wordAt(at + shift);
    const start = wordStarts[n]!;
    const kind =
      at + shift === start
        ? wordStarts[n + 1]! - 1 - start === fragment.length
          ? WHOLE
          : PREFIX
        : INSIDE;
    if (kind > (found.get(n) ?? 0)) found.set(n, kind);
  }
  for (const n of index.wordsByStem.get(stem) ?? []) found.set(n, WHOLE);
  return found;
}

/** Per-process scratch arrays, reused by every search (a search runs without awaiting). */
let scratch:
  | {
      size: number;
      best: Uint8Array;
      matched: Uint8Array;
      nameWords: Uint8Array;
      score: Uint16Array;
      touched: Int32Array;
      seen: Int32Array;
    }
  | undefined;
function scratchFor(size: number) {
  if (!scratch || scratch.size < size) {
    scratch = {
      size,
      best: new Uint8Array(size),
      matched: new Uint8Array(size),
      nameWords: new Uint8Array(size),
      touched: new Int32Array(size),
      seen: new Int32Array(size),
      score: new Uint16Array(size),
    };
  }
  return scratch;
}

/**
 * The page of a search, ranked: products with every typed word in the name first, then by the sum
 * over the typed words of how well each matched (a whole word before the beginning of one before
 * a fragment inside one, the name before the description), then by id. Every typed word must
 * match. Costs one pass over the postings of the matching words and one over the catalogue.
 */
export function searchIndex(index: SearchIndex, request: SearchRequest): SearchHits {
  const size = index.ids.length;
  const empty = { ids: [], scores: [], total: 0 };
  if (request.words.length === 0 || request.words.length > 255) return empty;
  const { best, matched, nameWords, score, touched, seen } = scratchFor(size);
  // The typed words' matches, rarest first, so later words only look at earlier candidates.
  const perWord = request.words.map((word, i) => {
    const found = matchingWords(index, word, request.stems[i] ?? word);
    let postings = 0;
    for (const n of found.keys()) postings += index.postingStarts[n + 1]! - index.postingStarts[n]!;
    return { found, postings };
  });
  if (perWord.some((w) => w.found.size === 0)) return empty;
  perWord.sort((a, b) => a.postings - b.postings);
  let touchedCount = 0;
  try {
    perWord.forEach(({ found }, round) => {
      let seenCount = 0;
      for (const [n, kind] of found) {
        const end = index.postingStarts[n + 1]!;
        for (let i = index.postingStarts[n]!; i < end; i++) {
          const entry = index.postings[i]!;
          const position = entry >> 1;
          if (matched[position] !== round) continue; // missed an earlier word
          const value = kind + (entry & 1 ? IN_NAME : 0);
          if (best[position] === 0) seen[seenCount++] = position;
          if (value > best[position]!) best[position] = value;
        }
      }
      for (let i = 0; i < seenCount; i++) {
        const position = seen[i]!;
        if (round === 0) touched[touchedCount++] = position;
        matched[position] = round + 1;
        score[position] = score[position]! + best[position]!;
        if (best[position]! > IN_NAME) nameWords[position]!++;
        best[position] = 0;
      }
    });

    const wanted = request.words.length;
    const { allowed, matches } = request;
    const after = request.after;
    const keep = request.limit + 1;
    // Each candidate's final score, replacing its running sum; 0 for one off this page's side
    // of the cursor. Scores are small whole numbers: a histogram finds the page's lowest score.
    const histogram = new Int32Array(NAME_MATCH + IN_NAME * 2 * 256);
    let total = 0;
    for (let i = 0; i < touchedCount; i++) {
      const position = touched[i]!;
      let value = 0;
      if (matched[position] === wanted && matches) setBit(matches, position);
      if (
        matched[position] === wanted &&
        (!allowed || (allowed[position >>> 5]! >>> (position & 31)) & 1)
      ) {
        total++;
        value = (nameWords[position] === wanted ? NAME_MATCH : 0) + score[position]!;
        if (after) {
          const id = index.ids[position]!;
          if (value > after.score || (value === after.score && id <= after.id)) value = 0;
        }
        histogram[value]!++;
      }
      score[position] = value;
    }
    if (request.limit === 0) return { ids: [], scores: [], total };
    let lowest = histogram.length - 1;
    for (let taken = 0; lowest > 0; lowest--) {
      taken += histogram[lowest]!;
      if (taken >= keep) break;
    }
    lowest = Math.max(lowest, 1);
    // In position (id) order, so ties at the lowest score keep the smallest ids.
    const page: Array<{ position: number; score: number }> = [];
    let atLowest = keep;
    for (let s = histogram.length - 1; s > lowest; s--) atLowest -= histogram[s]!;
    for (let position = 0; position < size; position++) {
      const value = score[position]!;
      if (value < lowest) continue;
      if (value === lowest) {
        if (atLowest <= 0) continue;
        atLowest--;
      }
      page.push({ position, score: value });
    }
    page.sort((a, b) => b.score - a.score || a.position - b.position);
    return {
      ids: page.map((hit) => index.ids[hit.position]!),
      scores: page.map((hit) => hit.score),
      total,
    };
  } finally {
    for (let i = 0; i < touchedCount; i++) {
      const position = touched[i]!;
      matched[position] = 0;
      nameWords[position] = 0;
      score[position] = 0;
    }
  }
}
