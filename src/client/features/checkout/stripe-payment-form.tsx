import { useState, type FormEvent } from "react";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Button } from "@client/components/ui/button";
import { usePaymentOutcome } from "./use-payment-outcome";

const stripeLoads = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched once per key, and only on /checkout (this module is loaded lazily). */
function stripeFor(publishableKey: string) {
  let pending = stripeLoads.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey);
    stripeLoads.set(publishableKey, pending);
  }
  return pending;
}

function PaymentForm({ amount }: { amount: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const outcome = usePaymentOutcome();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    // On success Stripe sends the browser to /dashboard, which confirms the order.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
    });
    setProcessing(false);
    if (error) outcome.failed(error.message ?? "The payment could not be completed.");
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || processing}>
        {processing ? "Processing..." : `Pay now ${amount}`}
      </Button>
    </form>
  );
}

export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  amount,
}: {
  publishableKey: string;
  clientSecret: string;
  /** The total, shown on the button ("Pay now $53.99"). */
  amount: string;
}) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: "stripe" } }}
    >
      <PaymentForm amount={amount} />
    </Elements>
  );
}
