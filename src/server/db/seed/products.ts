import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client.js";
import { products } from "../schema.js";
import { downloadUrlFor } from "../../lib/downloads.js";
import { CATALOGUE, seedDownloadOf, type SeedFacts } from "./catalogue.js";

/** The catalogue's written facts as the product's offer and its fact sheet (decision 0194). */
export function offerAndFacts({ pricingModel, licenceTerm, ...facts }: SeedFacts) {
  return { offer: { unit: pricingModel, term: licenceTerm }, facts };
}

/**
 * Inserts catalogue products whose slug is not there yet; existing rows (and admin edits) stay.
 * A row from before fact sheets existed (facts null) gets its sheet and offer once, and its
 * features when it had none; nothing else of it changes. A row still delivering what an earlier
 * catalogue shipped gets the current file (see moveToCurrentDownloads).
 */
export async function seedProducts(db: DbOrTx): Promise<void> {
  await db
    .insert(products)
    .values(
      CATALOGUE.map((item) => {
        const { offer, facts } = offerAndFacts(item.facts);
        const download = seedDownloadOf(item);
        return {
          slug: item.slug,
          name: item.name,
          description: item.description,
          price: item.price,
          category: item.category,
          type: item.type,
          imageUrl: item.image,
          downloadUrl: download ? downloadUrlFor(download) : null,
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
  await moveToCurrentDownloads(db);
}

/**
 * A catalogue file that changed (decisions 0195, 0196): a licence-key product that delivered no
 * file gets its installer package, a template that delivered an earlier file (say a .md) gets the
 * current one (its .docx). Only rows still delivering exactly what the catalogue shipped move: a
 * product an admin pointed elsewhere keeps its URL. Orders keep the URL they were bought with, and
 * the earlier files stay in assets/downloads, so every buyer's old link still downloads.
 */
async function moveToCurrentDownloads(db: DbOrTx): Promise<void> {
  const moves = CATALOGUE.flatMap((item) => {
    const download = seedDownloadOf(item);
    if (!download) return [];
    return [
      {
        slug: item.slug,
        url: downloadUrlFor(download),
        previous: (item.replaces ?? []).map(downloadUrlFor),
        hadNone: !item.download,
      },
    ];
  }).filter((move) => move.previous.length > 0 || move.hadNone);
  if (moves.length === 0) return;
  await db.execute(sql`
    UPDATE ${products} AS p SET download_url = m.url, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
      AS m(slug text, url text, previous text[], "hadNone" boolean)
    WHERE p.slug = m.slug
      AND ((p.download_url IS NULL AND m."hadNone") OR p.download_url = ANY(m.previous))`);
}
