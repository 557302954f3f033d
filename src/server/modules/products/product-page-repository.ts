import { sql, type SQL } from "drizzle-orm";
import type { Product, ProductCategory } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import type { PageCursor } from "./page-cursor.js";

export interface ProductPageRequest {
  /** Trimmed search text; empty for none. */
  search: string;
  category?: ProductCategory;
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

function onSale(category: ProductCategory | undefined): SQL {
  return category ? sql`p.is_active AND p.category = ${category}` : sql`p.is_active`;
}

/**
 * One page of active products in id order (the plain list's order), with the count of them all.
 * Keyset on the primary key: a page costs the same at the end of the catalogue as at the start.
 */
async function pageInIdOrder(db: DbOrTx, request: ProductPageRequest): Promise<ProductPageResult> {
  const where = onSale(request.category);
  const after = request.after ? sql`AND p.id > ${request.after.id}` : sql``;
  const [rows, counted] = await Promise.all([
    db.execute<ProductSqlRow>(sql`
      SELECT ${PRODUCT_COLUMNS} FROM products p
      WHERE ${where} ${after}
      ORDER BY p.id
      LIMIT ${request.limit + 1}`),
    db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
    ),
  ]);
  const items: Product[] = rows.rows.slice(0, request.limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.rows.length > request.limit && last ? { id: last.id } : undefined,
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
      WHERE ${onSale(request.category)} AND p.search_vector @@ ${query}
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

export function findProductPage(db: DbOrTx, request: ProductPageRequest) {
  return request.search ? rankedPage(db, request) : pageInIdOrder(db, request);
}
