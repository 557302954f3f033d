import { z } from "zod";
import { formatCount } from "../format-count.js";
import { inputText } from "./text.js";
import { centsToDecimal, parseCents } from "../money.js";
import { productFactsSchema } from "./product-facts.js";
import { pageSchema, pagingFields } from "./admin-orders.js";
import {
  checkPriceRange,
  offerSchema,
  productCategorySchema,
  productDetailSchema,
  productPriceFiltersSchema,
  productTypeSchema,
} from "./products.js";
import { offerTypeProblem } from "../offer.js";

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_FEATURES_MAX = 30;
export const PRODUCT_FEATURE_MAX = 200;
export const PRODUCT_LINK_MAX = 2048;
/** products.price is numeric(10,2): eight digits before the point. */
export const PRODUCT_PRICE_MAX = "99999999.99";

/** Text that must be there after trimming, with a limit a person can read in the message. */
function requiredText(label: string, max: number) {
  return inputText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${formatCount(max)} characters`);
}

const PRICE_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * A price as a decimal string ("49.99") or a JSON number (49.99): at least 0, at most 2 decimals.
 * Stored and sent back as the decimal string of its cents, so no float ever holds it.
 */
export const productPriceSchema = z
  .union([inputText(), z.number()], { error: "Price is required" })
  .transform((value, ctx) => {
    // String(49.99) is "49.99"; a float with more digits (0.1 + 0.2) shows them and is refused.
    const text = typeof value === "number" ? String(value) : value.trim();
    const problem = !PRICE_TEXT.test(text)
      ? text === ""
        ? "Price is required"
        : "Price must be a number such as 49.99"
      : text.startsWith("-")
        ? "Price must be 0 or more"
        : /\.\d{3,}$/.test(text)
          ? "Price can have at most 2 decimals"
          : parseCents(text) > parseCents(PRODUCT_PRICE_MAX)
            ? `Price must be at most ${PRODUCT_PRICE_MAX}`
            : undefined;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return centsToDecimal(parseCents(text));
  })
  .meta({ description: 'Decimal string or number, >= 0, at most 2 decimals ("49.99")' });

/** A path on this site: one leading slash (two would be another host), no spaces or backslashes. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
/** "http(s)://host..." written out in full, with no spaces; the URL parser has the last word. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;
const webUrl = z.url({ protocol: /^https?$/ });

function isLink(text: string): boolean {
  return SITE_PATH.test(text) || (WEB_ADDRESS.test(text) && webUrl.safeParse(text).success);
}

const SERVER_ROUTE = /^\/(api|healthz|readyz)(\/|$)/i;

/**
 * Is this path one of the server's own routes, as a browser would resolve it ("/./api/x",
 * "/%61pi/x")? An image there makes every viewer's browser call it (GET /api/logout signs out).
 */
function isServerRoute(link: string): boolean {
  if (!SITE_PATH.test(link)) return false;
  try {
    const { pathname } = new URL(link, "http://site.invalid");
    return SERVER_ROUTE.test(decodeURIComponent(pathname));
  } catch {
    return true; // a path the URL parser or decoder cannot read is no image
  }
}

/** An http(s) address or a path on this site ("/images/x.svg"), or null for none. */
function linkSchema(label: string, options: { serverRoutes: boolean } = { serverRoutes: true }) {
  return inputText({ error: `${label} must be text or null` })
    .trim()
    .max(PRODUCT_LINK_MAX, `${label} must be at most ${PRODUCT_LINK_MAX} characters`)
    .refine(isLink, `${label} must be an http(s) URL or a path on this site starting with "/"`)
    .refine(
      (link) => options.serverRoutes || !isServerRoute(link),
      `${label} cannot point at the site's own /api/ routes`,
    )
    .nullable()
    .default(null)
    .meta({
      description: 'An http(s) URL or a path on this site starting with "/"; null for none',
    });
}

export const STRIPE_PRICE_ID = /^price_[A-Za-z0-9]{1,200}$/;

