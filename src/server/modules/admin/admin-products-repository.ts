import { asc, eq } from "drizzle-orm";
import type { AdminProductBody } from "../../../shared/contracts/admin-products.js";
import type { ProductDetail } from "../../../shared/contracts/products.js";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { productColumns, toProductDetail } from "../products/products-repository.js";

/** Every product, on sale or not, in the order they were added. */
export async function listAllProducts(db: DbOrTx): Promise<ProductDetail[]> {
  const rows = await db.select(productColumns).from(products).orderBy(asc(products.id));
  return rows.map(toProductDetail);
}

export async function insertProduct(db: DbOrTx, body: AdminProductBody): Promise<ProductDetail> {
  const [row] = await db.insert(products).values(body).returning(productColumns);
  return toProductDetail(row!);
}

/** Replaces the product's fields (facts only when given); undefined when there is no such id. */
export async function replaceProduct(
  db: DbOrTx,
  id: number,
  body: AdminProductBody,
): Promise<ProductDetail | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning(productColumns);
  return row ? toProductDetail(row) : undefined;
}
