import { sql } from "drizzle-orm";
import type { ProductSuggestions } from "../../../shared/contracts/products.js";
import { FACET_VALUES, FACETS, facetValueLabel } from "../../../shared/product-facts.js";
import {
  findProductPage,
  listingConditions,
  type ListingDb,
  type ListingFilters,
} from "./product-page-repository.js";
import { catalogueQuery } from "./catalogue-query.js";
import { searchTerms, searchWords } from "./search-terms.js";

type SuggestionRequest = ListingFilters & { search: string };

/** A facet value is offered when its label is at least this similar to the search (pg_trgm). */
const FACET_SIMILARITY = 0.4;
/** A product's name is offered when it is at least this similar to the search. */
const NAME_SIMILARITY = 0.3;
const FACETS_OFFERED = 3;

async function totalOf(db: ListingDb, request: SuggestionRequest): Promise<number> {
  return (await findProductPage(db, { ...request, limit: 1 })).total;
}

/**
 * A search as the catalogue spells it: each word read as a near spelling (catalogue-query.ts)
 * replaced by the nearest catalogue word ("reciept" -> "receipt"), so the offer does not repeat
 * the typo; the search itself is unchanged when it has none.
 */
async function spelled(db: ListingDb, search: string): Promise<string> {
  const query = await catalogueQuery(db.walks, search, db.queries);
  const readAs = new Map(query?.corrections.map((c) => [c.typed, c.readAs[0]!]));
  if (readAs.size === 0) return search;
  return searchWords(search)
    .map((word) => readAs.get(word) ?? word)
    .join(" ");
}

/**
 * A search that finds something, for a search that found nothing: the same search without the
 * one term that stopped it (the one whose removal finds the most, "estate tax 706" -> "estate
 * tax"), spelled as the catalogue spells it; else the name of the product most like the search
 * by trigram similarity.
 */
async function didYouMean(db: ListingDb, request: SuggestionRequest) {
  const found = await withoutOneTerm(db, request);
  if (!found) return nearestName(db, request);
  const search = await spelled(db, found.search);
  if (search === found.search) return found;
  const total = await totalOf(db, { ...request, search });
  return total > 0 ? { search, total } : found;
}

/** The search without the one term whose removal finds the most, if that finds any. */
async function withoutOneTerm(db: ListingDb, request: SuggestionRequest) {
  const terms = searchTerms(request.search);
  let best: { search: string; total: number } | null = null;
  if (terms.length > 1) {
    for (let drop = 0; drop < terms.length; drop++) {
      const search = terms
        .filter((_, i) => i !== drop)
        .flatMap((term) => term.words)
        .join(" ");
      const total = await totalOf(db, { ...request, search });
      if (total > (best?.total ?? 0)) best = { search, total };
    }
  }
  return best;
}

/** The name of the product most like the search by trigram similarity, if it is like enough. */
async function nearestName(db: ListingDb, request: SuggestionRequest) {
  const { rows } = await db.walks.execute<{ name: string }>(sql`
    SELECT p.name FROM products p
    WHERE p.is_active AND lower(p.name) % lower(${request.search})
      AND similarity(lower(p.name), lower(${request.search})) >= ${NAME_SIMILARITY}
    ORDER BY similarity(lower(p.name), lower(${request.search})) DESC, p.id LIMIT 1`);
  const name = rows[0]?.name;
  if (!name) return null;
  const total = await totalOf(db, { ...request, search: name });
  return total > 0 ? { search: name, total } : null;
}

/**
 * The facet values whose label is most like the search (pg_trgm's word similarity either way:
 * "amazon" is in "Amazon Seller Central", "Form 706" is in "estate tax 706"), with how many
 * products have them under the other filters but the facets; those no product has are left out.
 */
async function closestFacets(db: ListingDb, request: SuggestionRequest) {
  const entries = FACETS.flatMap((facet) =>
    FACET_VALUES[facet]
      .filter((value) => !request.facets?.[facet]?.includes(value))
      .map((value) => ({ facet, value, label: facetValueLabel(facet, value) })),
  );
  const { rows } = await db.walks.execute<{ at: number; count: number }>(sql`
    WITH offered AS (
      SELECT l.at, l.key, greatest(word_similarity(l.label, ${request.search}),
                                   word_similarity(${request.search}, l.label)) AS likeness
      FROM unnest(${sql.param(entries.map((e) => e.label))}::text[],
                  ${sql.param(entries.map((e) => `${e.facet}:${e.value}`))}::text[])
             WITH ORDINALITY AS l (label, key, at))
    SELECT offered.at::int AS at,
      (SELECT count(*)::int FROM products p
       WHERE ${sql.join(listingConditions({ ...request, facets: undefined }), sql` AND `)}
         AND p.facet_values @> ARRAY[offered.key]) AS count
    FROM offered WHERE offered.likeness >= ${FACET_SIMILARITY}
    ORDER BY offered.likeness DESC, offered.at LIMIT 10`);
  return rows
    .filter((row) => row.count > 0)
    .slice(0, FACETS_OFFERED)
    .map(({ at, count }) => ({ ...entries[at - 1]!, count }));
}

/** What the empty state of a search offers (GET /api/products/suggestions). */
export async function suggestionsFor(
  db: ListingDb,
  request: SuggestionRequest,
): Promise<ProductSuggestions> {
  if (searchTerms(request.search).length === 0) return { didYouMean: null, facets: [] };
  const [suggested, facets] = await Promise.all([
    didYouMean(db, request),
    closestFacets(db, request),
  ]);
  return { didYouMean: suggested, facets };
}
