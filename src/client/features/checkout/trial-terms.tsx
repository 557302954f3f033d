import type { CheckoutQuote } from "@shared/contracts/payments";
import { formatPrice } from "@shared/money";
import { useLocalDates } from "@client/lib/local-date";

/** Due today and, for each free trial, the first charge's date and amount (decision 0090). */
export function TrialTerms({ quote }: { quote: CheckoutQuote }) {
  const { date: formatDate } = useLocalDates();
  const trials = quote.lines.filter((line) => line.trialDays > 0);
  const used = quote.lines.filter((line) => line.trialUsed);
  if (trials.length === 0 && used.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-md border border-primary/20 bg-primary/5 p-3 text-sm">
      <p className="flex justify-between text-base font-bold">
        <span>Due today</span>
        <span className="tabular-nums" data-testid="due-today">
          {formatPrice(quote.dueToday.total)}
        </span>
      </p>
      {trials.map((line) => (
        <p key={line.productId} data-testid="first-charge">
          {line.name}: {line.trialDays}-day free trial. Your first charge of{" "}
          <strong className="tabular-nums">{formatPrice(line.firstChargeAmount!)}</strong> (tax
          included) is on <strong>{formatDate(line.firstChargeDate!)}</strong>, then monthly. Cancel
          before then and you pay nothing.
        </p>
      ))}
      {used.map((line) => (
        <p key={line.productId} className="text-muted-foreground">
          {line.name}: you have already had its free trial, so it is charged from today.
        </p>
      ))}
    </div>
  );
}
