import { sql } from "drizzle-orm";
import type {
  Product,
  ProductCategory,
  ProductFacetFilters,
} from "../../../shared/contracts/products.js";
import {
  FACET_VALUES,
  FACETS,
  type Facet,
  type ProductSort,
} from "../../../shared/product-facts.js";
import { PRODUCT_CATEGORIES } from "../../../shared/products.js";
import type { DbOrTx } from "../../db/client.js";
import {
  type Bitmap,
  countBits,
  countBoth,
  fullBitmap,
  hasBit,
  intersect,
  newBitmap,
  subtract,
  unite,
} from "./bitmap.js";
import type { CursorMode, PageCursor } from "./page-cursor.js";
import {
  centsOf,
  englishStems,
  firstAbove,
  positionOf,
  searchIndex,
  searchWords,
  type SearchIndex,
} from "./search-index.js";

export interface ProductPageRequest {
  /** Trimmed search text; empty for none. */
  search: string;
  category?: ProductCategory;
  /** Facet filters: a product matches a facet when it has any of its values (decision 0121). */
  facets?: ProductFacetFilters;
  sort?: ProductSort;
  limit: number;
  after?: PageCursor;
}

export interface ProductPageResult {
  items: Product[];
  /** Where the page after this one starts; undefined on the last page. */
  next?: PageCursor;
  total: number;
}

/** A product row as the API names its fields, so the rows need no mapping. */
type ProductSqlRow = Product & Record<string, unknown>;

const PRODUCT_COLUMNS = sql.raw(
  `p.id, p.name, p.description, p.price, p.category, p.type, p.image_url AS "imageUrl",
   p.download_url AS "downloadUrl", p.stripe_price_id AS "stripePriceId", p.features,
   p.is_active AS "isActive", json_build_object('unit', p.price_unit, 'term', p.price_term) AS offer`,
);

/** The keyset a request pages by: its sort, with relevance meaning the search rank or the id. */
export function cursorModeOf(search: string, sort: ProductSort | undefined): CursorMode {
  if (sort === "price_asc" || sort === "price_desc") return "price";
  if (sort === "name") return "name";
  return search ? "score" : "id";
}

/** Typed words' english stems, kept per process: shoppers type the same words again and again. */
const stems = new Map<string, string>();
const STEMS_KEPT = 10_000;

async function stemsOf(db: DbOrTx, words: readonly string[]): Promise<string[]> {
  const unknown = [...new Set(words.filter((word) => !stems.has(word)))];
  if (unknown.length > 0) {
    const found = await englishStems(db, unknown);
    unknown.forEach((word, i) => {
      if (stems.size >= STEMS_KEPT) stems.delete(stems.keys().next().value!);
      stems.set(word, found[i]!);
    });
  }
  return words.map((word) => stems.get(word) ?? word);
}

/** The products with any of the facet's chosen values. */
function facetSet(index: SearchIndex, facet: Facet, values: readonly string[]): Bitmap {
  const set = newBitmap(index.ids.length);
  for (const value of values) {
    const at = FACET_VALUES[facet].indexOf(value);
    if (at !== -1) unite(set, index.facetSets[facet][at]!);
  }
  return set;
}

/**
 * The filters as sets: the category, then each facet given. `except` leaves one facet out (its
 * own counts). Undefined when nothing filters.
 */
function filtersExcept(
  index: SearchIndex,
  request: Pick<ProductPageRequest, "category" | "facets">,
  except?: Facet,
): Bitmap | undefined {
  let set: Bitmap | undefined;
  const and = (other: Bitmap) => (set = set ? intersect(set, other) : other.slice());
  if (request.category) and(index.categorySets[PRODUCT_CATEGORIES.indexOf(request.category)]!);
  for (const facet of FACETS) {
    const values = request.facets?.[facet];
    if (facet !== except && values?.length) and(facetSet(index, facet, values));
  }
  return set;
}

/**
 * The latest searches' matches per index (a page and its counts ask for the same search at once):
 * 12 KiB each at 100,000 products. Dropped with the index on every catalogue change.
 */
const matchesHeld = new WeakMap<SearchIndex, Map<string, Bitmap>>();
const MATCHES_KEPT = 64;

