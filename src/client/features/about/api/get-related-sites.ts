import { useQuery } from "@tanstack/react-query";
import { relatedSiteListSchema } from "@shared/contracts/related-sites";
import { checkedQuery } from "@client/lib/api-client";

export const RELATED_SITES_KEY = ["/api/related-sites"] as const;

export function useRelatedSites() {
  return useQuery({ queryKey: RELATED_SITES_KEY, queryFn: checkedQuery(relatedSiteListSchema) });
}
