import { sql, type SQL } from "drizzle-orm";
import type { ProductCategory, ProductFacetFilters } from "../../../shared/contracts/products.js";
import {
  FACET_VALUES,
  FACETS,
  type Facet,
  type ProductSort,
} from "../../../shared/product-facts.js";
import type { PriceFilter } from "../../../shared/product-search.js";
import { PRODUCT_COUNT_LIMIT, PRODUCT_FACET_COUNT_LIMIT } from "../../../shared/products.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { catalogueQuery, type CatalogueQuery, type QueryMemo } from "./catalogue-query.js";
import type { CursorMode, PageCursor } from "./page-cursor.js";
import { PRODUCT_JSON } from "./products-repository.js";

/**
 * The catalogue's listing, searched, filtered, counted, sorted and paged by PostgreSQL over the
 * columns and indexes of drizzle/0017_catalogue_search.sql (decision 0230), the same for every
 * server process.
 */
export interface ListingFilters {
  category?: ProductCategory;
  /** Facet filters: a product matches a facet when it has any of its values (decision 0121). */
  facets?: ProductFacetFilters;
  /** Only offers of one kind, within a range of their figure for one unit. */
  price?: PriceFilter;
  /** Only products that start with a free trial. */
  trial?: boolean;
}

export interface ProductPageRequest extends ListingFilters {
  /** Trimmed search text; empty for none. */
  search: string;
  sort?: ProductSort;
  limit: number;
  after?: PageCursor;
}

export interface ProductPageResult {
  /**
   * The page's products, each as the JSON JSON.stringify makes of it (Product), written by
   * PostgreSQL: no row is parsed into an object only to be serialised again.
   */
  items: string[];
  /** Where the page after this one starts; undefined on the last page. */
  next?: PageCursor;
  /** How many products match, counted up to COUNTED_MATCHES; see totalIsExact. */
  total: number;
  /** False when more than COUNTED_MATCHES match: total is then COUNTED_MATCHES. */
  totalIsExact: boolean;
}

/**
 * A listing counts its matches up to this many. Counting costs PostgreSQL a few tenths of a µs
 * per matching row, a tsvector test in the TOAST table more: counting 70,000 matches of "tax" at
 * 100,000 products would cost more than the page itself a hundred times over, to print "70,214"
 * where "1,000+" tells a shopper as much (decision 0230).
 */
export const COUNTED_MATCHES = PRODUCT_COUNT_LIMIT;

/**
 * Facet counts are exact over up to this many candidate products (those failing at most one
 * facet filter); past that the facets list the values of the first ones, in catalogue order,
 * without counts.
 */
export const FACET_COUNTED_PRODUCTS = PRODUCT_FACET_COUNT_LIMIT;

/**
 * Up to this many matches (COUNTED_MATCHES: a search whose count is exact) a search is ordered
 * by its rank (ts_rank over the weighted document); past it, by where the words are: products
 * with every term in the name first, then the rest, each in the plain list's order. Ranking
 * reads every match's document, a cost that grows with the matches; a search that broad is
 * narrowed by its filters, not by its ranking.
 */

/** A product as the API lists it (Product), from `products p`. */
export const PRODUCT_COLUMNS = sql.raw(
  `p.id, p.name, p.description, p.price, p.category, p.type, p.image_url AS "imageUrl",
   p.download_url AS "downloadUrl", p.stripe_price_id AS "stripePriceId", p.features,
   p.is_active AS "isActive", json_build_object('unit', p.price_unit, 'term', p.price_term) AS offer`,
);

/**
 * A listed product as the page needs it: its JSON (PRODUCT_JSON: toProduct's, byte for byte), and
 * the columns its cursor is made of.
 */
type Row = { json: string; id: number; price: string; score?: number; sortName?: string };

/** A listed row's columns (Row), from `products p`. */
const ROW_COLUMNS = sql`${PRODUCT_JSON} AS json, p.id, p.price`;

/** The keyset a request pages by: its sort, with relevance meaning the search rank or the id. */
export function cursorModeOf(search: string, sort: ProductSort | undefined): CursorMode {
  if (sort === "price_asc" || sort === "price_desc") return "price";
  if (sort === "name") return "name";
  return search ? "score" : "id";
}

