import { z } from "zod";
import { inputText } from "./text.js";
import {
  PRODUCT_CATEGORIES,
  PRODUCT_COUNT_LIMIT,
  PRODUCT_FACET_COUNT_LIMIT,
  PRODUCT_PAGE_MAX_LIMIT,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_TYPES,
} from "../products.js";
import {
  COMPARE_MAX,
  FACET_LABELS,
  FACET_VALUES,
  FACETS,
  PRODUCT_SORTS,
  type Facet,
} from "../product-facts.js";
import { serialIdSchema } from "./common.js";
import { PRICE_BASES, PRICE_FILTER_MAX } from "../product-search.js";
import { productFactsSchema } from "./product-facts.js";
import { OFFER_TERMS, OFFER_UNITS } from "../offer.js";

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type { ProductCategory, ProductType } from "../products.js";

export const offerUnitSchema = z.enum(OFFER_UNITS, {
  error: `Unit must be one of ${OFFER_UNITS.join(", ")}`,
});
export const offerTermSchema = z.enum(OFFER_TERMS, {
  error: `Term must be one of ${OFFER_TERMS.join(", ")}`,
});

/** What the price counts and how long it buys (decision 0194; src/shared/offer.ts). */
export const offerSchema = z
  .strictObject(
    {
      unit: offerUnitSchema.meta({
        description: "What the price counts: per_firm, per_user (seats), per_client or per_return",
      }),
      term: offerTermSchema.meta({
        description:
          "How long it buys: perpetual, annual (a one-year licence renewing yearly), monthly (a subscription) or per_use",
      }),
    },
    { error: "Offer must be an object with unit and term" },
  )
  .meta({ description: "The product's offer: its price's unit and term" });

/**
 * Spec section 3: a product as the API sends it; price is a decimal string ("49.99"). `offer`
 * is added beside the spec's fields: the price is per `unit`, for `term`.
 */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  category: productCategorySchema,
  type: productTypeSchema,
  imageUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  stripePriceId: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  isActive: z.boolean(),
  offer: offerSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/**
 * One product with its fact sheet (GET /api/products/{id}, compare): the spec's product plus
 * `facts`, and two figures derived from price, type and facts so every reader shows the same.
 */
