import { asc, eq } from "drizzle-orm";
import type { AdminProductBody } from "../../../shared/contracts/admin-products.js";
import type { Product } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { productColumns, toProduct } from "../products/products-repository.js";

/** Every product, on sale or not, in the order they were added. */
export async function listAllProducts(db: DbOrTx): Promise<Product[]> {
  const rows = await db.select(productColumns).from(products).orderBy(asc(products.id));
  return rows.map(toProduct);
}

export async function insertProduct(db: DbOrTx, body: AdminProductBody): Promise<Product> {
  const [row] = await db.insert(products).values(body).returning(productColumns);
  return toProduct(row!);
}

/** Replaces the product's fields; undefined when there is no product with that id. */
export async function replaceProduct(
  db: DbOrTx,
  id: number,
  body: AdminProductBody,
): Promise<Product | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning(productColumns);
  return row ? toProduct(row) : undefined;
}