export const adminProductFields = {
  name: requiredText("Name", PRODUCT_NAME_MAX),
  description: requiredText("Description", PRODUCT_DESCRIPTION_MAX),
  price: productPriceSchema,
  category: z.enum(productCategorySchema.options, {
    error: "Category must be software, templates or saas",
  }),
  type: z.enum(productTypeSchema.options, { error: "Type must be one-time or subscription" }),
  imageUrl: linkSchema("Image URL", { serverRoutes: false }),
  downloadUrl: linkSchema("Download URL"),
  stripePriceId: inputText({ error: "Stripe price ID must be text or null" })
    .trim()
    .regex(STRIPE_PRICE_ID, 'Stripe price ID must look like "price_1AbC..."')
    .nullable()
    .default(null),
  features: z
    .array(
      inputText({ error: "Each feature must be text" })
        .trim()
        .min(1, "A feature cannot be empty")
        .max(PRODUCT_FEATURE_MAX, `A feature must be at most ${PRODUCT_FEATURE_MAX} characters`),
      { error: "Features must be a list of text" },
    )
    .max(PRODUCT_FEATURES_MAX, `At most ${PRODUCT_FEATURES_MAX} features`)
    .nullable()
    .default(null),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  /**
   * The fact sheet (decision 0120). Left out of a create it is all unknown; left out of a PUT the
   * stored sheet stays, so a client that only knows the spec's fields cannot erase it.
   */
  facts: productFactsSchema.optional(),
  /**
   * The offer (decision 0194): the price's unit and term. Left out of a create it is one price
   * for the firm (monthly for a subscription, perpetual otherwise); left out of a PUT the stored
   * offer stays (its term follows a changed type). A term must agree with the type: only a
   * subscription is monthly.
   */
  offer: offerSchema.optional(),
};

/**
 * The body of POST /api/admin/products and PUT /api/admin/products/{id}: the whole product
 * (a PUT replaces it; optional fields left out take their defaults, except facts, which a PUT
 * keeps). Unknown fields are refused.
 */
export const adminProductBodySchema = z
  .strictObject(adminProductFields)
  .superRefine((body, ctx) => {
    const problem = body.offer ? offerTypeProblem(body.type, body.offer) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["offer", "term"], message: problem });
  });

/** What a client sends (price may be a number; optional fields may be left out). */
export type AdminProductInput = z.input<typeof adminProductBodySchema>;
/** What the server stores. */
export type AdminProductBody = z.output<typeof adminProductBodySchema>;

/** The admin product list's page size: 20 rows, with their images, fit one screen's scroll. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const ADMIN_PRODUCT_STATUSES = ["active", "inactive"] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

/**
 * GET /api/admin/products/page: the admin's search (the store's search, decision 0230, over
 * products on sale or not; "#12" is product 12), category, status, price and trial filters, and
 * the page. Newest first.
 */
export const adminProductsQuerySchema = z
  .strictObject({
    q: z.string().trim().max(200, "q must be at most 200 characters").optional().meta({
      description:
        "The store's search (words, their beginnings, synonyms, near spellings) over products on sale or not; #id finds one product",
    }),
    ...productPriceFiltersSchema.shape,
    category: z
      .enum(productCategorySchema.options, {
        error: "category must be software, templates or saas",
      })
      .optional(),
    status: z
      .enum(ADMIN_PRODUCT_STATUSES, { error: "status must be active or inactive" })
      .optional(),
    page: pagingFields.page,
    pageSize: pagingFields.pageSize.default(ADMIN_PRODUCTS_PAGE_SIZE),
  })
  .superRefine(checkPriceRange);
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

/** The whole catalogue's counts, whatever the filter: the admin dashboard's stat cards. */
export const catalogueCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  software: z.number().int(),
  saas: z.number().int(),
});
export type CatalogueCounts = z.infer<typeof catalogueCountsSchema>;

/** One page of the admin list (page is the one answered: past the end, the last) and the counts. */
export function adminProductPageOf<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ catalogue: catalogueCountsSchema });
}
export const adminProductPageSchema = adminProductPageOf(productDetailSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