/** Every product the search text matches (all of them without a search); undefined for none. */
async function searchMatches(
  db: DbOrTx,
  index: SearchIndex,
  search: string,
): Promise<Bitmap | undefined> {
  if (!search) return fullBitmap(index.ids.length);
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const key = words.join(" ");
  let held = matchesHeld.get(index);
  if (!held) matchesHeld.set(index, (held = new Map()));
  let matches = held.get(key);
  if (matches) {
    held.delete(key); // re-inserted last: most recently used
  } else {
    matches = newBitmap(index.ids.length);
    searchIndex(index, { words, stems: await stemsOf(db, words), matches, limit: 0 });
    if (held.size >= MATCHES_KEPT) held.delete(held.keys().next().value!);
  }
  held.set(key, matches);
  // A copy: the caller narrows it by the filters.
  return matches.slice();
}

/** The rows of these products, in this order; one taken off sale since the index was built is left out. */
async function rowsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<ProductSqlRow>(sql`
    SELECT ${PRODUCT_COLUMNS} FROM products p
    WHERE p.id = ANY(${sql.param(ids)}::int[]) AND p.is_active`);
  return new Map<number, Product>(rows.map((row) => [row.id, row]));
}

const priceText = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * Where a listing in `mode`'s order starts after the cursor: an index into the order's positions
 * (the ids for "id", byPrice, byPriceDesc or byName).
 */
