import { useQuery } from "@tanstack/react-query";
import type { PageQuery } from "@shared/contracts/page-render";
import type { ProductPage } from "@shared/contracts/products";
import { DEMO_TRIAL_PRODUCTS_URL } from "@shared/constants";

/** GET /api/products?category=saas: the SaaS page the demo's Start Free Trial link is built from. */
export const TRIAL_PRODUCTS_QUERY: PageQuery<ProductPage> = {
  url: DEMO_TRIAL_PRODUCTS_URL,
  contract: () => import("@shared/contracts/products").then((m) => m.productPageSchema),
};

export function useTrialProducts() {
  return useQuery<ProductPage>({ queryKey: [TRIAL_PRODUCTS_QUERY.url] });
}
