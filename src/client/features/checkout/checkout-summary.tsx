import type { CartItem } from "@shared/contracts/cart";
import type { CheckoutQuote } from "@shared/contracts/payments";
import { formatMoney, parseCents } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { OrderSummaryRows } from "@client/components/order-summary-rows";
import { TrialTerms } from "./trial-terms";

/** Items with quantity and line totals, then Subtotal, Tax and Total. */
export function CheckoutSummary({ items, quote }: { items: CartItem[]; quote?: CheckoutQuote }) {
  const trialOf = (productId: number) =>
    quote?.lines.find((line) => line.productId === productId)?.trialDays ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 text-sm">
              <div>
                <p className="font-medium">{item.product.name}</p>
                <p className="text-muted-foreground">
                  Qty {item.quantity}
                  {item.product.type === "subscription" ? " · billed monthly" : ""}
                  {trialOf(item.product.id) ? ` · ${trialOf(item.product.id)}-day free trial` : ""}
                </p>
              </div>
              <span className="tabular-nums">
                {formatMoney(parseCents(item.product.price) * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-t pt-4">
          <OrderSummaryRows items={items} />
        </div>
        {quote ? <TrialTerms quote={quote} /> : null}
      </CardContent>
    </Card>
  );
}
