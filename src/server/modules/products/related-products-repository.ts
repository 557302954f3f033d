import { sql } from "drizzle-orm";
import type { Product } from "../../../shared/contracts/products.js";
import type { Facet } from "../../../shared/product-facts.js";
import {
  RELATED_COUNT,
  RELATED_WEIGHTS,
  SAME_CATEGORY,
  type RelatedCandidate,
} from "../../../shared/related-products.js";
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

/** The product's known fact values as facet values, each with its weight in the ranking. */
function weightedValues(product: RelatedCandidate) {
  return (Object.keys(RELATED_WEIGHTS) as (keyof typeof RELATED_WEIGHTS)[]).flatMap((fact) => {
    const values = product.facts?.[fact];
    return Array.isArray(values)
      ? [...new Set<string>(values)].map((value) => ({
          key: `${FACET_OF[fact]}:${value}`,
          weight: RELATED_WEIGHTS[fact],
        }))
      : [];
  });
}

/**
 * "People also compare" in PostgreSQL: the active products sharing the most facts with
 * `product`, ranked as rankRelated ranks them (src/shared/related-products.ts: each of its
 * services, forms, firm sizes, integrations and places it runs that a product shares, by its
 * weight, and the category), most in common first, then the lowest id. One pass over the
 * products' facet values (kept in the row, never the fact sheets), each product scored once by
 * one expression; no server holds the catalogue to answer it.
 */
export async function findRelatedProducts(
  db: DbOrTx,
  product: RelatedCandidate,
  count = RELATED_COUNT,
): Promise<Product[]> {
  const shares = weightedValues(product).map(
    ({ key, weight }) => sql` + ${weight} * (p.facet_values @> ARRAY[${key}]::text[])::int`,
  );
  // OFFSET 0 keeps the score a column of the subquery, computed once a row, not again in the
  // filter and the sort.
  const { rows } = await db.execute<Product>(sql`
    WITH best AS (
      SELECT s.id, s.score FROM (
        SELECT p.id,
          (CASE WHEN p.category = ${product.category} THEN ${SAME_CATEGORY} ELSE 0 END)${sql.join(shares, sql``)}
            AS score
        FROM products p WHERE p.is_active AND p.id <> ${product.id} OFFSET 0) s
      WHERE s.score > 0 ORDER BY s.score DESC, s.id LIMIT ${count})
    SELECT ${PRODUCT_COLUMNS} FROM best JOIN products p ON p.id = best.id
    ORDER BY best.score DESC, best.id`);
  return rows;
}
