import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { formatPrice } from "@shared/money";
import { toast } from "@client/lib/use-toast";
import { useLocalDates } from "@client/lib/local-date";
import { CART_KEY } from "@client/lib/cart/get-cart";
import { ORDERS_KEY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_KEY } from "@client/lib/orders/get-subscriptions";

/** A checkout that only starts a free trial: its first charge, tax included. */
export interface TrialStart {
  firstChargeDate: string;
  firstChargeAmount: string;
}

/**
 * Spec section 8: the success and failure toasts, and what changes after a purchase. A checkout
 * that charges nothing today (a free trial) says "Trial started" with its first charge instead
 * of the spec's "Payment Successful", which stays for payments that charge (issue 47).
 */
export function usePaymentOutcome(trial?: TrialStart | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { date } = useLocalDates();
  return {
    /** With the order's id the dashboard opens on its confirmation. */
    succeeded(orderId?: number) {
      if (trial)
        toast({
          title: "Trial started",
          description: `Nothing is charged today. Your first charge of ${formatPrice(trial.firstChargeAmount)} is on ${date(trial.firstChargeDate)}.`,
        });
      else toast({ title: "Payment Successful", description: "Thank you for your purchase!" });
      for (const key of [CART_KEY, ORDERS_KEY, SUBSCRIPTIONS_KEY])
        void queryClient.invalidateQueries({ queryKey: key });
      navigate(orderId ? `/dashboard?order=${orderId}` : "/dashboard");
    },
    failed(message: string) {
      toast({ title: "Payment Failed", description: message, variant: "destructive" });
    },
  };
}
