import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import {
  productFactsSchema,
  UNKNOWN_FACTS,
  type ProductFacts,
} from "../../../shared/contracts/product-facts.js";
import type { Product, ProductDetail } from "../../../shared/contracts/products.js";
import { firstYearCost, priceSuffix } from "../../../shared/offer.js";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";

/** The columns the API's products are made of: select and return these. */
export const productColumns = getTableColumns(products);

type ProductRow = typeof products.$inferSelect;

/**
 * The columns toProduct reads. The plain list selects only these: the fact sheets, the largest
 * column, are not in it, and reading them for 100,000 products only to drop them filled the heap
 * with garbage while the list was built.
 */
const listColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  category: products.category,
  type: products.type,
  imageUrl: products.imageUrl,
  downloadUrl: products.downloadUrl,
  stripePriceId: products.stripePriceId,
  features: products.features,
  isActive: products.isActive,
  priceUnit: products.priceUnit,
  priceTerm: products.priceTerm,
};

/** A row as the API shows it (no slug, no timestamps, no fact sheet). */
export function toProduct(row: Pick<ProductRow, keyof typeof listColumns>): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    type: row.type,
    imageUrl: row.imageUrl,
    downloadUrl: row.downloadUrl,
    stripePriceId: row.stripePriceId,
    features: row.features ?? null,
    isActive: row.isActive,
    offer: { unit: row.priceUnit, term: row.priceTerm },
  };
}

/**
 * The stored sheet; a product nobody has described yet (null) reads as every fact unknown. Every
 * write is validated, so a sheet that no longer parses can only come from an older shape: it
 * reads as unknown rather than breaking the catalogue.
 */
export function factsOf(stored: unknown): ProductFacts {
  if (stored == null) return UNKNOWN_FACTS;
  const parsed = productFactsSchema.safeParse(stored);
  return parsed.success ? parsed.data : UNKNOWN_FACTS;
}

/** A product with its fact sheet and the figures derived from them. */
export function toProductDetail(row: ProductRow): ProductDetail {
  const product = toProduct(row);
  const facts = factsOf(row.facts);
  return {
    ...product,
    facts,
    priceUnit: priceSuffix(product.offer),
    firstYearCost: firstYearCost(product),
  };
}

/** Active products in a stable order: the order they were added, with their fact sheets. */
export async function listActiveProducts(db: DbOrTx): Promise<ProductDetail[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  return rows.map(toProductDetail);
}

/** The active products among these ids, with their fact sheets, in id order. */
export async function findActiveProductDetails(
  db: DbOrTx,
  ids: readonly number[],
): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.isActive, true)))
    .orderBy(asc(products.id));
  return rows.map(toProductDetail);
}

/** A JSON value as text, null as `null` (the concatenation below would be null otherwise). */
const jsonOf = (column: string) => `coalesce(to_json(${column})::text, 'null')`;

/**
 * A product row as toProduct's JSON.stringify writes it, in PostgreSQL: the same keys in the
 * same order, strings escaped as JSON.stringify escapes them (only `"`, `\` and control
 * characters), the price as the driver hands it (numeric's text), the features as an array of
 * strings or null. products-cache.test.ts compares the two byte for byte.
 */
export const PRODUCT_JSON = sql.raw(`'{"id":' || p.id
  || ',"name":' || ${jsonOf("p.name")}
  || ',"description":' || ${jsonOf("p.description")}
  || ',"price":' || ${jsonOf("p.price::text")}
  || ',"category":' || ${jsonOf("p.category")}
  || ',"type":' || ${jsonOf("p.type")}
  || ',"imageUrl":' || ${jsonOf("p.image_url")}
  || ',"downloadUrl":' || ${jsonOf("p.download_url")}
  || ',"stripePriceId":' || ${jsonOf("p.stripe_price_id")}
  || ',"features":' || CASE WHEN jsonb_typeof(p.features) = 'array' THEN '[' || coalesce(
       (SELECT string_agg(to_json(feature)::text, ',' ORDER BY at)
        FROM jsonb_array_elements_text(p.features) WITH ORDINALITY AS f (feature, at)), '') || ']'
       ELSE 'null' END
  || ',"isActive":' || CASE WHEN p.is_active THEN 'true' ELSE 'false' END
  || ',"offer":{"unit":' || ${jsonOf("p.price_unit")} || ',"term":' || ${jsonOf("p.price_term")}
  || '}}'`);

/**
 * Up to `limit` active products with an id above `after`, in id order, as the plain list's JSON
 * (the products joined by commas, no brackets) written by PostgreSQL: the server's heap holds one
 * string per part, never a row object (decision 0236). `last` is the last id; count 0 at the end.
 */
export async function activeProductsJsonAfter(
  db: DbOrTx,
  after: number,
  limit: number,
): Promise<{ json: string; last: number; count: number }> {
  const { rows } = await db.execute<{ json: string | null; last: number | null; count: number }>(
    sql`SELECT string_agg(${PRODUCT_JSON}, ',' ORDER BY p.id) AS json, max(p.id) AS last,
               count(*)::int AS count
        FROM (SELECT * FROM products WHERE is_active AND id > ${after}
              ORDER BY id LIMIT ${limit}) p`,
  );
  const [row] = rows;
  return { json: row?.json ?? "", last: row?.last ?? after, count: row?.count ?? 0 };
}

export async function findProduct(db: DbOrTx, id: number): Promise<Product | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row ? toProduct(row) : undefined;
}

export async function findActiveProduct(db: DbOrTx, id: number): Promise<Product | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  return row ? toProduct(row) : undefined;
}
