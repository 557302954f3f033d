import { useQuery } from "@tanstack/react-query";
import type { Subscription } from "@shared/contracts/orders";

export const SUBSCRIPTIONS_KEY = ["/api/subscriptions"] as const;

/** GET /api/subscriptions: the signed-in user's subscriptions, newest first. */
export function useSubscriptions() {
  return useQuery<Subscription[]>({ queryKey: SUBSCRIPTIONS_KEY });
}
