import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { defaultOffer, offerTypeProblem, type Offer } from "../../../shared/offer.js";
import type {
  AdminProductBody,
  AdminProductPage,
  AdminProductsQuery,
} from "../../../shared/contracts/admin-products.js";
import type { ProductDetail } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { productColumns, toProductDetail } from "../products/products-repository.js";
import { containing } from "./admin-orders-report.js";

/** Every product, on sale or not, in the order they were added. */
export async function listAllProducts(db: DbOrTx): Promise<ProductDetail[]> {
  const rows = await db.select(productColumns).from(products).orderBy(asc(products.id));
  return rows.map(toProductDetail);
}

/** The admin list's filter as SQL: every typed word in the name, the description or "#id". */
function matchingProducts(query: AdminProductsQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean)) {
    const like = containing(word);
    conditions.push(
      sql`(${products.name} ilike ${like} or ${products.description} ilike ${like} or ('#' || ${products.id}) ilike ${like})`,
    );
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.status) conditions.push(eq(products.isActive, query.status === "active"));
  return and(...conditions)!;
}

/**
 * One page of the admin list, newest first (a product just added leads the first page), with
 * how many match and the whole catalogue's counts, read in one pass over the table. A page past
 * the end answers the last page.
 */
export async function listAdminProducts(
  db: DbOrTx,
  query: AdminProductsQuery,
): Promise<AdminProductPage> {
  const matching = matchingProducts(query);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${products.isActive}))::int`,
      software: sql<number>`(count(*) filter (where ${products.category} = 'software'))::int`,
      saas: sql<number>`(count(*) filter (where ${products.category} = 'saas'))::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
    })
    .from(products);
  const { matching: total, ...catalogue } = counts!;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, pages);
  const rows =
    total === 0
      ? []
      : await db
          .select(productColumns)
          .from(products)
          .where(matching)
          .orderBy(desc(products.id))
          .limit(query.pageSize)
          .offset((page - 1) * query.pageSize);
  return { items: rows.map(toProductDetail), total, page, pageSize: query.pageSize, catalogue };
}

/** The body's columns: the offer (when given) as its two columns. */
function columnsOf({ offer, ...fields }: AdminProductBody, stored?: Offer) {
  const chosen =
    offer ??
    (stored && !offerTypeProblem(fields.type, stored)
      ? stored
      : { unit: stored?.unit ?? "per_firm", term: defaultOffer(fields.type).term });
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
