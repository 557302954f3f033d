import { useQuery } from "@tanstack/react-query";
import { firmListSchema, firmSchema, type FirmSummary } from "@shared/contracts/firms";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

export const FIRMS_QUERY: PageQuery<FirmSummary[]> = {
  url: "/api/firms",
  contract: () => Promise.resolve(firmListSchema),
};
export const FIRMS_KEY = [FIRMS_QUERY.url] as const;
export const firmKey = (firmId: number) => [`/api/firms/${firmId}`] as const;

/** GET /api/firms: the firms the signed-in person belongs to, with their role in each. */
export function useFirms() {
  return useQuery({ queryKey: FIRMS_KEY, queryFn: checkedQuery(firmListSchema) });
}

/** GET /api/firms/{id}: one firm, its members, and (for owners) its pending invitations. */
export function useFirm(firmId: number | undefined) {
  return useQuery({
    queryKey: firmKey(firmId ?? 0),
    queryFn: checkedQuery(firmSchema),
    enabled: firmId !== undefined,
  });
}
