import { useQuery } from "@tanstack/react-query";
import { relatedSiteListSchema, type RelatedSite } from "@shared/contracts/related-sites";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

/** GET /api/related-sites: the partners the About page lists. */
export const RELATED_SITES_QUERY: PageQuery<RelatedSite[]> = {
  url: "/api/related-sites",
  contract: async () => relatedSiteListSchema,
};
export const RELATED_SITES_KEY = [RELATED_SITES_QUERY.url] as const;

export function useRelatedSites() {
  return useQuery({ queryKey: RELATED_SITES_KEY, queryFn: checkedQuery(relatedSiteListSchema) });
}
