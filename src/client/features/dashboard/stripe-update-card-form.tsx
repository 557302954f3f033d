import { useEffect, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { subscriptionSchema, type Subscription } from "@shared/contracts/orders";
import { paymentIntentSchema } from "@shared/contracts/payments";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { apiJson, failureMessage } from "@client/lib/api-client";
import { cardUpdatedToast, saveCardLabel } from "./card-updated-toast";
import { ORDERS_KEY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_KEY } from "@client/lib/orders/get-subscriptions";
import { stripeFor } from "@client/lib/stripe-loader";

/**
 * Stripe mode's "Update card" (decisions 0092, 0094): a SetupIntent for the subscription, the
 * Stripe Payment Element to enter the card, then the server saves it (and a past_due
 * subscription's open invoice is paid with it). A bank that asks for 3-D Secure sends the browser
 * back to /dashboard?card_update=…, where useStripeReturn finishes the same way.
 */
export default function StripeUpdateCardForm({
  publishableKey,
  subscription,
  onDone,
}: {
  publishableKey: string;
  subscription: Subscription;
  onDone: () => void;
}) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Stripe.js comes from Stripe's servers: if it cannot load, say so instead of an empty form.
    Promise.all([
      stripeFor(publishableKey).then((stripe) => {
        if (!stripe) throw new Error("Stripe.js did not load");
      }),
      apiJson("POST", `/api/subscriptions/${subscription.id}/card/setup`, paymentIntentSchema, {}),
    ])
      .then(([, opened]) => live && setClientSecret(opened.clientSecret))
      .catch(
        (err: unknown) =>
          live &&
          setError(
            failureMessage(
              err,
              "The card form could not load. Check your connection and try again.",
            ),
          ),
      );
    return () => {
      live = false;
    };
  }, [publishableKey, subscription.id]);

  if (error)
    return (
      <p role="alert" className="rounded-md border p-3 text-sm text-destructive">
        {error}
      </p>
    );
  if (!clientSecret) return <Skeleton className="h-32 w-full" aria-label="Opening the card form" />;
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: "stripe" } }}
    >
      <CardForm subscription={subscription} onDone={onDone} />
    </Elements>
  );
}

function CardForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (setupIntent: string) =>
      apiJson("POST", `/api/subscriptions/${subscription.id}/card/confirm`, subscriptionSchema, {
        setupIntent,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setError(null);
    const { error: refused, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: "if_required",
      confirmParams: {
        return_url: `${window.location.origin}/dashboard?card_update=${subscription.id}`,
      },
    });
    if (refused || !setupIntent) {
      setProcessing(false);
      return setError(refused?.message ?? "The card could not be saved.");
    }
    confirm.mutate(setupIntent.id, {
      onSuccess: (updated) => {
        cardUpdatedToast(updated, subscription.product.name);
        onDone();
      },
      onError: (err) => setError(failureMessage(err, "The card could not be saved.")),
      onSettled: () => setProcessing(false),
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2 rounded-md border p-3">
      <PaymentElement />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={!stripe || processing}>
        {saveCardLabel(subscription, processing)}
      </Button>
    </form>
  );
}
