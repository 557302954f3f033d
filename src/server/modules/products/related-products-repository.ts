import { sql } from "drizzle-orm";
import type { Product } from "../../../shared/contracts/products.js";
import type { Facet } from "../../../shared/product-facts.js";
import { RELATED_COUNT, RELATED_WEIGHTS, SAME_CATEGORY } from "../../../shared/related-products.js";
import type { DbOrTx } from "../../db/client.js";
import { PRODUCT_COLUMNS } from "./product-page-repository.js";

/** The facet (in products.facet_values, "facet:value") each fact of the related ranking is. */
const FACET_OF: Record<keyof typeof RELATED_WEIGHTS, Facet> = {
  services: "service",
  forms: "form",
  firmSizes: "firmSize",
  integrations: "integration",
  deployment: "deployment",
};

/** A shared "facet:value"'s weight, as rankRelated in src/shared/related-products.ts weighs it. */
const sharedValueWeight = sql.raw(
  `CASE split_part(shared, ':', 1) ${Object.entries(RELATED_WEIGHTS)
    .map(([fact, weight]) => `WHEN '${FACET_OF[fact as keyof typeof FACET_OF]}' THEN ${weight}`)
    .join(" ")} ELSE 0 END`,
);

/**
 * "People also compare" in PostgreSQL: the active products sharing the most facts with product
 * `id`, ranked as rankRelated ranks them (src/shared/related-products.ts: the shared services,
 * forms, firm sizes, integrations and places it runs, each by its weight, and the category),
 * most in common first, then the lowest id. One pass over the products' facet values (kept in
 * the row, never the fact sheets), so no server holds the catalogue to answer it.
 */
export async function findRelatedProducts(
  db: DbOrTx,
  id: number,
  count = RELATED_COUNT,
): Promise<Product[]> {
  const { rows } = await db.execute<Product>(sql`
    WITH me AS (SELECT category, facet_values FROM products WHERE id = ${id}),
    scored AS (
      SELECT p.id,
        (CASE WHEN p.category = me.category THEN ${SAME_CATEGORY} ELSE 0 END)
          + (SELECT coalesce(sum(${sharedValueWeight}), 0)
             FROM unnest(p.facet_values) AS shared WHERE shared = ANY(me.facet_values)) AS score
      FROM products p, me
      WHERE p.is_active AND p.id <> ${id}),
    best AS (
      SELECT scored.id, scored.score FROM scored WHERE scored.score > 0
      ORDER BY scored.score DESC, scored.id LIMIT ${count})
    SELECT ${PRODUCT_COLUMNS} FROM best JOIN products p ON p.id = best.id
    ORDER BY best.score DESC, best.id`);
  return rows;
}
