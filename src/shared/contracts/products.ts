import { z } from "zod";

export const PRODUCT_CATEGORIES = ["software", "templates", "saas"] as const;
export const PRODUCT_TYPES = ["one-time", "subscription"] as const;

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductCategory = z.infer<typeof productCategorySchema>;
export type ProductType = z.infer<typeof productTypeSchema>;

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

/** Shown when a product has no features of its own (spec section 3). */
export const DEFAULT_PRODUCT_FEATURES = [
  "Professional grade software",
  "24/7 customer support",
  "Regular updates included",
  "Secure cloud storage",
  "Multi-device access",
] as const;

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  software: "Software",
  templates: "Templates",
  saas: "SaaS",
};

/** The image shown when a product has none, or its own fails to load (spec section 3). */
export const CATEGORY_FALLBACK_IMAGES: Record<ProductCategory, string> = {
  software: "/images/categories/software.svg",
  templates: "/images/categories/templates.svg",
  saas: "/images/categories/saas.svg",
};

export function featuresOf(product: Pick<Product, "features">): readonly string[] {
  return product.features?.length ? product.features : DEFAULT_PRODUCT_FEATURES;
}
