import { useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Button } from "@client/components/ui/button";
import { stripeFor } from "@client/lib/stripe-loader";
import { usePaymentOutcome, type TrialStart } from "./use-payment-outcome";
import type { BillingStep } from "./use-billing-step";

function PaymentForm({
  amount,
  trialOnly,
  trial,
  clientSecret,
  billing,
}: {
  amount: string;
  trialOnly: boolean;
  trial?: TrialStart | null;
  clientSecret: string;
  billing: BillingStep;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState("");
  const outcome = usePaymentOutcome(trialOnly ? trial : null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    if (!(await billing.check(true))) return;
    setProcessing(true);
    setCardError("");
    // The invoice's details are kept on the payment before Stripe takes the card.
    const refused = await billing.save(clientSecret);
    if (refused) {
      setProcessing(false);
      return outcome.failed(refused);
    }
    // On success Stripe sends the browser to /dashboard, which confirms the order. Only free
    // trials: a SetupIntent saves the card without a charge.
    const confirmParams = { return_url: `${window.location.origin}/dashboard` };
    const { error } = trialOnly
      ? await stripe.confirmSetup({ elements, confirmParams })
      : await stripe.confirmPayment({ elements, confirmParams });
    setProcessing(false);
    if (error) {
      const message = error.message ?? "The payment could not be completed.";
      // Said under the card and the focus taken there (issue 47); the spec's toast says it too.
      setCardError(message);
      elements.getElement("payment")?.focus();
      outcome.failed(message);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <PaymentElement />
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {cardError}
      </p>
      <Button type="submit" size="lg" disabled={!stripe || processing}>
        {processing
          ? "Processing..."
          : trialOnly
            ? `Start free trial — ${amount} due today`
            : `Pay now ${amount}`}
      </Button>
    </form>
  );
}

export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  amount,
  trialOnly = false,
  trial,
  billing,
}: {
  publishableKey: string;
  clientSecret: string;
  /** The total, shown on the button ("Pay now $53.99"). */
  amount: string;
  /** The secret is a SetupIntent's: only free trials, nothing charged today. */
  trialOnly?: boolean;
  /** A trial's first charge, said once it has started. */
  trial?: TrialStart | null;
  billing: BillingStep;
}) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: "stripe" } }}
    >
      <PaymentForm
        amount={amount}
        trialOnly={trialOnly}
        trial={trial}
        clientSecret={clientSecret}
        billing={billing}
      />
    </Elements>
  );
}
