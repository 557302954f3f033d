import { TAX_RATE_PERCENT } from "@shared/constants";
import { formatMoney } from "@shared/money";
import { productLine, quoteLines, type Offer } from "@shared/offer";

/** Subtotal, Tax (8%) and Total, from the one shared pricing function in integer cents. */
export function OrderSummaryRows({
  items,
}: {
  /** The cart's items, or any lines with a product's price and offer and a quantity. */
  items: readonly { product: { price: string; offer: Offer }; quantity: number }[];
}) {
  const { subtotalCents, taxCents, totalCents } = quoteLines(
    items.map((item) => productLine(item.product, item.quantity)),
    new Date(),
  ).list;
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="tabular-nums" data-testid="cart-subtotal">
          {formatMoney(subtotalCents)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Tax ({TAX_RATE_PERCENT}%)</dt>
        <dd className="tabular-nums" data-testid="cart-tax">
          {formatMoney(taxCents)}
        </dd>
      </div>
      <div className="mt-1 flex justify-between border-t pt-3 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatMoney(totalCents)}
        </dd>
      </div>
    </dl>
  );
}
