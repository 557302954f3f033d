import { sql, type SQL } from "drizzle-orm";
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

export interface WeightedValue {
  key: string;
  weight: number;
}

/** The product's known fact values as facet values, each with its weight in the ranking. */
function weightedValues(product: RelatedCandidate): WeightedValue[] {
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
 * `values`, heaviest first, cut into `groups` runs of as even a length as can be, and what a
 * product lacking at least one value of every run lacks at least: the sum of each run's lightest
 * weight. A product lacking less than that holds every value of one run at least.
 */
export function valueGroups(
  values: readonly WeightedValue[],
  groups: number,
): { sets: string[][]; lacking: number } {
  const heaviest = [...values].sort((a, b) => b.weight - a.weight);
  const sets: string[][] = [];
  let lacking = 0;
  for (let group = 0, from = 0; group < groups; group++) {
    const to = from + Math.ceil((heaviest.length - from) / (groups - group));
    const run = heaviest.slice(from, to);
    sets.push(run.map(({ key }) => key));
    lacking += run.at(-1)!.weight;
    from = to;
  }
  return { sets, lacking };
}

/**
 * The best `count` active products other than `product` by the score rankRelated gives, then the
 * lowest id: all of them (`narrowed` undefined), or only those holding every value of one of
 * `narrowed.sets` (through the facet index) that score at least `narrowed.atLeast`.
 */
function rankedStatement(
  product: RelatedCandidate,
  values: readonly WeightedValue[],
  count: number,
  narrowed?: { sets: string[][]; atLeast: number },
): SQL {
  const shares = values.map(
    ({ key, weight }) => sql` + ${weight} * (p.facet_values @> ARRAY[${key}]::text[])::int`,
  );
  // "On sale" as IS TRUE: the facet index, not a partial index WHERE is_active, drives the walk.
  const holding = narrowed
    ? sql` AND (${sql.join(
        narrowed.sets.map(
          (set) =>
            sql`p.facet_values @> ARRAY[${sql.join(
              set.map((key) => sql`${key}`),
              sql`, `,
            )}]::text[]`,
        ),
        sql` OR `,
      )})`
    : sql``;
  // OFFSET 0 keeps the score a column of the subquery, computed once a row, not again in the
  // filter and the sort.
  return sql`
    WITH best AS (
      SELECT s.id, s.score FROM (
        SELECT p.id,
          (CASE WHEN p.category = ${product.category} THEN ${SAME_CATEGORY} ELSE 0 END)${sql.join(shares, sql``)}
            AS score
        FROM products p WHERE p.is_active IS TRUE AND p.id <> ${product.id}${holding} OFFSET 0) s
      WHERE s.score >= ${narrowed?.atLeast ?? 1} ORDER BY s.score DESC, s.id LIMIT ${count})
    SELECT ${PRODUCT_COLUMNS} FROM best JOIN products p ON p.id = best.id
    ORDER BY best.score DESC, best.id`;
}

/**
 * "People also compare" in PostgreSQL: the active products sharing the most facts with
 * `product`, ranked as rankRelated ranks them (src/shared/related-products.ts: each of its
 * services, forms, firm sizes, integrations and places it runs that a product shares, by its
 * weight, and the category), most in common first, then the lowest id; scored from the
 * products' facet values (kept in the row, never the fact sheets).
 *
 * The candidates are narrowed through the facet index first, exactly: a product lacking less
 * than `lacking` of the weight of `product`'s values holds every value of one of the runs of
 * valueGroups, and any other scores at most `all - lacking + SAME_CATEGORY`. If `count` of the
 * products holding one run score more than that, no other product can rank above them; if not,
 * the values are cut into one run more. When each run would be one value, one pass scores every
 * active product.
 */
export async function findRelatedProducts(
  db: DbOrTx,
  product: RelatedCandidate,
  count = RELATED_COUNT,
): Promise<Product[]> {
  const values = weightedValues(product);
  const all = values.reduce((sum, { weight }) => sum + weight, 0);
  for (let groups = 1; groups < values.length; groups++) {
    const { sets, lacking } = valueGroups(values, groups);
    const atLeast = all - lacking + 1 + SAME_CATEGORY;
    const { rows } = await db.execute<Product>(
      rankedStatement(product, values, count, { sets, atLeast }),
    );
    if (rows.length >= count) return rows;
  }
  const { rows } = await db.execute<Product>(rankedStatement(product, values, count));
  return rows;
}
