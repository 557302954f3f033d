import { useQuery } from "@tanstack/react-query";
import type { Order } from "@shared/contracts/orders";

export const ORDERS_KEY = ["/api/orders"] as const;

/** GET /api/orders: the signed-in user's orders, newest first. */
export function useOrders() {
  return useQuery<Order[]>({ queryKey: ORDERS_KEY });
}
