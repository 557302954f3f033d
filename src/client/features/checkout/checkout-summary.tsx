import type { CheckoutQuote } from "@shared/contracts/payments";
import { billingInterval } from "@shared/offer";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { OrderSummaryRows } from "@client/components/order-summary-rows";
import { useLocalDates } from "@client/lib/local-date";
import { lineCountText, lineTotalText } from "@client/lib/offer-text";
import { TrialTerms } from "./trial-terms";
import type { SummaryLine } from "./checkout-lines";

type QuoteLine = CheckoutQuote["lines"][number];

/** What happens after today: the trial, or when a monthly or yearly term charges again. */
function termText(
  item: SummaryLine,
  line: QuoteLine | undefined,
  formatDate: (iso: string) => string,
): string {
  if (line?.trialDays) return `${line.trialDays}-day free trial`;
  const interval = billingInterval(item.offer.term);
  if (!interval) return "";
  const every = interval === "year" ? "Renews yearly" : "Billed monthly";
  return line?.renewal ? `${every}, next on ${formatDate(line.renewal.date)}` : every;
}

/** Items with their count, unit and term and line totals, then Subtotal, Tax and Total. */
export function CheckoutSummary({
  lines,
  quote,
}: {
  lines: readonly SummaryLine[];
  quote?: CheckoutQuote;
}) {
  const { date } = useLocalDates();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {lines.map((line) => {
            const term = termText(
              line,
              quote?.lines.find((quoted) => quoted.productId === line.productId),
              date,
            );
            return (
              <li
                key={line.key}
                aria-label={line.name}
                className="flex items-start justify-between gap-4 text-sm"
              >
                <div>
                  <p className="font-medium">{line.name}</p>
                  <p className="text-muted-foreground">{lineCountText(line)}</p>
                  {term ? <p className="text-muted-foreground">{term}</p> : null}
                </div>
                <span className="whitespace-nowrap tabular-nums">{lineTotalText(line)}</span>
              </li>
            );
          })}
        </ul>
        <div className="border-t pt-4">
          <OrderSummaryRows
            items={lines.map((line) => ({
              product: { price: line.unitPrice, offer: line.offer },
              quantity: line.quantity,
            }))}
          />
        </div>
        {quote ? <TrialTerms quote={quote} /> : null}
      </CardContent>
    </Card>
  );
}
