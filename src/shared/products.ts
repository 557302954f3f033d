/**
 * Product facts both sides need, kept free of zod so the browser's first view does not load it
 * (the schemas live in contracts/products.ts).
 */
export const PRODUCT_CATEGORIES = ["software", "templates", "saas"] as const;
export const PRODUCT_TYPES = ["one-time", "subscription"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];

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

export function featuresOf(product: { features: string[] | null }): readonly string[] {
  return product.features?.length ? product.features : DEFAULT_PRODUCT_FEATURES;
}

/**
 * Paging of GET /api/products (decision 0052): a page holds PRODUCT_PAGE_SIZE products unless
 * `limit` asks for another size, never more than PRODUCT_PAGE_MAX_LIMIT.
 */
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_MAX_LIMIT = 100;
/**
 * A listing counts its matches up to PRODUCT_COUNT_LIMIT ("1,000+ products" past it), and its
 * facet values' products over up to PRODUCT_FACET_COUNT_LIMIT candidates (decision 0230).
 */
export const PRODUCT_COUNT_LIMIT = 1000;
export const PRODUCT_FACET_COUNT_LIMIT = 1000;
/** Longer search text is refused: nobody types it, and it only costs the database. */
export const PRODUCT_SEARCH_MAX_LENGTH = 200;
