import { useQuery } from "@tanstack/react-query";
import type { Order } from "@shared/contracts/orders";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

/** GET /api/orders: the signed-in user's orders, newest first. */
const ordersContract = () => import("@shared/contracts/orders").then((m) => m.orderListSchema);
export const ORDERS_QUERY: PageQuery<Order[]> = { url: "/api/orders", contract: ordersContract };
export const ORDERS_KEY = [ORDERS_QUERY.url] as const;

export function useOrders() {
  return useQuery({ queryKey: ORDERS_KEY, queryFn: checkedQuery(ordersContract) });
}
