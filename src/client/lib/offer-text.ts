import { formatMoney, formatPrice, parseCents } from "@shared/money";
import {
  billingInterval,
  countOf,
  lineTotalCents,
  priceSuffix,
  quantityNoun,
  type Offer,
} from "@shared/offer";

/**
 * A priced line's words (decision 0194), so the product page, cart, checkout, dashboard and
 * compare say the same thing. Every amount comes from the pricing function in @shared/offer.
 */
export interface OfferLine {
  /** The price of one unit, as the API sends it ("119.00"). */
  unitPrice: string;
  quantity: number;
  offer: Offer;
}

/** What a line's total is per: " / month", " / year", or nothing for a price paid once. */
export function perPeriod(offer: Offer): string {
  const interval = billingInterval(offer.term);
  return interval ? ` / ${interval}` : "";
}

/** A line's total: "$595.00 / month", "$1,299.00 / year", "$49.00". */
export function lineTotalText(line: OfferLine): string {
  const cents = lineTotalCents({
    unitPriceCents: parseCents(line.unitPrice),
    quantity: line.quantity,
  });
  return `${formatMoney(cents)}${perPeriod(line.offer)}`;
}

/** "5 users × $119.00 / user / month", "1 licence × $499.00 / year". */
export function lineCountText(line: OfferLine): string {
  const count = countOf(line.offer.unit, line.quantity);
  return `${count} × ${formatPrice(line.unitPrice)} ${priceSuffix(line.offer)}`;
}

/** "5 users × $119.00 = $595.00 / month": a count and what it costs. */
export function lineSumText(line: OfferLine): string {
  return `${countOf(line.offer.unit, line.quantity)} × ${formatPrice(line.unitPrice)} = ${lineTotalText(line)}`;
}

/** Why a per-firm line holds one licence; null for an offer counted in users, clients or returns. */
export function wholeFirmNote(offer: Offer): string | null {
  return quantityNoun(offer.unit) ? null : "One licence covers the whole firm.";
}
