import { sql, type SQL } from "drizzle-orm";
import type { ProductFacetFilters } from "../../../shared/contracts/products.js";
import type { Product, ProductCategory } from "../../../shared/contracts/products.js";
import {
  FACET_VALUES,
  FACETS,
  type Facet,
  type ProductSort,
} from "../../../shared/product-facts.js";
import type { DbOrTx } from "../../db/client.js";
import type { CursorMode, PageCursor } from "./page-cursor.js";

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
   p.is_active AS "isActive"`,
);

/** The key of each facet in the fact sheet, and whether that fact is a list or one value. */
const FACET_FACTS: Record<Facet, { key: string; list: boolean }> = {
  service: { key: "services", list: true },
  pricingModel: { key: "pricingModel", list: false },
  deployment: { key: "deployment", list: true },
  integration: { key: "integrations", list: true },
  form: { key: "forms", list: true },
  firmSize: { key: "firmSizes", list: true },
};

/**
 * A product has one of these values: containment tests on the facts column, which its
 * jsonb_path_ops GIN index answers ('{"forms":["1040"]}' or '{"pricingModel":"per_user"}').
 */
function hasAnyOf(facet: Facet, values: readonly string[]): SQL {
  const { key, list } = FACET_FACTS[facet];
  const tests = values.map(
    (value) => sql`p.facts @> ${JSON.stringify({ [key]: list ? [value] : value })}::jsonb`,
  );
  return sql`(${sql.join(tests, sql` OR `)})`;
}

/** Active, in the category, with the facets chosen (leaving out one facet, for its own counts). */
function matching(request: Pick<ProductPageRequest, "category" | "facets">, except?: Facet): SQL {
  const conditions = [sql`p.is_active`];
  if (request.category) conditions.push(sql`p.category = ${request.category}`);
  for (const facet of FACETS) {
    const values = request.facets?.[facet];
    if (facet !== except && values?.length) conditions.push(hasAnyOf(facet, values));
  }
  return sql.join(conditions, sql` AND `);
}

/** The order of a listing and the keyset that pages it. */
const ORDERS: Record<
  Exclude<CursorMode, "score">,
  { orderBy: SQL; after: (cursor: PageCursor) => SQL; cursorOf: (row: ProductSqlRow) => PageCursor }
> = {
  id: {
    orderBy: sql`p.id`,
    after: (c) => sql`p.id > ${c.id}`,
    cursorOf: (row) => ({ id: row.id }),
  },
  price: {
    orderBy: sql`p.price, p.id`,
    after: (c) => sql`(p.price, p.id) > (${"price" in c ? c.price : "0"}::numeric, ${c.id})`,
    cursorOf: (row) => ({ price: row.price, id: row.id }),
  },
  name: {
    orderBy: sql`lower(p.name), p.id`,
    after: (c) => sql`(lower(p.name), p.id) > (${"name" in c ? c.name : ""}, ${c.id})`,
    cursorOf: (row) => ({ name: row.name.toLowerCase(), id: row.id }),
  },
};
const PRICE_DESC = {
  orderBy: sql`p.price DESC, p.id`,
  after: (c: PageCursor) => {
    const price = "price" in c ? c.price : "0";
    return sql`(p.price < ${price}::numeric OR (p.price = ${price}::numeric AND p.id > ${c.id}))`;
  },
  cursorOf: ORDERS.price.cursorOf,
};

/** The keyset a request pages by: its sort, with relevance meaning the search rank or the id. */
export function cursorModeOf(search: string, sort: ProductSort | undefined): CursorMode {
  if (sort === "price_asc" || sort === "price_desc") return "price";
  if (sort === "name") return "name";
  return search ? "score" : "id";
}

/**
 * One page of active products in the chosen order (id order, the plain list's, by default), with
 * the count of them all. Keyset paging: a page costs the same at the end as at the start.
 */
async function orderedPage(
  db: DbOrTx,
  request: ProductPageRequest,
  match?: SQL,
): Promise<ProductPageResult> {
  const order =
    request.sort === "price_desc"
      ? PRICE_DESC
      : ORDERS[cursorModeOf("", request.sort) as Exclude<CursorMode, "score">];
  const where = match ? sql`${matching(request)} AND ${match}` : matching(request);
  const after = request.after ? sql`AND ${order.after(request.after)}` : sql``;
  const [rows, counted] = await Promise.all([
    db.execute<ProductSqlRow>(sql`
      SELECT ${PRODUCT_COLUMNS} FROM products p
      WHERE ${where} ${after}
      ORDER BY ${order.orderBy}
      LIMIT ${request.limit + 1}`),
    db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    ),
  ]);
  const items: Product[] = rows.rows.slice(0, request.limit);
  const last = rows.rows[request.limit - 1];
  return {
    items,
    next: rows.rows.length > request.limit && last ? order.cursorOf(last) : undefined,
    total: counted.rows[0]?.total ?? 0,
  };
}

/**
 * The search text as tsquery text (decision 0052): PostgreSQL's own parser splits it into words
 * as it splits the documents; every word must start a word of the product (simple lexeme, as a
 * prefix) or be a form of one (english stem). Undefined when the text holds no word at all.
 */
async function searchQuery(db: DbOrTx, text: string): Promise<string | undefined> {
  // A tsquery literal: quotes doubled, backslashes escaped.
  const quoted = (value: SQL) =>
    sql`'''' || replace(replace(${value}, '\\', '\\\\'), '''', '''''') || ''''`;
  const stem = sql`(ts_lexize('english_stem', t.lexeme))[1]`;
  const result = await db.execute<{ query: string | null }>(sql`
    SELECT string_agg(
      '(' || ${quoted(sql`t.lexeme`)} || ':*' || coalesce(' | ' || ${quoted(stem)}, '') || ')',
      ' & ') AS query
    FROM unnest(to_tsvector('simple', ${text})) AS t`);
  return result.rows[0]?.query ?? undefined;
}

