import { asc, eq } from "drizzle-orm";
import { defaultOffer } from "../../../shared/offer.js";
import type { Db } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { FIXTURE_PRODUCTS } from "./fixture-catalogue.js";

export interface StoredFixtureProduct {
  id: number;
  name: string;
  price: string;
  isActive: boolean;
}

/**
 * Makes the fixture the only active catalogue of a test database (whatever the seed put there is
 * switched off), and returns the stored products by name.
 */
export async function useFixtureCatalogue(db: Db): Promise<Map<string, StoredFixtureProduct>> {
  await db.update(products).set({ isActive: false }).where(eq(products.isActive, true));
  await db.insert(products).values(
    FIXTURE_PRODUCTS.map((p) => ({
      slug: `advisor-test-${p.slug}`,
      name: p.name,
      description: p.description,
      price: p.price,
      category: p.category,
      type: p.type,
      priceTerm: defaultOffer(p.type).term,
      features: p.features,
      isActive: p.isActive ?? true,
    })),
  );
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      isActive: products.isActive,
    })
    .from(products)
    .orderBy(asc(products.id));
  return new Map(
    rows.filter((r) => FIXTURE_PRODUCTS.some((p) => p.name === r.name)).map((r) => [r.name, r]),
  );
}
