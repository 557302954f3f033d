import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import LoaderCircle from "lucide-react/icons/loader-circle";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Lock from "lucide-react/icons/lock";
import { formatPrice, parseCents } from "@shared/money";
import { productCheckoutOf } from "@shared/sign-in";
import { legalSectionPath, TERMS } from "@shared/legal-documents";
import { buttonClass } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/lib/use-toast";
import { useCart } from "@client/lib/cart/get-cart";
import { usePublicConfig } from "@client/lib/use-public-config";
import { failureMessage } from "@client/lib/api-client";
import { useCreatePaymentIntent } from "./api/create-payment-intent";
import { useCheckoutQuote } from "./api/get-checkout-quote";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentNotAvailable } from "./payment-not-available";
import { TestCardForm } from "./test-card-form";
import { BillingDetailsCard } from "./billing-details-card";
import { useBillingStep } from "./use-billing-step";
import type { CheckoutQuote } from "@shared/contracts/payments";
import type { TrialStart } from "./use-payment-outcome";
import { cartLines, isTrialOnly, quotedLines } from "./checkout-lines";

const trialStartOf = (line: CheckoutQuote["lines"][number]): TrialStart => ({
  firstChargeDate: line.firstChargeDate!,
  firstChargeAmount: line.firstChargeAmount!,
});
import { BuyingFor } from "@client/components/buying-for";
import { useBuyer } from "@client/lib/cart/buyer";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

function Initializing() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Initializing payment...
    </p>
  );
}

/** What paying agrees to, and where the refund promise is written (issue 47). */
function TermsNote({ trial }: { trial: boolean }) {
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      {trial ? "By starting your trial" : "By paying"} you agree to our{" "}
      <Link to={TERMS.path} className="font-medium text-foreground underline underline-offset-4">
        Terms of Service
      </Link>
      . Changed your mind? See our{" "}
      <Link
        to={legalSectionPath(TERMS, "Refunds")}
        className="font-medium text-foreground underline underline-offset-4"
      >
        refund policy
      </Link>
      .
    </p>
  );
}

export default function CheckoutPage() {
  const { data: config } = usePublicConfig();
  const [search] = useSearchParams();
  // Start Free Trial's checkout of one product (decision 0262); the cart stays as it is.
  const product = useMemo(() => productCheckoutOf(search), [search]);
  const { data: cartItems, isLoading } = useCart();
  const createIntent = useCreatePaymentIntent();
  const [intent, setIntent] = useState<{ cartKey: string; clientSecret: string } | null>(null);
  const requested = useRef<string | null>(null);
  const billing = useBillingStep();

  // Who buys is part of the cart (decision 0251): another buyer is another payment.
  const buyer = useBuyer();
  const cartKey =
    (product
      ? `product:${product.productId}x${product.quantity}`
      : (cartItems?.map((i) => `${i.product.id}:${i.quantity}:${i.product.price}`).join(",") ??
        "")) + `@${buyer.data?.firmId ?? "self"}`;
  const mode = config?.payments.mode;
  const available =
    mode === "test" || (mode === "stripe" && Boolean(config?.payments.stripePublishableKey));
  // What is due today: the cart's total less the subscriptions that start with a free trial.
  const quote = useCheckoutQuote(
    cartKey,
    available && (product !== null || Boolean(cartItems?.length)) && !buyer.isLoading,
    product,
  );
  const due = quote.data?.dueToday.total;
  const amountText = due ? formatPrice(due) : "";
  const trialOnly = due !== undefined && parseCents(due) === 0;
  const trial = isTrialOnly(quote.data);
  const firstTrial = quote.data?.lines.find((line) => line.trialDays > 0);
  const lines = product ? quote.data && quotedLines(quote.data) : cartItems && cartLines(cartItems);

  // Spec section 4: the intent is created automatically once the cart has items and there is no
  // client secret for this cart; a changed cart (edited in the header panel) gets a new one.
  useEffect(() => {
    if (!available || due === undefined || requested.current === cartKey) return;
    requested.current = cartKey;
    setIntent(null);
    const body = product ? { amount: Number(due), ...product } : { amount: Number(due) };
    createIntent.mutate(body, {
      onSuccess: ({ clientSecret }) => setIntent({ cartKey, clientSecret }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to initialize payment. Please try again.",
          variant: "destructive",
        }),
    });
  }, [available, due, cartKey, createIntent, product]);

  if (config && !available) return <PaymentNotAvailable />;
  if (!product && !isLoading && cartItems && cartItems.length === 0) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <ShoppingCart className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">No items to checkout</h1>
        <p className="text-muted-foreground">Your cart is empty. Add a product to check out.</p>
        <Link to="/products" className={buttonClass()}>
          Browse Products
        </Link>
      </div>
    );
  }

  const clientSecret = intent?.cartKey === cartKey ? intent.clientSecret : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {trial ? "Start your free trial" : "Checkout"}
      </h1>
      {trial && firstTrial ? (
        <p className="mt-2 text-muted-foreground">
          {firstTrial.name}: {firstTrial.trialDays} days free. Nothing is charged today.
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
        <div className="lg:order-2">
          {lines ? (
            <CheckoutSummary lines={lines} quote={quote.data} />
          ) : quote.isError ? null : (
            <Skeleton className="h-64 w-full" />
          )}
        </div>
        <div className="grid content-start gap-8 lg:order-1">
          <BuyingFor />
          <BillingDetailsCard form={billing.form} />
          <Card>
            <CardHeader>
              <CardTitle>Payment Information</CardTitle>
              <CardDescription className="flex items-center gap-1.5">
                <Lock className="size-3.5" aria-hidden="true" /> Payments are encrypted and
                processed securely.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {quote.isError ? (
                <div className="grid gap-3 text-sm" role="alert">
                  <p className="text-destructive">
                    {failureMessage(quote.error, "Failed to initialize payment. Please try again.")}
                  </p>
                  <Link to="/dashboard?tab=subscriptions" className={buttonClass("outline")}>
                    Manage subscriptions
                  </Link>
                </div>
              ) : !clientSecret || !config ? (
                createIntent.isError ? (
                  <p className="text-sm text-destructive">
                    Failed to initialize payment. Please try again.
                  </p>
                ) : (
                  <Initializing />
                )
              ) : mode === "stripe" ? (
                <Suspense fallback={<Initializing />}>
                  <StripePaymentForm
                    publishableKey={config.payments.stripePublishableKey!}
                    clientSecret={clientSecret}
                    amount={amountText}
                    trialOnly={trialOnly}
                    trial={firstTrial && trial ? trialStartOf(firstTrial) : null}
                    billing={billing.step}
                  />
                </Suspense>
              ) : (
                <TestCardForm
                  clientSecret={clientSecret}
                  amount={amountText}
                  trialOnly={trialOnly}
                  trial={firstTrial && trial ? trialStartOf(firstTrial) : null}
                  billing={billing.step}
                />
              )}
              <TermsNote trial={trial} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
