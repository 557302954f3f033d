import etag from "@fastify/etag";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponses,
  errorSchema,
  idParamsSchema,
  notModifiedSchema,
} from "../../../shared/contracts/common.js";
import {
  productListSchema,
  productPageSchema,
  productDetailSchema,
  productQuerySchema,
  comparisonSchema,
  compareQuerySchema,
  productFacetQuerySchema,
  productFacetsSchema,
  productSuggestionsQuerySchema,
  productSuggestionsSchema,
  type ProductFacetFilters,
  type ProductFacets,
  type ProductPage,
} from "../../../shared/contracts/products.js";
import {
  COMPARE_MAX,
  FACET_VALUES,
  FACETS,
  facetValueLabel,
} from "../../../shared/product-facts.js";
import type { PriceBasis } from "../../../shared/product-search.js";
import { PRODUCT_PAGE_SIZE, type ProductCategory } from "../../../shared/products.js";
import { RELATED_COUNT } from "../../../shared/related-products.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { keptAnswerOf, sendCached, sendCachedNow } from "../../lib/http-representation.js";
import type { ProductsCache } from "./products-cache.js";
import { decodeCursor, encodeCursor } from "./page-cursor.js";
import {
  countFacets,
  cursorModeOf,
  findProductPage,
  type ListingDb,
  type ListingFilters,
  type ProductPageResult,
} from "./product-page-repository.js";
import { findRelatedProducts } from "./related-products-repository.js";
import { suggestionsFor } from "./search-suggestions.js";
import { searchWords } from "./search-terms.js";

const PRODUCT_PATH = "/api/products/";

/** Only the facets that were given, so equal filters make equal cache keys. */
function facetFiltersOf(query: ProductFacetFilters): ProductFacetFilters {
  return Object.fromEntries(
    FACETS.flatMap((facet) => {
      const values = query[facet];
      return values?.length ? [[facet, [...values].sort()]] : [];
    }),
  ) as ProductFacetFilters;
}

/** The filters of a listing's query: category, facets, price and trial, only those given. */
function listingFiltersOf(
  query: ProductFacetFilters & {
    category?: ProductCategory;
    priceBasis?: PriceBasis;
    minPrice?: number;
    maxPrice?: number;
    trial?: "true";
  },
): ListingFilters {
  const { category, priceBasis, minPrice, maxPrice, trial } = query;
  const facets = facetFiltersOf(query);
  return {
    ...(category ? { category } : {}),
    ...(Object.keys(facets).length ? { facets } : {}),
    ...(priceBasis ? { price: { basis: priceBasis, min: minPrice, max: maxPrice } } : {}),
    ...(trial ? { trial: true } : {}),
  };
}

/**
 * A page as JSON.stringify writes a ProductPage (the same keys in the same order), around its
 * products' JSON as PostgreSQL wrote it: the products are never objects in the server.
 */
export function pageBody(page: ProductPageResult): string {
  const nextCursor: ProductPage["nextCursor"] = page.next ? encodeCursor(page.next) : null;
  return `{"items":[${page.items.join(",")}],"nextCursor":${JSON.stringify(nextCursor)},"total":${JSON.stringify(page.total)},"totalIsExact":${JSON.stringify(page.totalIsExact)}}`;
}