/** The products with any of the facet's chosen values. */
const facetMatch = (facet: Facet, values: readonly string[]) =>
  sql`p.facet_values && ${sql.param(values.map((value) => `${facet}:${value}`))}::text[]`;

/**
 * The price filter over the offer's figure for its basis (drizzle/0017_catalogue_search.sql).
 * The figure is never above the list price (a month's figure is the price or a twelfth of it; a
 * one-off figure is the price), so the price gets the same lower bound, and for one-off offers
 * the upper one: the same products, but a walk in price order starts at the first that can pass
 * (a page of products over $500 by price walked 63,712 cheaper ones first).
 */
export function priceMatch({ basis, min, max }: PriceFilter): SQL[] {
  const cents = basis === "month" ? sql`p.monthly_price_cents` : sql`p.one_off_price_cents`;
  return [
    sql`${cents} IS NOT NULL`,
    ...(min === undefined ? [] : [sql`${cents} >= ${min * 100}`, sql`p.price >= ${min}`]),
    ...(max === undefined ? [] : [sql`${cents} <= ${max * 100}`]),
    ...(max !== undefined && basis === "once" ? [sql`p.price <= ${max}`] : []),
  ];
}

/**
 * The filters every listing applies: on sale, the category, price and trial, and each facet
 * but `except`. For a statement the search index must drive (`searched`), "on sale" is written
 * so that it matches no partial index (`WHERE is_active`): the planner, which cannot see that
 * testing a document row by row reads it from TOAST, chose one of those as the bitmap to read
 * and tested "e-signature" on 17,000 documents (259 ms at 100,000 products) instead of reading
 * the 5,874 matches the search index holds.
 */