/**
 * One page of the ranked search. Score = 1 when the whole search matches the name, plus ts_rank
 * normalised into [0, 1) (name weighted A, description B): every name match comes before every
 * description-only match. The matches are gathered once; the count and the page both read them.
 */
async function rankedPage(db: DbOrTx, request: ProductPageRequest): Promise<ProductPageResult> {
  const text = await searchQuery(db, request.search);
  if (!text) return { items: [], total: 0 };
  const query = sql`to_tsquery('simple', ${text})`;
  const after = request.after && "score" in request.after ? request.after : undefined;
  const afterCondition = after
    ? sql`WHERE m.score < ${after.score}::float8 OR (m.score = ${after.score}::float8 AND m.id > ${after.id})`
    : sql``;
  const result = await db.execute<ProductSqlRow & { score: number | null; total: number }>(sql`
    WITH matches AS (
      SELECT p.id,
        (CASE WHEN ts_filter(p.search_vector, '{a}') @@ ${query} THEN 1 ELSE 0 END
          + ts_rank(p.search_vector, ${query}, 32))::float8 AS score
      FROM products p
      WHERE ${matching(request)} AND p.search_vector @@ ${query}
    ),
    page AS (
      SELECT m.id, m.score FROM matches m ${afterCondition}
      ORDER BY m.score DESC, m.id
      LIMIT ${request.limit + 1}
    )
    SELECT counted.total, page.score, ${PRODUCT_COLUMNS}
    FROM (SELECT count(*)::int AS total FROM matches) counted
    LEFT JOIN page ON true
    LEFT JOIN products p ON p.id = page.id
    ORDER BY page.score DESC, page.id`);
  const total = result.rows[0]?.total ?? 0;
  const found = result.rows.filter((row) => row.id !== null);
  const items = found
    .slice(0, request.limit)
    .map(({ score: _score, total: _total, ...product }) => product);
  const lastScore = found[request.limit - 1]?.score;
  const last = items.at(-1);
  return {
    items,
    next:
      found.length > request.limit && last && lastScore != null
        ? { score: lastScore, id: last.id }
        : undefined,
    total,
  };
}

export async function findProductPage(
  db: DbOrTx,
  request: ProductPageRequest,
): Promise<ProductPageResult> {
  if (!request.search) return orderedPage(db, request);
  if (!request.sort || request.sort === "relevance") return rankedPage(db, request);
  const text = await searchQuery(db, request.search);
  if (!text) return { items: [], total: 0 };
  return orderedPage(db, request, sql`p.search_vector @@ to_tsquery('simple', ${text})`);
}

export type FacetCounts = Record<Facet, Map<string, number>>;

/**
 * How many products have each value of each facet, among those matching the search, the
 * category and the other facets' filters (not the facet's own: it shows what adding a value
 * would bring). One statement: a UNION ALL of one GROUP BY per facet, plus the total.
 */
export async function countFacets(
  db: DbOrTx,
  request: Pick<ProductPageRequest, "search" | "category" | "facets">,
): Promise<{ total: number; counts: FacetCounts }> {
  const counts = Object.fromEntries(
    FACETS.map((f) => [f, new Map<string, number>()]),
  ) as FacetCounts;
  let match = sql`true`;
  if (request.search) {
    const text = await searchQuery(db, request.search);
    if (!text) return { total: 0, counts };
    match = sql`p.search_vector @@ to_tsquery('simple', ${text})`;
  }
  const perFacet = FACETS.map((facet) => {
    const { key, list } = FACET_FACTS[facet];
    const values = list
      ? sql`CASE jsonb_typeof(p.facts -> ${key}) WHEN 'array' THEN p.facts -> ${key} ELSE '[]'::jsonb END`
      : sql`jsonb_build_array(p.facts -> ${key})`;
    return sql`
      SELECT ${facet}::text AS facet, v.value, count(*)::int AS n
      FROM products p CROSS JOIN LATERAL jsonb_array_elements_text(${values}) AS v(value)
      WHERE ${matching(request, facet)} AND ${match}
      GROUP BY v.value`;
  });
  const result = await db.execute<{ facet: string; value: string | null; n: number }>(sql`
    SELECT '' AS facet, NULL AS value, count(*)::int AS n
    FROM products p WHERE ${matching(request)} AND ${match}
    UNION ALL ${sql.join(perFacet, sql` UNION ALL `)}`);
  let total = 0;
  for (const row of result.rows) {
    if (row.facet === "") total = row.n;
    else if (row.value !== null && FACET_VALUES[row.facet as Facet]?.includes(row.value)) {
      counts[row.facet as Facet].set(row.value, row.n);
    }
  }
  return { total, counts };
}