export const productDetailSchema = productSchema.extend({
  facts: productFactsSchema,
  priceUnit: z
    .string()
    .meta({ description: 'The words shown after the price, e.g. "/ user / month", "one-time"' }),
  firstYearCost: z.string().meta({
    description:
      "Decimal string, before tax, for one unit (one firm, user, client or return): 12 months of a subscription, one year of an annual licence, or the one-time price",
  }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * A facet filter: one value or several, comma-separated ("1040,1065") or the parameter repeated;
 * a product matches when it has any of them. A value outside the list is a 400 that names the
 * allowed values.
 */
function facetFilter(facet: Facet) {
  const allowed = FACET_VALUES[facet];
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx) => {
      const values = [
        ...new Set(
          (Array.isArray(value) ? value : [value])
            .flatMap((v) => v.split(","))
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      const bad = values.filter((v) => !allowed.includes(v));
      if (bad.length || values.length === 0) {
        ctx.addIssue({
          code: "custom",
          message: `${bad.length ? `${bad.map((v) => JSON.stringify(v)).join(", ")} is not allowed` : "is empty"}; allowed values: ${allowed.join(", ")}`,
        });
        return z.NEVER;
      }
      return values;
    })
    .optional()
    .describe(`${FACET_LABELS[facet]}: any of ${allowed.join(", ")} (comma-separated)`);
}

export const productFacetFiltersSchema = z.object({
  service: facetFilter("service"),
  pricingModel: facetFilter("pricingModel"),
  deployment: facetFilter("deployment"),
  integration: facetFilter("integration"),
  form: facetFilter("form"),
  firmSize: facetFilter("firmSize"),
});
export type ProductFacetFilters = z.output<typeof productFacetFiltersSchema>;

const wholeDollars = (what: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be a whole number of dollars from 0 to ${PRICE_FILTER_MAX}`)
    .transform(Number)
    .optional()
    .describe(`${what}, in whole dollars`);

/**
 * The price and trial filters (decision 0230): priceBasis keeps offers of one kind, compared by
 * src/shared/offer.ts's figures for one unit: "month" those that charge again (monthly
 * subscriptions, annual licences) by their monthly figure, "once" those paid once by their price.
 */
export const productPriceFiltersSchema = z.object({
  priceBasis: z
    .enum(PRICE_BASES, { error: `must be one of ${PRICE_BASES.join(", ")}` })
    .optional()
    .describe(
      "month: offers that charge again (monthly, annual), by their monthly figure; once: offers paid once, by their price",
    ),
  minPrice: wholeDollars("The lowest price (monthly figure or one-off price)"),
  maxPrice: wholeDollars("The highest price (monthly figure or one-off price)"),
  trial: z
    .enum(["true"], { error: 'must be "true"' })
    .optional()
    .describe("true: only products that start with a free trial"),
});

/** A price range needs its basis, and its lowest price may not pass its highest. */
export function checkPriceRange(
  query: { priceBasis?: string; minPrice?: number; maxPrice?: number },
  ctx: z.RefinementCtx,
) {
  if ((query.minPrice !== undefined || query.maxPrice !== undefined) && !query.priceBasis) {
    ctx.addIssue({
      code: "custom",
      path: ["priceBasis"],
      message: `is required with minPrice or maxPrice: one of ${PRICE_BASES.join(", ")}`,
    });
  }
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  ) {
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "must not be below minPrice" });
  }
}

/**
 * GET /api/products query. With none of these the answer is the spec's plain list; with any of
 * them it is one page of the search (decision 0052), filtered by facets, price and trial and
 * sorted (0121, 0230).
 */
const productListingFieldsSchema = productFacetFiltersSchema
  .extend(productPriceFiltersSchema.shape)
  .extend({
    q: inputText()
      .max(PRODUCT_SEARCH_MAX_LENGTH)
      .optional()
      .describe(
        "Words to find in the name or description, ranked (name matches first); websearch syntax: quotes, or, -word",
      ),
    category: productCategorySchema.optional().describe("Only products of this category"),
    limit: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, `must be a whole number from 1 to ${PRODUCT_PAGE_MAX_LIMIT}`)
      .transform(Number)
      .refine(
        (limit) => limit <= PRODUCT_PAGE_MAX_LIMIT,
        `must be a whole number from 1 to ${PRODUCT_PAGE_MAX_LIMIT}`,
      )
      .optional()
      .describe(`Products per page, 1 to ${PRODUCT_PAGE_MAX_LIMIT} (default ${PRODUCT_PAGE_SIZE})`),
    cursor: inputText()
      .max(400)
      .optional()
      .describe("The nextCursor of the previous page, as it was sent"),
    sort: z
      .enum(PRODUCT_SORTS, {
        error: `must be one of ${PRODUCT_SORTS.join(", ")}`,
      })
      .optional()
      .describe(
        "relevance (the default: ranked when q is given, else the plain list's order), price_asc, price_desc or name",
      ),
  });
export const productQuerySchema = productListingFieldsSchema.superRefine(checkPriceRange);
export type ProductQuery = z.input<typeof productQuerySchema>;

/**
 * One page of products; nextCursor is null on the last page. total counts the matches up to
 * PRODUCT_COUNT_LIMIT; totalIsExact is false when more match (total is then the limit).
 */
export const productPageSchema = z.object({
  items: z.array(productSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  totalIsExact: z
    .boolean()
    .describe(
      `False when more than ${PRODUCT_COUNT_LIMIT} products match: total is then ${PRODUCT_COUNT_LIMIT}`,
    ),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /api/products/facets: the same filters as a page, without paging. */
const productFacetFieldsSchema = productListingFieldsSchema.pick({
  q: true,
  category: true,
  priceBasis: true,
  minPrice: true,
  maxPrice: true,
  trial: true,
  ...Object.fromEntries(FACETS.map((f) => [f, true])),
} as {
  q: true;
  category: true;
  priceBasis: true;
  minPrice: true;
  maxPrice: true;
  trial: true;
} & Record<Facet, true>);
export const productFacetQuerySchema = productFacetFieldsSchema.superRefine(checkPriceRange);

export const facetCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z
    .number()
    .int()
    .nullable()
    .describe("How many products have it; null when the counts are not exact and some do"),
});
/**
 * Counts per facet value over the products that match the search, the category and every other
 * facet's filter (a facet's own selection does not narrow its own counts, so a shopper can add
 * a second value).
 */
export const productFacetsSchema = z.object({
  total: z
    .number()
    .int()
    .nullable()
    .describe("How many products pass every filter; null when the counts are not exact"),
  countsAreExact: z
    .boolean()
    .describe(
      `False when more than ${PRODUCT_FACET_COUNT_LIMIT} products are counted over: the values of the first ${PRODUCT_FACET_COUNT_LIMIT} (in catalogue order) then have a null count, the others 0`,
    ),
  facets: z.object(
    Object.fromEntries(FACETS.map((f) => [f, z.array(facetCountSchema)])) as Record<
      Facet,
      z.ZodArray<typeof facetCountSchema>
    >,
  ),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /api/products/suggestions: the search that found nothing, with the same filters. */
export const productSuggestionsQuerySchema = productFacetFieldsSchema
  .extend({
    q: inputText().max(PRODUCT_SEARCH_MAX_LENGTH).describe("The search that found nothing"),
  })
  .superRefine(checkPriceRange);

/**
 * What the empty state of a search offers: a search that finds something ("Did you mean …"),
 * and the facet values most like the search, with how many products have them.
 */
export const productSuggestionsSchema = z.object({
  didYouMean: z
    .object({ search: z.string(), total: z.number().int() })
    .nullable()
    .describe("A search that finds products, with how many; null when there is none to offer"),
  facets: z.array(
    z.object({
      facet: z.enum(FACETS),
      value: z.string(),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
});
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;

/** GET /api/products/compare?ids=1,2,3 */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: "is required: up to 3 product ids, comma-separated" })
    .transform((text, ctx) => {
      const parts = text.split(",").map((part) => part.trim());
      const ids: number[] = [];
      for (const part of parts) {
        const id = serialIdSchema.safeParse(part);
        if (!id.success) {
          ctx.addIssue({ code: "custom", message: `${JSON.stringify(part)} is not a product id` });
          return z.NEVER;
        }
        if (!ids.includes(id.data)) ids.push(id.data);
      }
      if (ids.length > COMPARE_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `compare holds at most ${COMPARE_MAX} products (got ${ids.length})`,
        });
        return z.NEVER;
      }
      return ids;
    })
    .describe(`1 to ${COMPARE_MAX} product ids, comma-separated, in the order to show them`),
});

export const comparisonSchema = z.object({ items: z.array(productDetailSchema) });
export type Comparison = z.infer<typeof comparisonSchema>;
