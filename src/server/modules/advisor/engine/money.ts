import type { ProductType } from "../../../../shared/products.js";

/**
 * What a product costs a firm per month, in cents: a subscription's price, or a one-time price
 * spread over 12 months (rounded up to the cent), so the two compare against a monthly budget.
 */
export function monthlyCents(priceCents: number, type: ProductType): number {
  return type === "subscription" ? priceCents : Math.ceil(priceCents / 12);
}
