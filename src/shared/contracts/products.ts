import { z } from "zod";
import {
  PRODUCT_CATEGORIES,
  PRODUCT_PAGE_MAX_LIMIT,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_TYPES,
} from "../products.js";
import { productFactsSchema } from "./product-facts.js";

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type { ProductCategory, ProductType } from "../products.js";

/** Spec section 3: a product as the API sends it; price is a decimal string ("49.99"). */
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
    .meta({ description: 'The unit shown next to the price, e.g. "per user / month"' }),
  firstYearCost: z.string().meta({
    description: "Decimal string: 12 months of a subscription, or the one-time price",
  }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * GET /api/products query. With none of these the answer is the spec's plain list; with any of
 * them it is one page of the search (decision 0052).
 */
export const productQuerySchema = z.object({
  q: z
    .string()
    .max(PRODUCT_SEARCH_MAX_LENGTH)
    .refine((q) => !q.includes("\u0000"), "must not contain a NUL character")
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
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe("The nextCursor of the previous page, as it was sent"),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** One page of products; nextCursor is null on the last page, total counts every match. */
export const productPageSchema = z.object({
  items: z.array(productSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
