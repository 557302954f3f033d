import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { apiRequest, failureMessage } from "@client/lib/api-client";
import { toast } from "@client/lib/use-toast";
import { CART_KEY } from "@client/lib/cart/get-cart";
import { ORDERS_KEY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_KEY } from "@client/lib/orders/get-subscriptions";

/**
 * Stripe sends the buyer back to /dashboard?payment_intent=…&redirect_status=…. Ask the server to
 * confirm with Stripe (so the order shows even before the webhook lands), toast, and tidy the URL.
 */
export function useStripeReturn() {
  const [params] = useSearchParams();
  const { pathname: location } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  // confirmSetup (a free-trial-only checkout) returns with setup_intent instead.
  const paymentIntent = params.get("payment_intent") ?? params.get("setup_intent");
  const status = params.get("redirect_status");

  // Stripe mode's card update after a bank's 3-D Secure step (stripe-update-card-form.tsx).
  const cardUpdate = params.get("card_update");

  useEffect(() => {
    if (!paymentIntent || handled.current) return;
    handled.current = true;
    navigate(location, { replace: true });
    if (cardUpdate && /^\d+$/.test(cardUpdate)) {
      if (status !== "succeeded") {
        toast({
          title: "Error",
          description: "The card could not be saved.",
          variant: "destructive",
        });
        return;
      }
      apiRequest("POST", `/api/subscriptions/${cardUpdate}/card/confirm`, {
        setupIntent: paymentIntent,
      })
        .then(() => toast({ title: "Card Updated", description: "Renewals use the new card." }))
        .catch((error: unknown) =>
          toast({
            title: "Error",
            description: failureMessage(error, "The card could not be saved."),
            variant: "destructive",
          }),
        )
        .finally(() => {
          for (const key of [ORDERS_KEY, SUBSCRIPTIONS_KEY])
            void queryClient.invalidateQueries({ queryKey: key });
        });
      return;
    }
    if (status !== "succeeded") {
      toast({
        title: "Payment Failed",
        description: "The payment was not completed.",
        variant: "destructive",
      });
      return;
    }
    apiRequest("POST", "/api/payments/refresh", { paymentIntent })
      .catch((error) => console.error("Could not confirm the payment", error))
      .finally(() => {
        // A SetupIntent comes back from a checkout of free trials only: nothing was paid.
        toast(
          params.has("setup_intent")
            ? {
                title: "Trial started",
                description:
                  "Nothing is charged today. Subscriptions shows when the first charge comes.",
              }
            : { title: "Payment Successful", description: "Thank you for your purchase!" },
        );
        for (const key of [CART_KEY, ORDERS_KEY, SUBSCRIPTIONS_KEY])
          void queryClient.invalidateQueries({ queryKey: key });
      });
  }, [paymentIntent, status, cardUpdate, location, navigate, queryClient, params]);
}
