import { useQuery } from "@tanstack/react-query";
import type { Subscription } from "@shared/contracts/orders";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

/** GET /api/subscriptions: the signed-in user's subscriptions, newest first. */
const subscriptionsContract = () =>
  import("@shared/contracts/orders").then((m) => m.subscriptionListSchema);
export const SUBSCRIPTIONS_QUERY: PageQuery<Subscription[]> = {
  url: "/api/subscriptions",
  contract: subscriptionsContract,
};
export const SUBSCRIPTIONS_KEY = [SUBSCRIPTIONS_QUERY.url] as const;

export function useSubscriptions() {
  return useQuery({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: checkedQuery(subscriptionsContract),
  });
}
