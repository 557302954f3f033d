/**
 * The offer (decision 0194): what a product's price counts (its unit) and for how long it buys
 * (its term), and the one pricing function every sum in the shop calls. Cart, checkout, the
 * payment's server-side amount, invoices, e-mails, renewals, compare, the dashboard, the admin
 * reports, search's price filter and the advisor all price through here; nothing else multiplies
 * a price by a quantity or a number of months.
 *
 * Free of zod so the product grid and page can use it without loading the schemas (those live in
 * contracts/products.ts).
 */
import { centsToDecimal, formatMoney, parseCents, taxOn, type Cents } from "./money.js";
import { addDays, addMonths } from "./subscriptions.js";

/** What the price counts: the whole firm, each user (seat), each client, or each return filed. */
export const OFFER_UNITS = ["per_firm", "per_user", "per_client", "per_return"] as const;
export type OfferUnit = (typeof OFFER_UNITS)[number];
export const OFFER_UNIT_LABELS: Record<OfferUnit, string> = {
  per_firm: "Per firm",
  per_user: "Per user",
  per_client: "Per client",
  per_return: "Per return",
};

/**
 * How long a purchase lasts: kept for good, a one-year licence that renews yearly, a monthly
 * subscription, or used once (a service, a return).
 */
export const OFFER_TERMS = ["perpetual", "annual", "monthly", "per_use"] as const;
export type OfferTerm = (typeof OFFER_TERMS)[number];
export const OFFER_TERM_LABELS: Record<OfferTerm, string> = {
  perpetual: "Perpetual licence",
  annual: "One-year licence, renews yearly",
  monthly: "Monthly subscription",
  per_use: "One-off purchase",
};

export interface Offer {
  unit: OfferUnit;
  term: OfferTerm;
}

/** The spec's product type a term belongs to: only a monthly term is a "subscription". */
export function typeOfTerm(term: OfferTerm): "one-time" | "subscription" {
  return term === "monthly" ? "subscription" : "one-time";
}

/** The offer a product has when nobody said otherwise: one price for the firm. */
export function defaultOffer(type: "one-time" | "subscription"): Offer {
  return { unit: "per_firm", term: type === "subscription" ? "monthly" : "perpetual" };
}

/** Why this offer cannot go with this product type, or null when they agree. */
export function offerTypeProblem(type: "one-time" | "subscription", offer: Offer): string | null {
  if (typeOfTerm(offer.term) === type) return null;
  return type === "subscription"
    ? `A subscription is billed monthly: its term must be monthly, not ${offer.term}`
    : `A one-time product cannot have a monthly term: make it a subscription, or choose perpetual, annual or per_use`;
}

/** The most seats, clients or returns one cart line (and one purchase) can count. */
export const MAX_OFFER_QUANTITY = 500;

export interface QuantityNoun {
  /** The picker's label: "Users". */
  label: string;
  singular: string;
  plural: string;
}

const NOUNS: Record<Exclude<OfferUnit, "per_firm">, QuantityNoun> = {
  per_user: { label: "Users", singular: "user", plural: "users" },
  per_client: { label: "Clients", singular: "client", plural: "clients" },
  per_return: { label: "Returns", singular: "return", plural: "returns" },
};

/** What a quantity counts for this unit, or null: a per-firm price is bought once. */
export function quantityNoun(unit: OfferUnit): QuantityNoun | null {
  return unit === "per_firm" ? null : NOUNS[unit];
}

/** "12 users", "1 client"; for a per-firm offer "1 licence". */
export function countOf(unit: OfferUnit, quantity: number): string {
  const noun = quantityNoun(unit);
  if (!noun) return quantity === 1 ? "1 licence" : `${quantity} licences`;
  return `${quantity} ${quantity === 1 ? noun.singular : noun.plural}`;
}

/** The largest quantity a line of this offer may hold. */
export function maxQuantity(unit: OfferUnit): number {
  return unit === "per_firm" ? 1 : MAX_OFFER_QUANTITY;
}

