import type { CartItem } from "@shared/contracts/cart";
import type { CheckoutQuote } from "@shared/contracts/payments";
import type { Offer } from "@shared/offer";
import { productCheckoutOf } from "@shared/sign-in";
import { parseCents } from "@shared/money";

/** One product bought on its own (decision 0262): `/checkout?product=12&quantity=3`. */
export type ProductCheckout = NonNullable<ReturnType<typeof productCheckoutOf>>;

/** A line of the order summary, from the cart or from a one-product checkout's quote. */
export interface SummaryLine {
  key: string;
  productId: number;
  name: string;
  unitPrice: string;
  quantity: number;
  offer: Offer;
}

export const cartLines = (items: readonly CartItem[]): SummaryLine[] =>
  items.map((item) => ({
    key: `cart-${item.id}`,
    productId: item.product.id,
    name: item.product.name,
    unitPrice: item.product.price,
    quantity: item.quantity,
    offer: item.product.offer,
  }));

export const quotedLines = (quote: CheckoutQuote): SummaryLine[] =>
  quote.lines.map((line) => ({
    key: `product-${line.productId}`,
    productId: line.productId,
    name: line.name,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    offer: line.offer,
  }));

/** A checkout that charges nothing today because every line starts a free trial. */
export function isTrialOnly(quote: CheckoutQuote | undefined): boolean {
  return (
    quote !== undefined &&
    quote.lines.length > 0 &&
    quote.lines.every((line) => line.trialDays > 0) &&
    parseCents(quote.dueToday.total) === 0
  );
}
