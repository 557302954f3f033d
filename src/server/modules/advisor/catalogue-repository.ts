import type { DbOrTx } from "../../db/client.js";
import { listActiveProducts } from "../products/products-repository.js";
import type { CatalogueProduct } from "./engine/catalogue.js";

/** The products the advisor may recommend: only active ones, ever, with their own features only. */
export async function loadActiveCatalogue(db: DbOrTx): Promise<CatalogueProduct[]> {
  const products = await listActiveProducts(db);
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    category: p.category,
    type: p.type,
    // The spec's default features are the same for every product: they tell the advisor nothing.
    features: p.features ?? [],
  }));
}
