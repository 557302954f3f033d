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

/**
 * A word of the search names a word of a facet value's label when they are at least this similar
 * (pg_trgm's similarity of the two words: "netsuit" and "netsuite" 0.7, "sales" and "charles"
 * 0.17, "8821" and "990" 0).
 */
const FACET_WORD_SIMILARITY = 0.5;
/**
 * A label word found in this many labels or more says nothing of which one is meant ("form",
 * "tax", "firm", "desktop"): the search must name one of the label's other words.
 */
const COMMON_LABEL_WORD = 4;
/**
 * A facet value is offered when the search names at least this share of its label's telling
 * words ("estate tax 706": Estate Planning), or when every word of the search names one of them
 * ("amazon": Amazon Seller Central); "trust accounting" names a quarter of Cedarline Nonprofit
 * Fund Accounting and is not offered it.
 */
const LABEL_SHARE = 0.5;
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
      // A search of single letters ("schedule c" without "schedule") is no offer.
      if (searchWords(search).every((word) => word.length < 2)) continue;
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

/** Every facet value a search may be offered, with the words of its label that tell it apart. */
const FACET_ENTRIES = (() => {
  const entries = FACETS.flatMap((facet) =>
    FACET_VALUES[facet].map((value) => {
      const label = facetValueLabel(facet, value);
      // What a label says in brackets explains it ("Mid-size Firm (11 to 50 people)"): not its name.
      const name = label.replace(/\(.*?\)/g, " ");
      return { facet, value, label, words: [...new Set(searchWords(name))] };
    }),
  );
  const labelsWith = new Map<string, number>();
  for (const entry of entries) {
    for (const word of entry.words) labelsWith.set(word, (labelsWith.get(word) ?? 0) + 1);
  }
  return entries.map((entry) => ({
    ...entry,
    telling: entry.words.filter((word) => labelsWith.get(word)! < COMMON_LABEL_WORD),
  }));
})();

/**
 * The facet values the search names (pg_trgm's similarity of a search word and one of the
 * label's telling words, FACET_WORD_SIMILARITY; enough of them, LABEL_SHARE: "estate tax 706"
 * names Estate Planning, not Drake Tax; "form 8821" names no form), most of the label named
 * first, with how many products have them under the other filters but the facets; those no
 * product has are left out.
 */
async function closestFacets(db: ListingDb, request: SuggestionRequest) {
  const searched = searchWords(request.search);
  const entries = FACET_ENTRIES.filter(
    (entry) => !request.facets?.[entry.facet]?.includes(entry.value),
  );
  const words = entries.flatMap((entry, i) =>
    entry.telling.map((word) => ({
      at: i + 1,
      key: `${entry.facet}:${entry.value}`,
      word,
      of: entry.telling.length,
    })),
  );
  if (searched.length === 0 || words.length === 0) return [];
  const { rows } = await db.walks.execute<{ at: number; count: number }>(sql`
    WITH label_words AS (
      SELECT l.at, l.key, l.word, l.of
      FROM unnest(${sql.param(words.map((w) => w.at))}::int[],
                  ${sql.param(words.map((w) => w.key))}::text[],
                  ${sql.param(words.map((w) => w.word))}::text[],
                  ${sql.param(words.map((w) => w.of))}::int[]) AS l (at, key, word, of)),
    named AS (
      SELECT l.at, l.key, l.of, l.word, s.word AS searched, similarity(l.word, s.word) AS likeness
      FROM label_words l, unnest(${sql.param(searched)}::text[]) AS s (word)
      WHERE similarity(l.word, s.word) >= ${FACET_WORD_SIMILARITY}),
    offered AS (
      SELECT named.at, named.key,
        count(DISTINCT named.word)::float8 / max(named.of) AS label_share,
        count(DISTINCT named.searched) = ${searched.length} AS all_searched
      FROM named GROUP BY named.at, named.key)
    SELECT offered.at::int AS at,
      (SELECT count(*)::int FROM products p
       WHERE ${sql.join(listingConditions({ ...request, facets: undefined }), sql` AND `)}
         AND p.facet_values @> ARRAY[offered.key]) AS count
    FROM offered WHERE offered.label_share >= ${LABEL_SHARE} OR offered.all_searched
    ORDER BY offered.label_share DESC, offered.at LIMIT 10`);
  return rows
    .filter((row) => row.count > 0)
    .slice(0, FACETS_OFFERED)
    .map(({ at, count }) => {
      const { facet, value, label } = entries[at - 1]!;
      return { facet, value, label, count };
    });
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
