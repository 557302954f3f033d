import type { Product, ProductDetail } from "../../../shared/contracts/products.js";
import type { ProductsCache } from "../products/index.js";
import type { CatalogueProduct } from "./needs/product-profile.js";

/** What the advisor sees of a product (an active one, with an id). */
export function toAdvisorProduct(
  p: Pick<Product, "id" | "name" | "description" | "price" | "category" | "type" | "features"> & {
    facts?: CatalogueProduct["facts"];
    offer?: CatalogueProduct["offer"];
  },
): CatalogueProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    category: p.category,
    type: p.type,
    // The spec's default features are the same for every product: they tell the advisor nothing.
    features: p.features ?? [],
    facts: p.facts,
    offer: p.offer,
  };
}

const mapped = new WeakMap<readonly ProductDetail[], CatalogueProduct[]>();

/**
 * The products the advisor may recommend: the cached active catalogue (no query per message),
 * only active ones, ever, with their own features only. Mapped once per catalogue change.
 */
export async function advisorCatalogue(cache: ProductsCache): Promise<CatalogueProduct[]> {
  const products = await cache.activeProducts();
  let catalogue = mapped.get(products);
  if (!catalogue) {
    catalogue = products.map(toAdvisorProduct);
    mapped.set(products, catalogue);
  }
  return catalogue;
}
