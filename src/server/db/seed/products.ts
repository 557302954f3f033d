import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client.js";
import { products } from "../schema.js";
import { downloadUrlFor } from "../../lib/downloads.js";
import { CATALOGUE, type SeedFacts } from "./catalogue.js";

/** The catalogue's written facts as the product's offer and its fact sheet (decision 0194). */
export function offerAndFacts({ pricingModel, licenceTerm, ...facts }: SeedFacts) {
  return { offer: { unit: pricingModel, term: licenceTerm }, facts };
}

/**
 * Inserts catalogue products whose slug is not there yet; existing rows (and admin edits) stay.
 * A row from before fact sheets existed (facts null) gets its sheet and offer once, and its
 * features when it had none; nothing else of it changes.
 */
export async function seedProducts(db: DbOrTx): Promise<void> {
  await db
    .insert(products)
    .values(
      CATALOGUE.map((item) => {
        const { offer, facts } = offerAndFacts(item.facts);
        return {
          slug: item.slug,
          name: item.name,
          description: item.description,
          price: item.price,
          category: item.category,
          type: item.type,
          imageUrl: item.image,
          downloadUrl: item.download ? downloadUrlFor(item.download) : null,
          stripePriceId: null,
          features: item.features,
          facts,
          priceUnit: offer.unit,
          priceTerm: offer.term,
          isActive: true,
        };
      }),
    )
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        facts: sql`excluded.facts`,
        priceUnit: sql`excluded.price_unit`,
        priceTerm: sql`excluded.price_term`,
        features: sql`coalesce(${products.features}, excluded.features)`,
      },
      setWhere: sql`${products.facts} IS NULL`,
    });
}
