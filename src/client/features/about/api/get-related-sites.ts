import { useQuery } from "@tanstack/react-query";
import type { RelatedSite } from "@shared/contracts/related-sites";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

const relatedSitesContract = () =>
  import("@shared/contracts/related-sites").then((m) => m.relatedSiteListSchema);

/** GET /api/related-sites: the partners the About page lists. */
export const RELATED_SITES_QUERY: PageQuery<RelatedSite[]> = {
  url: "/api/related-sites",
  contract: relatedSitesContract,
};
export const RELATED_SITES_KEY = [RELATED_SITES_QUERY.url] as const;

export function useRelatedSites() {
  return useQuery({ queryKey: RELATED_SITES_KEY, queryFn: checkedQuery(relatedSitesContract) });
}
