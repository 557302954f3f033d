import { sql, type SQL } from "drizzle-orm";
import type { Product, ProductCategory } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import type { PageCursor } from "./page-cursor.js";
import { englishStems, searchIndex, searchWords, type SearchIndex } from "./search-index.js";

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

/**
 * One page of the ranked search (decision 0160): the process's search index picks and orders the
 * page's products, PostgreSQL gives their rows. A product taken off sale since the index was built
 * is left out of the page (the change feed drops the index at once, so the window is tiny).
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
    category: request.category,
    limit: request.limit,
    after: request.after && "score" in request.after ? request.after : undefined,
  });
  const pageIds = hits.ids.slice(0, request.limit);
  const rows =
    pageIds.length === 0
      ? []
      : (
          await db.execute<ProductSqlRow>(sql`
            SELECT ${PRODUCT_COLUMNS} FROM products p
            WHERE p.id = ANY(${sql.param(pageIds)}::int[]) AND p.is_active`)
        ).rows;
  const byId = new Map<number, Product>(rows.map((row) => [row.id, row]));
  const items = pageIds.flatMap((id) => byId.get(id) ?? []);
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

/** A page of the plain list's order, or of a search ranked by `index` (built for the same db). */
export function findProductPage(
  db: DbOrTx,
  request: ProductPageRequest,
  index: () => Promise<SearchIndex>,
) {
  return request.search
    ? index().then((loaded) => rankedPage(db, loaded, request))
    : pageInIdOrder(db, request);
}
