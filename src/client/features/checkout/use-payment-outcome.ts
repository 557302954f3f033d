import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@client/lib/use-toast";
import { CART_KEY } from "@client/lib/cart/get-cart";
import { ORDERS_KEY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_KEY } from "@client/lib/orders/get-subscriptions";

/** Spec section 8: the success and failure toasts, and what changes after a purchase. */
export function usePaymentOutcome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    /** With the order's id the dashboard opens on its confirmation. */
    succeeded(orderId?: number) {
      toast({ title: "Payment Successful", description: "Thank you for your purchase!" });
      for (const key of [CART_KEY, ORDERS_KEY, SUBSCRIPTIONS_KEY])
        void queryClient.invalidateQueries({ queryKey: key });
      navigate(orderId ? `/dashboard?order=${orderId}` : "/dashboard");
    },
    failed(message: string) {
      toast({ title: "Payment Failed", description: message, variant: "destructive" });
    },
  };
}
