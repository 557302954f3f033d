import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { lazy, Suspense, useState, type FormEvent } from "react";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CreditCard from "lucide-react/icons/credit-card";
import Repeat from "lucide-react/icons/repeat";
import { formatCardNumber, testCardErrors } from "@shared/test-cards";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { failureMessage } from "@client/lib/api-client";
import { toast } from "@client/lib/use-toast";
import { usePublicConfig } from "@client/lib/use-public-config";
import { useManageSubscription } from "./api/manage-subscription";
import type { Subscription } from "@shared/contracts/orders";
import { formatPrice } from "@shared/money";
import { countOf, priceSuffix, quantityNoun } from "@shared/offer";
import { Card, CardContent } from "@client/components/ui/card";
import { Dialog, DialogActions } from "@client/components/ui/dialog";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { SubscriptionStatusBadge } from "@client/components/status-badge";
import { useLocalDates } from "@client/lib/local-date";
import { subscriptionDateLine } from "@client/lib/orders/subscription-dates";
import { BrowseEmptyState } from "./browse-empty-state";
import { cardUpdatedToast, saveCardLabel } from "./card-updated-toast";

// Stripe.js loads only when someone opens Stripe mode's card form.
const StripeUpdateCardForm = lazy(() => import("./stripe-update-card-form"));

export function SubscriptionsTab({ query }: { query: UseQueryResult<Subscription[]> }) {
  const { data: subscriptions, isLoading, isError } = query;
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError || !subscriptions) {
    return <LoadError what="your subscriptions" retry={query} />;
  }
  if (!subscriptions.length) {
    return (
      <BrowseEmptyState
        icon={Repeat}
        title="No subscriptions yet"
        text="SaaS products you subscribe to show here with their billing date."
      />
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {subscriptions.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ))}
    </div>
  );
}

/** The shared date line; a cancelled one that still runs adds that nothing more is charged. */
function billingLine(s: Subscription, formatDate: (iso: string) => string): string {
  const line = subscriptionDateLine(s, formatDate);
  if (!s.cancelAtPeriodEnd || s.status === "canceled") return line;
  return s.interval === "year"
    ? `${line} — renewal turned off`
    : `${line} — cancelled, no further charges`;
}

/**
 * The words of a monthly subscription's and a one-year licence's actions (decision 0194): a
 * licence is not cancelled, its renewal is turned off, and it stays licensed to the year's end.
 */