async function startOf(
  db: DbOrTx,
  index: SearchIndex,
  sort: ProductSort | undefined,
  after: PageCursor | undefined,
): Promise<number> {
  if (!after) return 0;
  const { ids, cents } = index;
  if ("price" in after) {
    const order = sort === "price_desc" ? index.byPriceDesc : index.byPrice;
    const price = centsOf(after.price);
    // The first product past the cursor in (price, id) order, or (price descending, id).
    const past =
      sort === "price_desc"
        ? (p: number) => cents[p]! < price || (cents[p] === price && ids[p]! > after.id)
        : (p: number) => cents[p]! > price || (cents[p] === price && ids[p]! > after.id);
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (past(order[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
  if ("name" in after) {
    const position = positionOf(ids, after.id);
    if (position !== -1) return index.nameRank[position]! + 1;
    // The cursor's product has left the catalogue: PostgreSQL places its (name, id) among the rest.
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p
      WHERE p.is_active AND (lower(p.name), p.id) <= (${after.name}, ${after.id})`);
    return rows[0]?.n ?? 0;
  }
  return firstAbove(ids, after.id);
}

/**
 * One page of `set` in the sort's order (id order, the plain list's, by default), walking the
 * order's positions from the cursor. Keyset paging: a page costs the same at the end as at the start.
 */
async function orderedPage(
  db: DbOrTx,
  index: SearchIndex,
  request: ProductPageRequest,
  set: Bitmap,
): Promise<ProductPageResult> {
  const { sort } = request;
  const order =
    sort === "price_asc"
      ? index.byPrice
      : sort === "price_desc"
        ? index.byPriceDesc
        : sort === "name"
          ? index.byName
          : undefined;
  const size = index.ids.length;
  const positions: number[] = [];
  for (let k = await startOf(db, index, sort, request.after); k < size; k++) {
    const position = order ? order[k]! : k;
    if (!hasBit(set, position)) continue;
    positions.push(position);
    if (positions.length > request.limit) break;
  }
  const pageIds = positions.slice(0, request.limit).map((p) => index.ids[p]!);
  const rows = await rowsOf(db, pageIds);
  const items = pageIds.flatMap((id) => rows.get(id) ?? []);
  const last = positions[request.limit - 1];
  let next: PageCursor | undefined;
  if (positions.length > request.limit && last !== undefined) {
    const id = index.ids[last]!;
    if (sort === "price_asc" || sort === "price_desc") {
      next = { price: priceText(index.cents[last]!), id };
    } else if (sort === "name") {
      next = { name: (rows.get(id)?.name ?? "").toLowerCase(), id };
    } else {
      next = { id };
    }
  }
  return { items, next, total: countBits(set) };
}

/**
 * One page of the ranked search (decision 0160): the process's index picks and orders the page's
 * products among those the filters allow, PostgreSQL gives their rows.
 */
async function rankedPage(
  db: DbOrTx,
  index: SearchIndex,
  request: ProductPageRequest,
): Promise<ProductPageResult> {
  const words = searchWords(request.search);
  if (words.length === 0) return { items: [], total: 0 };
  const hits = searchIndex(index, {
    words,
    stems: await stemsOf(db, words),
    allowed: filtersExcept(index, request),
    limit: request.limit,
    after: request.after && "score" in request.after ? request.after : undefined,
  });
  const pageIds = hits.ids.slice(0, request.limit);
  const rows = await rowsOf(db, pageIds);
  const items = pageIds.flatMap((id) => rows.get(id) ?? []);
  const lastId = pageIds.at(-1);
  return {
    items,
    next:
      hits.ids.length > request.limit && lastId !== undefined
        ? { score: hits.scores[request.limit - 1]!, id: lastId }
        : undefined,
    total: hits.total,
  };
}

/**
 * A page of the active products: searched, filtered, sorted and paged from the process's index of
 * the catalogue (built for the same db), the rows from PostgreSQL.
 */
export async function findProductPage(
  db: DbOrTx,
  request: ProductPageRequest,
  index: () => Promise<SearchIndex>,
): Promise<ProductPageResult> {
  const loaded = await index();
  if (request.search && (!request.sort || request.sort === "relevance")) {
    return rankedPage(db, loaded, request);
  }
  const set = await searchMatches(db, loaded, request.search);
  if (!set) return { items: [], total: 0 };
  const filters = filtersExcept(loaded, request);
  return orderedPage(db, loaded, request, filters ? intersect(set, filters) : set);
}

export type FacetCounts = Record<Facet, Map<string, number>>;

/** Each facet's first value number in the index's numbering (FACETS, then FACET_VALUES). */
const FIRST_VALUE = (() => {
  const first = {} as Record<Facet, number>;
  let n = 0;
  for (const facet of FACETS) {
    first[facet] = n;
    n += FACET_VALUES[facet].length;
  }
  return first;
})();
const VALUE_COUNT = FACETS.reduce((n, facet) => n + FACET_VALUES[facet].length, 0);

/**
 * Adds to `counts` (by value number) how many products of `set` have each value, only the values
 * from `first` up to `end`. Over a few products it reads each product's values; over many, each
 * value's set is intersected with `set` word by word (AND and popcount), whichever reads less.
 */
function countValues(
  index: SearchIndex,
  set: Bitmap,
  size: number,
  counts: Int32Array,
  first: number,
  end: number,
) {
  const { valueStarts, productValues } = index;
  const perProduct = productValues.length / Math.max(1, index.ids.length);
  // Reading one product's value is about a quarter of the cost of one word's AND and popcount.
  if (size * perProduct > 4 * (end - first) * set.length) {
    let n = 0;
    for (const facet of FACETS) {
      for (let at = 0; at < FACET_VALUES[facet].length; at++, n++) {
        if (n >= first && n < end) counts[n]! += countBoth(set, index.facetSets[facet][at]!);
      }
    }
    return;
  }
  for (let word = 0; word < set.length; word++) {
    let bits = set[word]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const position = word * 32 + 31 - Math.clz32(low);
      bits ^= low;
      const stop = valueStarts[position + 1]!;
      for (let i = valueStarts[position]!; i < stop; i++) {
        const value = productValues[i]!;
        if (value >= first && value < end) counts[value]!++;
      }
    }
  }
}

/**
 * How many products have each value of each facet, among those matching the search, the
 * category and the other facets' filters (not the facet's own: it shows what adding a value
 * would bring), counted over the index's sets.
 *
 * Every product matching all filters counts for every facet. A facet that is filtered also counts
 * the products that fail only its own filter: those in its wider set and not in the full one.
 */
export async function countFacets(
  db: DbOrTx,
  request: Pick<ProductPageRequest, "search" | "category" | "facets">,
  index: () => Promise<SearchIndex>,
): Promise<{ total: number; counts: FacetCounts }> {
  const loaded = await index();
  const counts = Object.fromEntries(
    FACETS.map((f) => [f, new Map<string, number>()]),
  ) as FacetCounts;
  const matches = await searchMatches(db, loaded, request.search);
  if (!matches) return { total: 0, counts };
  /** A set of its own (the callers change it). */
  const within = (except?: Facet) => {
    const filters = filtersExcept(loaded, request, except);
    return filters ? intersect(filters, matches) : matches.slice();
  };
  const all = within();
  const total = countBits(all);
  const byValue = new Int32Array(VALUE_COUNT);
  countValues(loaded, all, total, byValue, 0, VALUE_COUNT);
  for (const facet of FACETS) {
    if (!request.facets?.[facet]?.length) continue;
    const failingOnlyThis = subtract(within(facet), all);
    const first = FIRST_VALUE[facet];
    const end = first + FACET_VALUES[facet].length;
    countValues(loaded, failingOnlyThis, countBits(failingOnlyThis), byValue, first, end);
  }
  for (const facet of FACETS) {
    FACET_VALUES[facet].forEach((value, at) => {
      const n = byValue[FIRST_VALUE[facet] + at]!;
      if (n > 0) counts[facet].set(value, n);
    });
  }
  return { total, counts };
}
