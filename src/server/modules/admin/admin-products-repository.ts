import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { defaultOffer, offerTypeProblem, type Offer } from "../../../shared/offer.js";
import type {
  AdminProductBody,
  AdminProductPage,
  AdminProductsQuery,
} from "../../../shared/contracts/admin-products.js";
import type { ProductDetail } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";
import {
  productColumns,
  toProductDetail,
  catalogueQuery,
  type QueryMemo,
  priceMatch,
  type ListingDb,
  type ProductsCache,
} from "../products/index.js";

/** Every product, on sale or not, in the order they were added. */
export async function listAllProducts(db: DbOrTx): Promise<ProductDetail[]> {
  const rows = await db.select(productColumns).from(products).orderBy(asc(products.id));
  return rows.map(toProductDetail);
}

/**
 * The admin list's filter as SQL: the store's search (decision 0230) over products on sale or
 * not, "#12" for product 12; category, status, price and trial. Undefined when the search has no
 * word and no id (it matches nothing).
 */
async function adminConditions(
  db: DbOrTx,
  query: AdminProductsQuery,
  queries?: QueryMemo,
): Promise<SQL[] | undefined> {
  const conditions: SQL[] = [];
  const words = (query.q ?? "").split(/\s+/).filter(Boolean);
  const ids = words.filter((word) => /^#\d{1,9}$/.test(word)).map((word) => Number(word.slice(1)));
  for (const id of new Set(ids)) conditions.push(sql`p.id = ${id}`);
  const text = words.filter((word) => !/^#\d{1,9}$/.test(word)).join(" ");
  if (text) {
    const search = await catalogueQuery(db, text, queries);
    if (!search) return undefined;
    conditions.push(sql`p.search_document @@ ${search.text}::tsquery`);
  }
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  if (query.status) conditions.push(sql`p.is_active = ${query.status === "active"}`);
  if (query.priceBasis) {
    conditions.push(
      ...priceMatch({
        basis: query.priceBasis,
        min: query.minPrice,
        max: query.maxPrice,
      }),
    );
  }
  if (query.trial) conditions.push(sql`p.has_free_trial`);
  return conditions;
}

/** Up to this many matches the page is read through the indexes and sorted; past it, walked. */
const SORTED_MATCHES = 5000;

/**
 * One page of the admin list, newest first (a product just added leads the first page), with
 * how many match (counted through the indexes' bitmaps, decision 0230) and the whole catalogue's
 * counts. A page past the end answers the last page.
 */
export async function listAdminProducts(
  ldb: ListingDb,
  query: AdminProductsQuery,
  keep?: Pick<ProductsCache, "figure">,
): Promise<AdminProductPage> {
  // The counts read every row: kept until the catalogue changes when the caller keeps figures.
  const counts = () => catalogueCounts(ldb.walks);
  const [catalogue, conditions] = await Promise.all([
    keep ? keep.figure("admin catalogue counts", counts) : counts(),
    adminConditions(ldb.walks, query, ldb.queries),
  ]);
  const where = conditions?.length ? sql.join(conditions, sql` AND `) : sql`true`;
  const searched = (query.q ?? "").split(/\s+/).some((word) => word && !/^#\d{1,9}$/.test(word));
  // A search's page comes with its count; past the last page, or without a search, the count
  // comes first and then the page it allows.
  const found = !conditions
    ? { total: 0, ids: [] }
    : searched
      ? await searchedPage(ldb, where, query.page, query.pageSize)
      : undefined;
  const total = found?.total ?? (await countMatches(ldb, where));
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / query.pageSize)));
  const ids =
    found?.ids ??
    (total === 0
      ? []
      : await pageOfIds(
          total <= SORTED_MATCHES ? ldb.bitmaps : ldb.walks,
          where,
          page,
          query.pageSize,
        ));
  const items = await findProductDetails(ldb.walks, ids);
  return { items, total, page, pageSize: query.pageSize, catalogue };
}

/** How many products match, through the indexes' bitmaps. */
async function countMatches(ldb: ListingDb, where: SQL): Promise<number> {
  const { rows } = await ldb.bitmaps.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`,
  );
  return rows[0]?.n ?? 0;
}

/** The ids of a page, newest first. */
async function pageOfIds(
  db: DbOrTx,
  where: SQL,
  page: number,
  pageSize: number,
): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE ${where}
    ORDER BY p.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return rows.map((row) => row.id);
}

/**
 * A search's page and its count in one pass over its matches: the bitmap of the search index
 * visits every match's row to count it (PostgreSQL 17), and the page's ids are kept from that
 * same pass, where a count and then a page read them twice ("cash flow", 17,114 matches: 7,650
 * heap pages each time). Undefined when the page is past the end (no row carries the count).
 */
async function searchedPage(
  ldb: ListingDb,
  where: SQL,
  page: number,
  pageSize: number,
): Promise<{ total: number; ids: number[] } | undefined> {
  const { rows } = await ldb.bitmaps.execute<{ id: number; n: number }>(sql`
    SELECT p.id, count(*) OVER ()::int AS n FROM products p WHERE ${where}
    ORDER BY p.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  if (rows.length > 0) return { total: rows[0]!.n, ids: rows.map((row) => row.id) };
  return page === 1 ? { total: 0, ids: [] } : undefined;
}

/** The whole catalogue's counts for the stat cards, in one pass over the narrow table. */
async function catalogueCounts(db: DbOrTx): Promise<AdminProductPage["catalogue"]> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${products.isActive}))::int`,
      software: sql<number>`(count(*) filter (where ${products.category} = 'software'))::int`,
      saas: sql<number>`(count(*) filter (where ${products.category} = 'saas'))::int`,
    })
    .from(products);
  return counts!;
}

/** These products with their fact sheets, in the order of the ids given. */
async function findProductDetails(db: DbOrTx, ids: readonly number[]): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toProductDetail(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The body's columns: the offer (when given) as its two columns. */
function columnsOf({ offer, ...fields }: AdminProductBody, stored?: Offer) {
  const chosen =
    offer ??
    (stored && !offerTypeProblem(fields.type, stored)
      ? stored
      : {
          unit: stored?.unit ?? "per_firm",
          term: defaultOffer(fields.type).term,
        });
  return { ...fields, priceUnit: chosen.unit, priceTerm: chosen.term };
}

export async function insertProduct(db: DbOrTx, body: AdminProductBody): Promise<ProductDetail> {
  const [row] = await db.insert(products).values(columnsOf(body)).returning(productColumns);
  return toProductDetail(row!);
}

/**
 * Replaces the product's fields (facts and offer only when given; a stored offer's term follows
 * a changed type); undefined when there is no such id.
 */
export async function replaceProduct(
  db: DbOrTx,
  id: number,
  body: AdminProductBody,
): Promise<ProductDetail | undefined> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ unit: products.priceUnit, term: products.priceTerm })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!stored) return undefined;
    const [row] = await tx
      .update(products)
      .set({ ...columnsOf(body, stored), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning(productColumns);
    return row ? toProductDetail(row) : undefined;
  });
}

/** Points the product at a new download (an uploaded installer); false when there is no such id. */
export async function setProductDownload(
  db: DbOrTx,
  id: number,
  downloadUrl: string,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ downloadUrl, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
