import { useQuery } from "@tanstack/react-query";
import { orderListSchema } from "@shared/contracts/orders";
import { checkedQuery } from "@client/lib/api-client";

export const ORDERS_KEY = ["/api/orders"] as const;

/** GET /api/orders: the signed-in user's orders, newest first. */
export function useOrders() {
  return useQuery({ queryKey: ORDERS_KEY, queryFn: checkedQuery(orderListSchema) });
}