export async function productsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; products: ProductsCache; listing: ListingDb },
) {
  const { products, listing } = opts;
  // The catalogue's reads are public and cacheable: a search's answer, made per request, gets its
  // ETag from the plugin; the cached bodies bring their own, made once per change (decision 0215).
  await app.register(etag, { weak: true });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products",
    {
      config: { session: false },
      schema: {
        tags: ["products"],
        summary: "The active products, in a stable order; or one page of a search",
        description:
          "Without a query parameter: every active product, in the order they were added (an array, with an ETag). " +
          "With any of q, category, a facet filter, sort, limit or cursor: one page `{ items, nextCursor, total }` of the active products " +
          "that match, ranked by relevance when q is given (name matches first), else in the plain list's order. " +
          "Pass nextCursor back as cursor, with the same q, category, filters and sort, for the next page; it is null on the last. " +
          "The facet filters (service, pricingModel, deployment, integration, form, firmSize) each take one or more allowed values; " +
          "a product matches a facet when it has any of them, and every facet given. priceBasis (month or once) keeps offers " +
          "that charge again or are paid once, between minPrice and maxPrice (whole dollars); trial=true only those with a free trial. " +
          "total counts the matches up to 1,000 (totalIsExact false past it). sort: relevance, price_asc, price_desc or name.",
        querystring: productQuerySchema,
        response: {
          200: z.union([productListSchema, productPageSchema]),
          304: notModifiedSchema,
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q, limit, cursor, sort, ...filterQuery } = request.query;
      const filters = listingFiltersOf(filterQuery);
      const paged =
        [q, limit, cursor, sort].some((value) => value !== undefined) ||
        Object.keys(filters).length > 0;
      if (!paged) return sendCached(request, reply, await products.list());
      const search = (q ?? "").trim();
      const pageRequest = {
        search,
        ...filters,
        sort,
        limit: limit ?? PRODUCT_PAGE_SIZE,
        after: cursor === undefined ? undefined : decodeCursor(cursor, cursorModeOf(search, sort)),
      };
      const pageJson = async () => pageBody(await findProductPage(listing, pageRequest));
      const key = JSON.stringify(["page", filters, sort, pageRequest.limit, pageRequest.after]);
      if (search) {
        const searched = JSON.stringify([searchWords(search).join(" "), key]);
        return sendCached(request, reply, await products.searched(searched, pageJson));
      }
      return sendCached(request, reply, await products.page(key, pageJson));
    },
  );

  r.get(
    "/api/products/facets",
    {
      config: { session: false },
      schema: {
        tags: ["products"],
        summary: "How many active products have each facet value, for a search and filters",
        description:
          "Takes the same q, category, facet, price and trial filters as GET /api/products. Each facet's counts " +
          "apply every other filter but not its own, so they say what choosing one more value brings. " +
          "Every allowed value is listed, with 0 where no product has it.",
        querystring: productFacetQuerySchema,
        response: { 200: productFacetsSchema, 304: notModifiedSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { q, ...filterQuery } = request.query;
      const filters = listingFiltersOf(filterQuery);
      const search = (q ?? "").trim();
      const json = async () => {
        const { total, countsAreExact, counts } = await countFacets(listing, {
          search,
          ...filters,
        });
        const body: ProductFacets = {
          total,
          countsAreExact,
          facets: Object.fromEntries(
            FACETS.map((facet) => [
              facet,
              FACET_VALUES[facet].map((value) => ({
                value,
                label: facetValueLabel(facet, value),
                // Past the counted candidates, a value some of them have is "some", not a number.
                count:
                  countsAreExact || !counts[facet].has(value)
                    ? (counts[facet].get(value) ?? 0)
                    : null,
              })),
            ]),
          ) as ProductFacets["facets"],
        };
        return JSON.stringify(body);
      };
      const key = JSON.stringify(["facets", filters]);
      if (search) {
        const searched = JSON.stringify([searchWords(search).join(" "), key]);
        return sendCached(request, reply, await products.searched(searched, json));
      }
      return sendCached(request, reply, await products.page(key, json));
    },
  );

  r.get(
    "/api/products/suggestions",
    {
      config: { session: false },
      schema: {
        tags: ["products"],
        summary: "What to offer when a search finds nothing",
        description:
          "Takes the search and the filters that found no product. didYouMean is a search that finds " +
          "some with the same filters (the search without the word that stopped it, or the name of the " +
          "product most like it by trigram similarity); facets are up to 3 facet values whose label is " +
          "most like the search, with how many products of the category have them.",
        querystring: productSuggestionsQuerySchema,
        response: { 200: productSuggestionsSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { q, ...filterQuery } = request.query;
      return suggestionsFor(listing, { search: q.trim(), ...listingFiltersOf(filterQuery) });
    },
  );

  r.get(
    "/api/products/compare",
    {
      config: { session: false },
      schema: {
        tags: ["products"],
        summary: `Up to ${COMPARE_MAX} active products side by side, with their fact sheets`,
        description:
          "In the order asked. More than 3 ids, or one that is not a number, is a 400; an id that " +
          "is not an active product is a 404 naming it.",
        querystring: compareQuerySchema,
        response: { 200: comparisonSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const found = await Promise.all(request.query.ids.map((id) => products.product(id)));
      const missing = request.query.ids.filter((_, i) => !found[i]);
      if (missing.length) {
        throw notFound(
          `No product to compare with id ${missing.join(", ")}: it does not exist or is no longer sold`,
          "product_not_found",
        );
      }
      return { items: found.map((cached) => cached!.product) };
    },
  );

  r.get(
    "/api/products/:id/related",
    {
      config: { session: false },
      compress: false,
      schema: {
        tags: ["products"],
        summary: `"People also compare": up to ${RELATED_COUNT} active products sharing the most facts with this one`,
        description:
          "Ranked by the fact sheets alone (services, forms, firm sizes, integrations, where it " +
          "runs, category; src/shared/related-products.ts). 404 when the product is not on sale.",
        params: idParamsSchema,
        response: {
          200: productListSchema,
          304: notModifiedSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await products.product(id);
      if (!cached) throw notFound("Product not found", "product_not_found");
      const body = await products.page(`related:${id}`, async () => {
        const related = await findRelatedProducts(opts.db, cached.product);
        return JSON.stringify(productListSchema.parse(related));
      });
      return sendCached(request, reply, body);
    },
  );

  r.get(
    "/api/products/:id",
    {
      config: { session: false },
      schema: {
        tags: ["products"],
        summary: "One active product, with its fact sheet",
        params: idParamsSchema,
        response: {
          200: productDetailSchema,
          304: notModifiedSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    // Not async: a product already held, in the coding asked, is answered without a promise
    // (decision 0253); anything else is read first.
    (request, reply) => {
      const { id } = request.params;
      const held = products.heldProduct(id)?.product;
      if (held && sendCachedNow(request, reply, held.body)) return;
      return readProduct(request, reply, id);
    },
  );
  // The same answer, kept whole for the request edge (decision 0255): a held product asked by an
  // id written as the route's schema takes it (digits, no leading zero); anything else is the
  // route's (its 400, 404 or 304).
  app.keptAnswers.add((request) => {
    const { url } = request;
    if (!url.startsWith(PRODUCT_PATH)) return undefined;
    const written = url.slice(PRODUCT_PATH.length);
    const id = Number(written);
    if (!Number.isInteger(id) || id < 1 || String(id) !== written) return undefined;
    const held = products.heldProduct(id)?.product;
    return held && keptAnswerOf(request, held.body);
  });
  async function readProduct(request: FastifyRequest, reply: FastifyReply, id: number) {
    const cached = await products.product(id);
    if (!cached) throw notFound("Product not found", "product_not_found");
    return sendCached(request, reply, cached.body);
  }
  // A product page's loader: the cached body's JSON; an id that is not one, or no such product on
  // sale, asks the route (its 400 or 404).
  app.pageReads.add(/\/api\/products\/[^/?]+/, async (_request, url) => {
    const params = idParamsSchema.safeParse({ id: url.slice(PRODUCT_PATH.length) });
    if (!params.success) return undefined;
    return (await products.product(params.data.id))?.body.body.toString("utf8");
  });
}
