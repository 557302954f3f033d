import { and, asc, eq, getTableColumns, gt } from "drizzle-orm";
import type { Product } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";

/** The columns the API's products are made of: select and return these. */
export const productColumns = getTableColumns(products);

type ProductRow = typeof products.$inferSelect;

/** A row as the API shows it (no slug, no timestamps). */
export function toProduct(row: ProductRow): Product {
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
  };
}

/** Active products in a stable order: the order they were added. */
export async function listActiveProducts(db: DbOrTx): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  return rows.map(toProduct);
}

/** Up to `limit` active products with an id above `after`, in id order: the list read in parts. */
export async function listActiveProductsAfter(
  db: DbOrTx,
  after: number,
  limit: number,
): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map(toProduct);
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