export function listingConditions(
  request: ListingFilters,
  except?: Facet,
  searched = false,
): SQL[] {
  const where: SQL[] = [searched ? sql`p.is_active IS TRUE` : sql`p.is_active`];
  if (request.category) where.push(sql`p.category = ${request.category}`);
  if (request.price) where.push(...priceMatch(request.price));
  if (request.trial) where.push(sql`p.has_free_trial`);
  for (const facet of FACETS) {
    const values = request.facets?.[facet];
    if (facet !== except && values?.length) where.push(facetMatch(facet, values));
  }
  return where;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/**
 * What reading one row through a bitmap (a heap page visited out of order) costs, in rows walked
 * in id order and tested: about 27 against 4.6 µs a row at 100,000 products under load.
 */
const BITMAP_ROW_IN_ROWS_WALKED = 5;

/** Without the table's size: walk for the names when this many of the first matches have them. */
const NAMED_IN_SAMPLE_TO_WALK = 20;

/**
 * Where the first matches of a broad search came from (boundedPage): how many of them have every
 * term in the name, and how far into the table the bitmap had read when it had them all (its
 * rows come in the table's order), with the table's size as PostgreSQL last measured it.
 */
interface NamedSample {
  named: number;
  lastPage: number;
  pages: number;
  rows: number;
}

/**
 * Whether a broad search's products named by it are cheaper walked in id order (stopping once the
 * page is full) than read through the index and sorted. From the sample: the walk reads about
 * `limit` over their density in the table; the bitmap reads every one of them ("tax": a walk of
 * about a hundred rows against tens of thousands read; "payroll copperline", whose named
 * products are common among its matches but its matches rare, walked 12,647 rows for 25, where
 * the bitmap reads about 200).
 */
export function walkTheNames(sample: NamedSample, limit: number): boolean {
  if (sample.named === 0) return false;
  // A table PostgreSQL has not measured yet: walk when the names are not rare among the matches.
  if (sample.rows <= 0 || sample.pages <= 0) return sample.named >= NAMED_IN_SAMPLE_TO_WALK;
  const covered = Math.min(1, (sample.lastPage + 1) / Math.max(1, sample.pages));
  const walked = ((limit + 1) * covered * sample.rows) / sample.named;
  const read = sample.named / covered;
  return walked < BITMAP_ROW_IN_ROWS_WALKED * read;
}

/**
 * The two ways a listing reads the catalogue. The planner cannot see that testing a row's
 * search document row by row (a sequential scan, or an index walk with the test as a filter)
 * means fetching it from the TOAST table, about 2.5 µs a row, nor how few rows a rare filter
 * leaves: it read every document for "tax" (800 ms at 100,000 products), walked 5,000 rows for
 * "W-2" and all 100,000 looking for 25 products named "xero" when none is. So a search's
 * statements whose rows the counts do not bound yet run on `bitmaps`, connections on which it
 * reads matches through the indexes as bitmaps only (enable_seqscan and enable_indexscan off); a
 * page whose counts say it stops soon, and a listing without a search (no document to fetch),
 * run on `walks`, the ordinary connections (decision 0231).
 */
export interface ListingDb {
  bitmaps: Db;
  walks: Db;
  /** Searches already written as queries (catalogue-query.ts), when the process keeps them. */
  queries?: QueryMemo;
}

/** A count of up to COUNTED_MATCHES + 1 rows as the API says it. */
const counted = (n: number) => ({
  total: Math.min(n, COUNTED_MATCHES),
  totalIsExact: n <= COUNTED_MATCHES,
});

/** The page's rows and, when there are more than `limit`, the cursor of its last row. */
function pageOf(rows: Row[], limit: number, cursorOf: (row: Row) => PageCursor) {
  const items = rows.slice(0, limit).map((row) => row.json);
  const last = rows[limit - 1];
  return {
    items,
    next: rows.length > limit && last ? cursorOf(last) : undefined,
  };
}

/** The columns a listing's order reads, in the statement at hand. */
interface OrderColumns {
  id: SQL;
  price: SQL;
  sortName: SQL;
  score: SQL;
}

/**
 * A sort as SQL over `columns`: the ORDER BY, the keyset after a cursor, and the cursor of a
 * row. Relevance with a search orders by score (rankedScore, or the tier of a broad search);
 * without one, by id (the plain list's order).
 */
function orderOf(sort: ProductSort | undefined, search: boolean, c: OrderColumns) {
  if (sort === "price_asc" || sort === "price_desc") {
    const descending = sort === "price_desc";
    return {
      by: descending ? sql`${c.price} DESC, ${c.id}` : sql`${c.price}, ${c.id}`,
      after: (after: PageCursor) =>
        "price" in after
          ? descending
            ? sql`(${c.price} < ${after.price}::numeric OR (${c.price} = ${after.price}::numeric AND ${c.id} > ${after.id}))`
            : sql`(${c.price}, ${c.id}) > (${after.price}::numeric, ${after.id})`
          : undefined,
      cursorOf: (row: Row): PageCursor => ({ price: row.price, id: row.id }),
    };
  }
  if (sort === "name") {
    return {
      by: sql`${c.sortName}, ${c.id}`,
      after: (after: PageCursor) =>
        "name" in after ? sql`(${c.sortName}, ${c.id}) > (${after.name}, ${after.id})` : undefined,
      cursorOf: (row: Row): PageCursor => ({ name: row.sortName!, id: row.id }),
    };
  }
  if (search) {
    return {
      by: sql`${c.score} DESC, ${c.id}`,
      after: (after: PageCursor) =>
        "score" in after
          ? sql`(${c.score} < ${after.score}::float8 OR (${c.score} = ${after.score}::float8 AND ${c.id} > ${after.id}))`
          : undefined,
      cursorOf: (row: Row): PageCursor => ({ score: row.score!, id: row.id }),
    };
  }
  return {
    by: sql`${c.id}`,
    after: (after: PageCursor) => ("id" in after ? sql`${c.id} > ${after.id}` : undefined),
    cursorOf: (row: Row): PageCursor => ({ id: row.id }),
  };
}

/**
 * A search's rank. Products with every term in the name come first, better matches in the name
 * before worse (`nameTier`: one point for each level the name matches at: fragments inside
 * words, beginnings of words, whole words; two when the terms are next to each other in the name,
 * in the order typed: "tax planning" finds "Tax Planner" before "Security Plan for Tax
 * Practices"); then, within each of those, products whose name and facts hold every term as whole
 * words (half a point); then ts_rank's weighting of where the words are (name A, facts B,
 * features C, description D) for the whole words and beginnings, scaled into [0, 0.5); then id.
 * A float8 computed the same way on every request, so the cursor's value compares exactly.
 */
const nameTier = (query: CatalogueQuery, name: SQL) => sql`
  ((${name} @@ ${query.text}::tsquery)::int
    + 2 * (${name} @@ ${query.phrase}::tsquery)::int
    + (${name} @@ ${query.beginnings}::tsquery)::int
    + (${name} @@ ${query.wholeWords}::tsquery)::int)`;

/**
 * The rank (see nameTier) of a product whose name tier is `tier`, from its document. What the
 * document adds is below 1, so a product's tier is the whole part of its rank: only the products
 * of the tiers a page reaches need their document, which is read from TOAST.
 */
const rankedScore = (query: CatalogueQuery, tier: SQL, document: SQL) => sql`
  (${tier}
    + 0.5 * (${document} @@ ${query.inNameOrFacts}::tsquery)::int
    + 0.5 * ts_rank(${document}, ${query.beginnings}::tsquery, 32))::float8`;

/**
 * A search's matches (`m`, with each one's name tier) that can be on a page ordered by rank, as
 * `ranked`: the tiers a page of `limit` + 1 reaches, after the cursor's tier. A product in a
 * higher tier ranks before every product in a lower one (rankedScore), so the others are never
 * ranked: their documents are not read.
 */
function rankedCandidates(limit: number, after: PageCursor | undefined) {
  const from = after && "score" in after ? sql`floor(${after.score}::float8)` : undefined;
  const below = from ? sql`WHERE m.tier < ${from}` : sql``;
  return sql`
    ranked AS (
      SELECT t.row_at, t.id, t.price, t.sort_name, t.tier FROM (
        SELECT m.*, rank() OVER (ORDER BY m.tier DESC) AS place FROM m ${below}) t
      WHERE t.place <= ${limit + 1}
      ${from ? sql`UNION ALL SELECT m.row_at, m.id, m.price, m.sort_name, m.tier FROM m WHERE m.tier = ${from}` : sql``})`;
}

/**
 * The matches, counted up to COUNTED_MATCHES through the indexes' bitmaps, and when that counts
 * them all, the page: ordered, after the cursor, among those matches. One statement: the matches
 * are read once, and only the page's rows are read whole. For a search, also how many of the
 * matches read have every term in the name, which tells a broad search's name tier how dense it
 * is. A search ordered by relevance ranks only the matches of the name tiers its page reaches,
 * reading each one's document once.
 */
async function boundedPage(
  ldb: ListingDb,
  matching: SQL[],
  request: ProductPageRequest,
  query: CatalogueQuery | undefined,
) {
  const columns = (alias: string) => ({
    id: sql.raw(`${alias}.id`),
    price: sql.raw(`${alias}.price`),
    sortName: sql.raw(`${alias}.sort_name`),
    score: sql.raw(`${alias}.score`),
  });
  const order = orderOf(request.sort, query !== undefined, columns("r"));
  const keyset = request.after ? order.after(request.after) : undefined;
  const ranking =
    query && cursorModeOf(request.search, request.sort) === "score" ? query : undefined;
  // The documents are read (from TOAST) only to rank the candidates of a page, by row address,
  // each once: `|| ''` makes the value in memory that both of the rank's tests read (naming the
  // column twice fetched it twice).
  const rows = ranking
    ? sql`
      SELECT x.row_at, x.id, x.price, x.sort_name,
        ${rankedScore(ranking, sql`x.tier`, sql`x.document`)} AS score
      FROM (SELECT ranked.*, d.search_document || ''::tsvector AS document
            FROM ranked JOIN counted ON counted.matched <= ${COUNTED_MATCHES}
            JOIN products d ON d.ctid = ranked.row_at OFFSET 0) x`
    : sql`
      SELECT m.row_at, m.id, m.price, m.sort_name, 0::float8 AS score
      FROM m JOIN counted ON counted.matched <= ${COUNTED_MATCHES}`;
  // Without a search no row's document is read: the planner may walk as it sees fit (a common
  // facet value is cheaper walked than read as a bitmap of tens of thousands of rows).
  const db = query ? ldb.bitmaps : ldb.walks;
  const { rows: found } = await db.execute<
    Row & { matched: number; namedMatches: number; lastPage: number; pages: number; rows: number }
  >(sql`
    WITH m AS MATERIALIZED (
      SELECT p.ctid AS row_at, p.id, p.price, lower(p.name) AS sort_name,
        ${query ? sql`p.search_name @@ ${query.text}::tsquery` : sql`false`} AS named,
        ${ranking ? nameTier(ranking, sql`p.search_name`) : sql`0`} AS tier
      FROM products p WHERE ${and(matching)} LIMIT ${COUNTED_MATCHES + 1}),
    counted AS (
      SELECT count(*)::int AS matched, count(*) FILTER (WHERE m.named)::int AS named_matches,
        coalesce(max((m.row_at::text::point)[0]), 0)::int AS last_page,
        c.relpages AS pages, greatest(c.reltuples, 0)::float8 AS rows
      FROM m, pg_class c WHERE c.oid = 'products'::regclass GROUP BY c.relpages, c.reltuples),
    ${ranking ? sql`${rankedCandidates(request.limit, request.after)},` : sql``}
    page AS (
      SELECT r.* FROM (${rows}) r
      ${keyset ? sql`WHERE ${keyset}` : sql``}
      ORDER BY ${order.by} LIMIT ${request.limit + 1})
    SELECT counted.matched, counted.named_matches AS "namedMatches",
           counted.last_page AS "lastPage", counted.pages, counted.rows, page.score,
           page.sort_name AS "sortName", ${ROW_COLUMNS}
    FROM counted
    LEFT JOIN (page JOIN products p ON p.ctid = page.row_at) ON true
    ORDER BY ${orderOf(request.sort, query !== undefined, columns("page")).by}`);
  const matched = found[0]?.matched ?? 0;
  const pageRows = found.filter((row) => row.id !== null);
  return {
    ...counted(matched),
    named: {
      named: found[0]?.namedMatches ?? 0,
      lastPage: found[0]?.lastPage ?? 0,
      pages: found[0]?.pages ?? 0,
      rows: found[0]?.rows ?? 0,
    },
    page: pageOf(pageRows, request.limit, order.cursorOf),
  };
}

/**
 * A sorted page of a broad search walks at most this many products in the sort's order, testing
 * each one's document, before it reads the matches through the bitmaps and sorts them instead.
 */
const WALKED_BEFORE_SORTING = 1000;

/**
 * One page in a sort's order, walking an index in that order until the page is full. With a
 * search, the walk tests each product's document (read from TOAST), which pays only while the
 * matches are common in that order: 2,000 products matching "consolidation", most of them
 * expensive, made a price walk read 40,000 documents for 25. So a searched walk gives up after
 * WALKED_BEFORE_SORTING products; short of a page by then (or at the end of the list), the
 * matches are read through the bitmaps and sorted (decision 0231).
 */
async function orderedPage(
  ldb: ListingDb,
  listing: ListingFilters,
  query: string | undefined,
  sort: ProductSort | undefined,
  limit: number,
  after: PageCursor | undefined,
) {
  const order = (sortName: SQL) =>
    orderOf(sort, false, {
      id: sql`p.id`,
      price: sql`p.price`,
      sortName,
      score: sql`0`,
    });
  const inTable = order(sql`lower(p.name)`);
  const keyset = after ? inTable.after(after) : undefined;
  // "On sale" as the walk (a partial index may lead it) or the bitmaps (the search index must).
  const filters = (searched: boolean) => [
    ...listingConditions(listing, undefined, searched),
    ...(keyset ? [keyset] : []),
  ];
  const matches = query ? [sql`p.search_document @@ ${query}::tsquery`] : [];
  const sorted = async (db: DbOrTx, searched: boolean) =>
    (
      await db.execute<Row>(sql`
        SELECT ${ROW_COLUMNS}, lower(p.name) AS "sortName" FROM products p
        WHERE ${and([...filters(searched), ...matches])} ORDER BY ${inTable.by} LIMIT ${limit + 1}`)
    ).rows;
  if (!query) return pageOf(await sorted(ldb.walks, false), limit, inTable.cursorOf);
  // The walk, at most WALKED_BEFORE_SORTING products long: the outer query keeps the inner one's
  // order, so it stops as soon as the page is full.
  const { rows } = await ldb.walks.execute<Row>(sql`
    SELECT ${ROW_COLUMNS}, p.sort_name AS "sortName" FROM (
      SELECT p.*, lower(p.name) AS sort_name FROM products p WHERE ${and(filters(false))}
      ORDER BY ${inTable.by} LIMIT ${WALKED_BEFORE_SORTING}) p
    WHERE ${and(matches)} ORDER BY ${order(sql`p.sort_name`).by} LIMIT ${limit + 1}`);
  const found = rows.length > limit ? rows : await sorted(ldb.bitmaps, true);
  return pageOf(found, limit, inTable.cursorOf);
}

/**
 * One page of a broad search (more than COUNTED_MATCHES): the products with every term in the
 * name (score 1), then the others (score 0), each in id order. The others are many: they walk the
 * id order and stop once the page is full. The names walk too, unless they are rare.
 */
async function tieredPage(
  ldb: ListingDb,
  query: string,
  listing: ListingFilters,
  walkNames: boolean,
  limit: number,
  after: PageCursor | undefined,
) {
  const from = after && "score" in after ? after : undefined;
  const inName = sql`p.search_name @@ ${query}::tsquery`;
  const part = async (db: DbOrTx, score: 1 | 0, match: SQL[], wanted: number) => {
    const where = listingConditions(listing, undefined, db === ldb.bitmaps);
    const keyset =
      from && from.score >= score && from.score < score + 1 ? [sql`p.id > ${from.id}`] : [];
    const { rows } = await db.execute<Row>(sql`
      SELECT ${ROW_COLUMNS}, ${score}::float8 AS score FROM products p
      WHERE ${and([...where, ...match, ...keyset])} ORDER BY p.id LIMIT ${wanted}`);
    return rows;
  };
  const rows: Row[] = [];
  if (!from || from.score >= 1) {
    // Walking the id order for the names stops soon only if they are not rare in the table (the
    // first matches read by boundedPage tell, walkTheNames); rare ones are read and sorted.
    const db = walkNames ? ldb.walks : ldb.bitmaps;
    rows.push(...(await part(db, 1, [inName], limit + 1)));
  }
  if (rows.length <= limit) {
    const rest = [sql`p.search_document @@ ${query}::tsquery`, sql`NOT (${inName})`];
    rows.push(...(await part(ldb.walks, 0, rest, limit + 1 - rows.length)));
  }
  return pageOf(rows, limit, (row) => ({ score: row.score!, id: row.id }));
}

/**
 * A page of the active products: searched, filtered, sorted and paged by PostgreSQL; `total`
 * counts the matches up to COUNTED_MATCHES. Up to that many, one statement reads them through
 * the indexes' bitmaps and orders them; past it, the page walks its order and stops once full.
 */
export async function findProductPage(
  ldb: ListingDb,
  request: ProductPageRequest,
): Promise<ProductPageResult> {
  const query = request.search
    ? await catalogueQuery(ldb.walks, request.search, ldb.queries)
    : undefined;
  if (request.search && !query) return { items: [], total: 0, totalIsExact: true };
  const matching = query
    ? [
        ...listingConditions(request, undefined, true),
        sql`p.search_document @@ ${query.text}::tsquery`,
      ]
    : listingConditions(request);
  const bounded = await boundedPage(ldb, matching, request, query);
  const count = { total: bounded.total, totalIsExact: bounded.totalIsExact };
  if (count.totalIsExact) return { ...bounded.page, ...count };
  const page =
    query && (!request.sort || request.sort === "relevance")
      ? await tieredPage(
          ldb,
          query.text,
          request,
          walkTheNames(bounded.named, request.limit),
          request.limit,
          request.after,
        )
      : await orderedPage(ldb, request, query?.text, request.sort, request.limit, request.after);
  return { ...page, ...count };
}

/** Per facet, how many products have each value (values no product has are absent). */
export type FacetCounts = Record<Facet, Map<string, number>>;

export interface FacetCountsResult {
  /** How many products pass every filter; null when the counts are not exact (the page counts). */
  total: number | null;
  /** False when the counts were taken over the first FACET_COUNTED_PRODUCTS candidates only. */
  countsAreExact: boolean;
  counts: FacetCounts;
}

/**
 * How many products have each value of each facet, among those matching the search, the
 * category and the other facets' filters (not the facet's own: it shows what adding a value
 * would bring), in one statement. It reads the candidates (products failing at most one facet
 * filter) once: those failing none count for every facet, one failing only facet F counts for
 * F's values. Over more than FACET_COUNTED_PRODUCTS candidates it reads the first ones the
 * indexes hand back (in the table's order, about the catalogue's) and gives their values without
 * counts.
 */
export async function countFacets(
  ldb: ListingDb,
  request: ListingFilters & { search: string },
): Promise<FacetCountsResult> {
  const counts = Object.fromEntries(
    FACETS.map((f) => [f, new Map<string, number>()]),
  ) as FacetCounts;
  const filtered = FACETS.filter((facet) => request.facets?.[facet]?.length);
  const passes = (facet: Facet) => facetMatch(facet, request.facets![facet]!);
  const read = async (search: SQL[]) => {
    const base = [
      ...listingConditions({ ...request, facets: undefined }, undefined, search.length > 0),
      ...search,
    ];
    // Failing at most one facet filter: for each facet, passing all the others.
    const anyFailingOne = sql`(${sql.join(
      filtered.map((left) => and(filtered.filter((f) => f !== left).map(passes))),
      sql` OR `,
    )})`;
    // With a search, "failing at most one facet filter" is written so that the facet index cannot
    // lead the bitmap: that OR often holds for a large part of the catalogue, and the planner,
    // which cannot see that testing a row's document reads it from TOAST, led with it ("reconcil"
    // with a form and two services: 6,439 documents tested for 1,001 candidates, 100 ms). The
    // search index leads, and the facet values are tested in the row: over the bench's faceted
    // searches, a third less time in all. Same rows in the same order: both are bitmap scans.
    // What the index can test of it goes to the index, in the scan that reads the search: a
    // candidate holds a value of at least one filtered facet (for two facets, exactly the test).
    // Tested in the row only, "estate planning" with two facets read 3,689 rows for 1,001.
    const anyFiltered = sql`p.facet_values && ${sql.param(
      filtered.flatMap((facet) => request.facets![facet]!.map((value) => `${facet}:${value}`)),
    )}::text[]`;
    const candidates =
      filtered.length < 2
        ? []
        : search.length
          ? [anyFiltered, sql`${anyFailingOne} IS TRUE`]
          : [anyFailingOne];
    const flags = filtered.map((facet, i) => sql`, ${passes(facet)} AS ok${sql.raw(String(i))}`);
    const allPass = filtered.length ? and(filtered.map((_, i) => sql.raw(`m.ok${i}`))) : sql`true`;
    const onlyItsOwn = filtered.map(
      (facet, i) => sql` OR (NOT m.ok${sql.raw(String(i))} AND starts_with(value, ${`${facet}:`}))`,
    );
    const { rows } = await (search.length ? ldb.bitmaps : ldb.walks).execute<{
      value: string | null;
      n: number;
      read: number;
    }>(sql`
      WITH m AS MATERIALIZED (
        SELECT p.facet_values${sql.join(flags, sql``)} FROM products p
        WHERE ${and([...base, ...candidates])}
        LIMIT ${FACET_COUNTED_PRODUCTS + 1})
      SELECT NULL AS value, count(*) FILTER (WHERE ${allPass})::int AS n, count(*)::int AS read
      FROM m
      UNION ALL
      SELECT value, count(*)::int, 0 FROM m, unnest(m.facet_values) AS value
      WHERE ${allPass}${sql.join(onlyItsOwn, sql``)}
      GROUP BY value`);
    const summary = rows.find((row) => row.value === null)!;
    const exact = summary.read <= FACET_COUNTED_PRODUCTS;
    return { rows, exact, total: exact ? summary.n : null };
  };
  const query = request.search
    ? await catalogueQuery(ldb.walks, request.search, ldb.queries)
    : undefined;
  if (request.search && !query) return { total: 0, countsAreExact: true, counts };
  const result = await read(query ? [sql`p.search_document @@ ${query.text}::tsquery`] : []);
  for (const { value, n } of result.rows) {
    if (value === null) continue;
    const at = value.indexOf(":");
    const facet = value.slice(0, at) as Facet;
    const facetValue = value.slice(at + 1);
    if (FACET_VALUES[facet]?.includes(facetValue)) {
      counts[facet].set(facetValue, n);
    }
  }
  return { total: result.total, countsAreExact: result.exact, counts };
}
