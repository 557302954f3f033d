import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { products } from "../../db/schema.js";
import type { CatalogueProduct } from "./engine/catalogue.js";

/** The products the advisor may recommend: only active ones, ever. */
export async function loadActiveCatalogue(db: DbOrTx): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      category: products.category,
      type: products.type,
      features: products.features,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  return rows.map((row) => ({ ...row, features: row.features ?? [] }));
}
