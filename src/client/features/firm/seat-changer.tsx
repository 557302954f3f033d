import { useState, type FormEvent } from "react";
import type { SeatChangeQuote } from "@shared/contracts/seats";
import { seatCountSchema } from "@shared/contracts/seats";
import { formatPrice } from "@shared/money";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { failureMessage } from "@client/lib/api-client";
import { formatDate } from "@client/lib/format-date";
import { toast } from "@client/lib/use-toast";
import { fetchSeatChangeQuote, useChangeSeats } from "./api/seats";

/**
 * Adding or removing seats of a monthly subscription: the change is priced by the server (the
 * one pricing function) and shown before the buyer confirms it.
 */
export function SeatChanger({
  firmId,
  subscriptionId,
  seats,
}: {
  firmId: number;
  subscriptionId: number;
  seats: number;
}) {
  const [wanted, setWanted] = useState(String(seats));
  const [quote, setQuote] = useState<SeatChangeQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  const change = useChangeSeats(firmId);
  const id = `seats-${subscriptionId}`;

  const price = async (event: FormEvent) => {
    event.preventDefault();
    setQuote(null);
    const parsed = seatCountSchema.safeParse(wanted);
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? "Enter a number of seats");
    setError(null);
    setPricing(true);
    try {
      setQuote(await fetchSeatChangeQuote(subscriptionId, parsed.data));
    } catch (err) {
      setError(failureMessage(err, "The change could not be priced. Please try again."));
    } finally {
      setPricing(false);
    }
  };

  const proration = quote ? Number(quote.proration) : 0;
  return (
    <div className="space-y-3 rounded-md bg-muted/50 p-3">
      <form
        noValidate
        onSubmit={(event) => void price(event)}
        className="flex flex-wrap items-end gap-2"
      >
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
            Seats on the subscription
          </label>
          <Input
            id={id}
            inputMode="numeric"
            className="w-28"
            value={wanted}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setWanted(event.target.value);
              setQuote(null);
            }}
          />
        </div>
        <Button type="submit" variant="outline" className="h-11 sm:h-10" disabled={pricing}>
          {pricing ? "Pricing..." : "Price the change"}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {quote ? (
        <div className="space-y-2 text-sm" role="status" aria-label="Seat change price">
          <p>
            {quote.fromSeats} → {quote.toSeats} seats:{" "}
            {proration === 0
              ? "nothing extra this period."
              : proration > 0
                ? `${formatPrice(quote.proration)} for the rest of this period (before tax), added to the next charge.`
                : `${formatPrice(quote.proration.replace(/^-/, ""))} credit for the rest of this period (before tax), taken off the next charge.`}
          </p>
          <p>
            Next charge on {formatDate(quote.nextCharge.date)}:{" "}
            <strong>{formatPrice(quote.nextCharge.amount)}</strong> (tax included); then{" "}
            {formatPrice(quote.laterCharge)} a month.
          </p>
          <Button
            className="h-11 sm:h-10"
            disabled={change.isPending || quote.toSeats === quote.fromSeats}
            onClick={() =>
              change.mutate(
                { subscriptionId, seats: quote.toSeats },
                {
                  onSuccess: () => {
                    toast({
                      title: "Seats changed",
                      description: `${quote.toSeats} seats from now on.`,
                    });
                    setQuote(null);
                  },
                  onError: (err) =>
                    toast({
                      title: "Seats not changed",
                      description: failureMessage(err, "Please try again."),
                      variant: "destructive",
                    }),
                },
              )
            }
          >
            {change.isPending ? "Changing..." : `Confirm ${quote.toSeats} seats`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