function actionWords(s: Subscription, formatDate: (iso: string) => string) {
  const end = formatDate(s.currentPeriodEnd);
  return s.interval === "year"
    ? {
        cancel: "Turn off renewal",
        keep: "Keep renewing",
        confirm: `${s.product.name} stays licensed until ${end} and is not renewed after that.`,
        resume: "Renew yearly",
        cancelled: {
          title: "Renewal Turned Off",
          description: `${s.product.name} stays licensed until ${end} and will not renew.`,
        },
        resumed: { title: "Renewal Turned On", description: `${s.product.name} renews on ${end}.` },
      }
    : {
        cancel: "Cancel subscription",
        keep: s.status === "trialing" ? "Keep my trial" : "Keep subscription",
        // A confirmation says what happens, in the words of a trial when it is one (issue 47).
        confirm:
          s.status === "trialing"
            ? `Your free trial of ${s.product.name} ends on ${end} and nothing is ever charged.`
            : `${s.product.name} stays available until ${end}; no further charges are made.`,
        resume: "Resume subscription",
        cancelled: {
          title: "Subscription Cancelled",
          description: `${s.product.name} stays available until ${end}.`,
        },
        resumed: {
          title: "Subscription Resumed",
          description: `${s.product.name} will renew on ${end}.`,
        },
      };
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const { date: formatDate } = useLocalDates();
  const manage = useManageSubscription();
  const { data: config } = usePublicConfig();
  const [editingCard, setEditingCard] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const running = s.status !== "canceled";
  const words = actionWords(s, formatDate);
  // The subscription's own term: monthly, or a one-year licence; priced per the product's unit.
  const offer = {
    unit: s.product.offer.unit,
    term: s.interval === "year" ? "annual" : "monthly",
  } as const;
  const act = (action: "cancel" | "resume") =>
    manage.mutate(
      { subscriptionId: s.id, action },
      {
        onSuccess: () => toast(action === "cancel" ? words.cancelled : words.resumed),
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(error, "The subscription could not be changed."),
            variant: "destructive",
          }),
      },
    );
  return (
    <Card data-testid="subscription-card">
      <CardContent className="grid gap-3 p-6">
        <div className="flex items-start justify-between gap-3">
          <Link to={`/products/${s.product.id}`} className="font-semibold hover:underline">
            {s.product.name}
          </Link>
          <SubscriptionStatusBadge subscription={s} />
        </div>
        <p className="text-2xl font-bold tabular-nums">
          {formatPrice(s.unitPrice)}{" "}
          <span className="text-sm font-normal text-muted-foreground">
            {priceSuffix(offer)}
            {quantityNoun(offer.unit) ? ` × ${countOf(offer.unit, s.quantity)}` : ""}
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          {billingLine(s, formatDate)}
        </p>
        {s.status === "trialing" && !s.cancelAtPeriodEnd ? (
          <p className="text-sm text-muted-foreground">
            Then {formatPrice(s.renewalAmount)} a month, tax included.
          </p>
        ) : null}
        {s.interval === "year" && s.status === "active" && !s.cancelAtPeriodEnd ? (
          <p className="text-sm text-muted-foreground">
            The renewal costs {formatPrice(s.renewalAmount)}, tax included.
          </p>
        ) : null}
        {s.status === "past_due" ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            Your last payment of {formatPrice(s.renewalAmount)} failed
            {s.renewalFailure ? `: ${s.renewalFailure}` : "."} Update your card to keep{" "}
            {s.product.name}.
          </p>
        ) : null}
        {s.card ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CreditCard className="size-4" aria-hidden="true" />
            {s.card.brand} ending in {s.card.last4}
          </p>
        ) : null}
        {running ? (
          <div className="flex flex-wrap gap-2">
            {s.cancelAtPeriodEnd ? (
              <Button size="sm" onClick={() => act("resume")} disabled={manage.isPending}>
                {words.resume}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirmingCancel(true)}
                disabled={manage.isPending}
              >
                {words.cancel}
              </Button>
            )}
            {config?.payments.mode === "test" ||
            (config?.payments.mode === "stripe" && config.payments.stripePublishableKey) ? (
              <Button
                size="sm"
                variant={s.status === "past_due" ? "default" : "ghost"}
                onClick={() => setEditingCard((open) => !open)}
                aria-expanded={editingCard}
              >
                Update card
              </Button>
            ) : null}
          </div>
        ) : null}
        {confirmingCancel ? (
          <Dialog
            open
            onOpenChange={setConfirmingCancel}
            title={`${words.cancel}: ${s.product.name}?`}
            description={words.confirm}
          >
            <DialogActions cancelLabel={words.keep}>
              <Button
                variant="destructive"
                disabled={manage.isPending}
                onClick={() => {
                  setConfirmingCancel(false);
                  act("cancel");
                }}
              >
                {words.cancel}
              </Button>
            </DialogActions>
          </Dialog>
        ) : null}
        {editingCard && config?.payments.mode === "test" ? (
          <UpdateCardForm subscription={s} onDone={() => setEditingCard(false)} />
        ) : null}
        {editingCard &&
        config?.payments.mode === "stripe" &&
        config.payments.stripePublishableKey ? (
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <StripeUpdateCardForm
              publishableKey={config.payments.stripePublishableKey}
              subscription={s}
              onDone={() => setEditingCard(false)}
            />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Test mode's card form for a subscription: the same test cards as the checkout. */
function UpdateCardForm({
  subscription,
  onDone,
}: {
  subscription: Subscription;
  onDone: () => void;
}) {
  const manage = useManageSubscription();
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [error, setError] = useState<string | null>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = testCardErrors(card);
    const first = problems.cardNumber ?? problems.expiry ?? problems.cvc;
    if (first) return setError(first);
    setError(null);
    manage.mutate(
      { subscriptionId: subscription.id, action: "card", card },
      {
        onSuccess: (updated) => {
          cardUpdatedToast(updated, subscription.product.name);
          onDone();
        },
        onError: (err) => setError(failureMessage(err, "The card could not be saved.")),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 rounded-md border p-3">
      <div className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr]">
        <label className="grid gap-1 text-sm font-medium">
          Card number
          <Input
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={card.cardNumber}
            onChange={(e) => setCard({ ...card, cardNumber: formatCardNumber(e.target.value) })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Expiry
          <Input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          CVC
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value })}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={manage.isPending}>
        {saveCardLabel(subscription, manage.isPending)}
      </Button>
    </form>
  );
}
