import { z } from "zod";
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from "../products.js";

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