/** Why `quantity` cannot be bought of this offer, in words for the buyer, or null when it can. */
export function quantityProblem(unit: OfferUnit, quantity: number): string | null {
  if (!Number.isInteger(quantity)) return "The quantity must be a whole number.";
  if (quantity < 1) return "The quantity must be at least 1.";
  const noun = quantityNoun(unit);
  if (!noun)
    return quantity === 1 ? null : "This licence covers the whole firm: buy one, not several.";
  return quantity > MAX_OFFER_QUANTITY
    ? `At most ${MAX_OFFER_QUANTITY} ${noun.plural} can be bought at once; contact sales for more.`
    : null;
}

/** How often the term charges again: every month, every year, or never. */
export type BillingInterval = "month" | "year";
export function billingInterval(term: OfferTerm): BillingInterval | null {
  return term === "monthly" ? "month" : term === "annual" ? "year" : null;
}

/** The end of one billing period that starts at `start`. */
export function periodEnd(interval: BillingInterval, start: Date): Date {
  return addMonths(start, interval === "year" ? 12 : 1);
}

const UNIT_WORD: Record<OfferUnit, string | null> = {
  per_firm: null,
  per_user: "user",
  per_client: "client",
  per_return: "return",
};

/**
 * The words after a price: "/ user / month", "/ year", "one-time", "/ user, one-time",
 * "/ return".
 */
export function priceSuffix(offer: Offer): string {
  const unit = UNIT_WORD[offer.unit];
  const interval = billingInterval(offer.term);
  if (interval) return unit ? `/ ${unit} / ${interval}` : `/ ${interval}`;
  if (offer.unit === "per_return") return "/ return";
  return unit ? `/ ${unit}, one-time` : "one-time";
}

/** A price as people read it: "$119 / user / month", "$499 / year", "$1,299 one-time". */
export function priceLabel(product: { price: string; offer: Offer }): string {
  return `${formatMoney(parseCents(product.price))} ${priceSuffix(product.offer)}`;
}

/** One line to price: an offer at a unit price, a quantity of its unit, and its free trial. */
export interface PricedLineInput {
  unitPriceCents: Cents;
  quantity: number;
  offer: Offer;
  /** Days of free trial this purchase gets; 0 (or absent) charges it today. */
  trialDays?: number;
}

export interface LineQuote {
  /** Unit price times quantity: one period's price (or the one price), before tax. */
  lineCents: Cents;
  /** What is charged for the line today, before tax: 0 during a free trial. */
  dueTodayCents: Cents;
  /** Every how long it charges again, or null when it never does. */
  interval: BillingInterval | null;
  /** The next charge, before tax, and its date: a trial's first charge, or the next period's. */
  renewal: { amountCents: Cents; date: Date } | null;
  /** What the first twelve months cost before tax: 12 months, one year, or the one price. */
  firstYearCents: Cents;
  /**
   * The cost as a monthly figure (decision 0036: budgets are monthly): a month, a twelfth of a
   * year (rounded up to the cent), or a twelfth of a one-time price.
   */
  monthlyCents: Cents;
}

/**
 * Only what makes a sum meaningless is refused here; what a buyer may buy (quantityProblem) is
 * the cart's and checkout's rule, so lines bought under older rules still price.
 */
