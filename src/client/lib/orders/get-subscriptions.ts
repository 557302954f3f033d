import { useQuery } from "@tanstack/react-query";
import { subscriptionListSchema } from "@shared/contracts/orders";
import { checkedQuery } from "@client/lib/api-client";

export const SUBSCRIPTIONS_KEY = ["/api/subscriptions"] as const;

/** GET /api/subscriptions: the signed-in user's subscriptions, newest first. */
export function useSubscriptions() {
  return useQuery({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: checkedQuery(subscriptionListSchema),
  });
}
