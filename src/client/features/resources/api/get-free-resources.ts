import { useQuery } from "@tanstack/react-query";
import type { FreeResource } from "@shared/contracts/free-resources";
import type { PageQuery } from "@shared/contracts/page-render";

/** GET /api/free-resources: every resource (the page searches and filters them itself). */
export const FREE_RESOURCES_QUERY: PageQuery<FreeResource[]> = {
  url: "/api/free-resources",
  contract: () => import("@shared/contracts/free-resources").then((m) => m.freeResourceListSchema),
};
export const FREE_RESOURCES_KEY = [FREE_RESOURCES_QUERY.url] as const;

export function useFreeResources() {
  // Unchecked on purpose: a first-view page keeps zod out (decision 0083).
  return useQuery<FreeResource[]>({ queryKey: FREE_RESOURCES_KEY });
}