function assertLine(line: PricedLineInput) {
  if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0)
    throw new Error(`Not a price in cents: ${line.unitPriceCents}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new Error(`Bad quantity: ${line.quantity}`);
}

/** A line's amount before tax: its unit price times its quantity (a frozen order line's total). */
export function lineTotalCents(line: { unitPriceCents: Cents; quantity: number }): Cents {
  assertLine({ ...line, offer: { unit: "per_user", term: "perpetual" } });
  return line.unitPriceCents * line.quantity;
}

/** The one pricing function for a line (see the module's comment). `now` starts its periods. */
export function quoteLine(line: PricedLineInput, now: Date): LineQuote {
  const lineCents = lineTotalCents(line);
  const interval = billingInterval(line.offer.term);
  const trialDays = interval === "month" ? (line.trialDays ?? 0) : 0;
  const renewal = interval
    ? {
        amountCents: lineCents,
        date: trialDays > 0 ? addDays(now, trialDays) : periodEnd(interval, now),
      }
    : null;
  const firstYearCents = interval === "month" ? lineCents * 12 : lineCents;
  return {
    lineCents,
    dueTodayCents: trialDays > 0 ? 0 : lineCents,
    interval,
    renewal,
    firstYearCents,
    monthlyCents: interval === "month" ? lineCents : Math.ceil(lineCents / 12),
  };
}

/**
 * What a line costs over its first `months` months of use, before tax: a monthly term charges each
 * month, an annual licence each year begun, a perpetual or one-off price once. Twelve months are
 * the line's first-year cost. (The advisor's "what would it cost over 6 months".)
 */
export function costOverMonths(line: PricedLineInput, months: number): Cents {
  if (!Number.isSafeInteger(months) || months < 1)
    throw new Error(`Bad number of months: ${months}`);
  const lineCents = lineTotalCents(line);
  const interval = billingInterval(line.offer.term);
  if (interval === "month") return lineCents * months;
  if (interval === "year") return lineCents * Math.ceil(months / 12);
  return lineCents;
}

export interface Totals {
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/** A subtotal with its tax (8%, half-up, once on the subtotal) and total. */
export function withTax(subtotalCents: Cents): Totals {
  const taxCents = taxOn(subtotalCents);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

export interface Quote {
  lines: LineQuote[];
  /** Every line at its full price: the spec's Order Summary (Subtotal, Tax, Total). */
  list: Totals;
  /** What is charged today: trials count nothing. The payment's amount. */
  dueToday: Totals;
  /** What the first twelve months cost, tax included. */
  firstYear: Totals;
}

/** The one pricing function for a cart, an order or a comparison. */
export function quoteLines(lines: readonly PricedLineInput[], now: Date): Quote {
  const quoted = lines.map((line) => quoteLine(line, now));
  const sum = (pick: (q: LineQuote) => Cents) => quoted.reduce((total, q) => total + pick(q), 0);
  return {
    lines: quoted,
    list: withTax(sum((q) => q.lineCents)),
    dueToday: withTax(sum((q) => q.dueTodayCents)),
    firstYear: withTax(sum((q) => q.firstYearCents)),
  };
}

/** One period of a running subscription or licence, tax included: what each renewal charges. */
export function renewalTotals(line: { unitPriceCents: Cents; quantity: number }): Totals {
  return withTax(lineTotalCents(line));
}

/** A bought line's offer; lines frozen before offers existed read as their type's default. */
export function lineOffer(line: { type: "one-time" | "subscription"; offer?: Offer }): Offer {
  return line.offer ?? defaultOffer(line.type);
}

/** A bought (frozen) line as the pricing function's input. */
export function boughtLine(line: {
  unitPriceCents: Cents;
  quantity: number;
  type: "one-time" | "subscription";
  offer?: Offer;
  trialDays?: number;
}): PricedLineInput {
  return {
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    offer: lineOffer(line),
    trialDays: line.trialDays ?? 0,
  };
}

/** A product's own line: its price, its offer, a quantity (1 by default) and its trial. */
export function productLine(
  product: { price: string; offer: Offer },
  quantity = 1,
  trialDays = 0,
): PricedLineInput {
  return { unitPriceCents: parseCents(product.price), quantity, offer: product.offer, trialDays };
}

/**
 * The first twelve months of one unit (one firm, user, client or return) before tax, as the
 * API's decimal string: a product page's and compare's "First-year cost" for one.
 */
export function firstYearCost(product: { price: string; offer: Offer }): string {
  return centsToDecimal(quoteLine(productLine(product), new Date(0)).firstYearCents);
}

/**
 * Seats added or removed in the middle of a paid period (decision 0251): the difference in
 * seats times the unit price, for the share of the period still to run, rounded to the cent.
 * Positive is charged, negative credited, with the next renewal. Before tax.
 */
export function prorationCents(change: {
  unitPriceCents: Cents;
  fromQuantity: number;
  toQuantity: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): Cents {
  assertLine({
    unitPriceCents: change.unitPriceCents,
    quantity: 1,
    offer: defaultOffer("subscription"),
  });
  return prorate((change.toQuantity - change.fromQuantity) * change.unitPriceCents, change);
}

/**
 * The share of `amountCents` for the part of a period still to run at `now`, to the cent (half
 * away from zero, so a change and its reverse net to nothing). Stripe Billing prorates a price
 * change the same way, to the second.
 */
export function prorate(
  amountCents: Cents,
  period: { periodStart: Date; periodEnd: Date; now: Date },
): Cents {
  const length = period.periodEnd.getTime() - period.periodStart.getTime();
  if (length <= 0) return 0;
  const left = Math.min(Math.max(period.periodEnd.getTime() - period.now.getTime(), 0), length);
  const cents = (amountCents * left) / length;
  return Math.sign(cents) * Math.round(Math.abs(cents)) || 0;
}

/**
 * A tax-included amount (Stripe's proration of a tax-included price) as the part before tax
 * and the 8% tax in it: the subtotal is the amount over 1.08, to the cent.
 */
export function splitTaxIncluded(totalCents: Cents): Totals {
  const subtotalCents = Math.sign(totalCents) * Math.round((Math.abs(totalCents) * 100) / 108) || 0;
  return { subtotalCents, taxCents: totalCents - subtotalCents, totalCents };
}

export interface PeriodCharge extends Totals {
  /** The period's own price, before tax. */
  periodCents: Cents;
  /** The proration taken into this charge (a credit larger than the period stays for later). */
  prorationAppliedCents: Cents;
  /** Credit left over for the renewal after (0 or negative). */
  prorationCarriedCents: Cents;
}

/** What a renewal charges: one period of the line plus its pending proration, never below $0. */
export function periodCharge(
  line: { unitPriceCents: Cents; quantity: number },
  pendingProrationCents: Cents = 0,
): PeriodCharge {
  const periodCents = lineTotalCents(line);
  const applied = Math.max(pendingProrationCents, -periodCents);
  return {
    ...withTax(periodCents + applied),
    periodCents,
    prorationAppliedCents: applied,
    prorationCarriedCents: pendingProrationCents - applied,
  };
}

export interface SeatChangeQuote {
  /** This change's proration, before tax. */
  prorationCents: Cents;
  /** The next renewal with every pending proration (this one included), tax included. */
  nextCharge: PeriodCharge;
  /** Every renewal after that, tax included. */
  laterCharge: Totals;
}

/** Prices a change of a running subscription's seats before it is made (the one pricing function). */
export function quoteSeatChange(change: {
  unitPriceCents: Cents;
  fromQuantity: number;
  toQuantity: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  pendingProrationCents: Cents;
}): SeatChangeQuote {
  const proration = prorationCents(change);
  const line = { unitPriceCents: change.unitPriceCents, quantity: change.toQuantity };
  return {
    prorationCents: proration,
    nextCharge: periodCharge(line, change.pendingProrationCents + proration),
    laterCharge: renewalTotals(line),
  };
}

/**
 * How many devices one licence key may be activated on at once (decision 0252): a seat's key
 * two (a desk and a laptop), a whole firm's key 25, a key for clients or returns 5.
 */
export function activationLimit(unit: OfferUnit): number {
  return unit === "per_user" ? 2 : unit === "per_firm" ? 25 : 5;
}
