import { useState, type FormEvent } from "react";
import FlaskConical from "lucide-react/icons/flask-conical";
import { formatCardNumber, testCardErrors, type CardField } from "@shared/test-cards";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { failureMessage, hasErrorCode } from "@client/lib/api-client";
import { usePayWithTestCard } from "./api/pay-with-test-card";
import { usePaymentOutcome, type TrialStart } from "./use-payment-outcome";
import type { BillingStep } from "./use-billing-step";

const FIELDS: {
  name: CardField;
  label: string;
  /** Read by screen readers only; the placeholder shows it on screen. */
  hint?: string;
  /** A hint of the shape to type, never a value that looks filled in (issue 47). */
  placeholder: string;
  autoComplete: string;
  inputMode: "numeric" | "text";
}[] = [
  {
    name: "cardNumber",
    label: "Card number",
    placeholder: "16 digits",
    autoComplete: "cc-number",
    inputMode: "numeric",
  },
  {
    name: "expiry",
    label: "Expiry",
    hint: "(MM/YY)",
    placeholder: "MM/YY",
    autoComplete: "cc-exp",
    inputMode: "numeric",
  },
  {
    name: "cvc",
    label: "CVC",
    placeholder: "3 digits",
    autoComplete: "cc-csc",
    inputMode: "numeric",
  },
];

/** PAYMENTS=test: an offline card form in place of Stripe's Payment Element, following Stripe's test cards. */
export function TestCardForm({
  clientSecret,
  amount,
  trialOnly = false,
  trial,
  billing,
}: {
  clientSecret: string;
  amount: string;
  /** Checkout's billing details: checked with the card, saved on the payment before it is paid. */
  billing: BillingStep;
  /** Only free trials: the card is saved, nothing is charged today. */
  trialOnly?: boolean;
  /** A trial's first charge, said once it has started. */
  trial?: TrialStart | null;
}) {
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const pay = usePayWithTestCard();
  const outcome = usePaymentOutcome(trialOnly ? trial : null);

  const [savingBilling, setSavingBilling] = useState(false);
  const busy = pay.isPending || savingBilling;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errors = testCardErrors(card);
    setFieldErrors(errors);
    // Every error shows at once; the first bad field, in the page's order, gets the focus.
    const billingComplete = await billing.check(true);
    const first = FIELDS.find((field) => errors[field.name]);
    if (first && billingComplete)
      document.querySelector<HTMLInputElement>(`input[name="${first.name}"]`)?.focus();
    if (first || !billingComplete) return;
    setSavingBilling(true);
    const refused = await billing.save(clientSecret);
    setSavingBilling(false);
    if (refused) return outcome.failed(refused);
    pay.mutate(
      { clientSecret, ...card },
      {
        onSuccess: ({ orderId }) => outcome.succeeded(orderId),
        onError: (error) => {
          const message = failureMessage(error, "The payment could not be completed.");
          // A decline or a refused card is said at the card itself, where the eye and the focus
          // are (issue 47); the spec's toast says it too.
          if (hasErrorCode(error, "payment_declined", "card_invalid")) {
            setFieldErrors({ cardNumber: message });
            document.querySelector<HTMLInputElement>('input[name="cardNumber"]')?.focus();
          }
          outcome.failed(message);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {trialOnly ? (
        <p className="text-sm text-muted-foreground">
          Your card is saved for when the trial ends. Nothing is charged today.
        </p>
      ) : null}
      <div
        className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        role="note"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Test mode — no real charge</p>
          <p>
            Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline, with any future
            expiry and any 3-digit CVC. 4000 0000 0000 0341 can start a trial but its later charges
            are declined.
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        {FIELDS.map((field) => {
          const error = fieldErrors[field.name];
          return (
            <label key={field.name} className="grid gap-1.5 text-sm font-medium">
              <span>
                {field.label}
                {field.hint ? <span className="sr-only"> {field.hint}</span> : null}
              </span>
              <Input
                name={field.name}
                value={card[field.name]}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${field.name}-error` : undefined}
                onChange={(e) => {
                  const value =
                    field.name === "cardNumber" ? formatCardNumber(e.target.value) : e.target.value;
                  setCard((current) => ({ ...current, [field.name]: value }));
                }}
              />
              {/* Announced as it appears: the field's own message, read with the field too. */}
              <span
                id={`${field.name}-error`}
                role="alert"
                className="text-sm font-normal text-destructive empty:hidden"
              >
                {error}
              </span>
            </label>
          );
        })}
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy
          ? "Processing..."
          : trialOnly
            ? `Start free trial — ${amount} due today`
            : `Pay now ${amount}`}
      </Button>
    </form>
  );
}
