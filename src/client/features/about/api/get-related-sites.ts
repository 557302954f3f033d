import { useQuery } from "@tanstack/react-query";
import type { RelatedSite } from "@shared/contracts/related-sites";

export const RELATED_SITES_KEY = ["/api/related-sites"] as const;

export function useRelatedSites() {
  return useQuery<RelatedSite[]>({ queryKey: RELATED_SITES_KEY });
}
