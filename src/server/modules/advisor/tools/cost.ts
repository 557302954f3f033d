import type { Budget } from "../../../../shared/advisor/conversation-state.js";
import type { Cents } from "../../../../shared/money.js";
import {
  costOverMonths,
  countOf,
  productLine,
  quoteLine,
  quoteLines,
  type BillingInterval,
  type OfferTerm,
  type OfferUnit,
} from "../../../../shared/offer.js";
import { cite, type Citation } from "./citations.js";
import type { CatalogueView, ToolProduct } from "./catalogue-view.js";

/** What the firm counts: people who use software, clients (or client companies), returns. */
export interface Headcount {
  seats?: number | null;
  clients?: number | null;
  returns?: number | null;
}

export interface CostInput extends Headcount {
  productIds: number[];
  /** Also what the first `months` months cost (a monthly term charges each month). */
  months?: number | null;
  /** The firm's budget: whether the lines fit it, together. */
  budget?: Budget | null;
  /** "Only 6 of us would use the portal": a product's own headcount, over the firm's. */
  each?: Readonly<Record<number, Headcount>>;
}

/** Where a line's quantity came from: the firm's seats, clients or returns, one firm licence, or 1 assumed. */
export type QuantitySource = "seats" | "clients" | "returns" | "firm" | "assumed";

export interface CostLine {
  productId: number;
  name: string;
  link: string;
  unit: OfferUnit;
  term: OfferTerm;
  priceLabel: string;
  unitPriceCents: Cents;
  quantity: number;
  quantitySource: QuantitySource;
  /** "12 users", "1 licence". */
  quantityLabel: string;
  /** One period's price (or the one price) for the quantity, before tax. */
  lineCents: Cents;
  /** Charged today before tax: 0 during a free trial. */
  dueTodayCents: Cents;
  firstYearCents: Cents;
  interval: BillingInterval | null;
  renewal: { amountCents: Cents; date: string } | null;
  trialDays: number;
  overMonths: { months: number; cents: Cents } | null;
  /** What the line counts against a budget of the firm's period (decision 0130). */
  budgetCents: Cents | null;
  /** The quantity is above the limit the fact sheet states. */
  /** Priced per user with a user limit on the sheet: the users each licence admits. */
  usersPerLicence: number | null;
  /** The sheet caps users, clients or e-files a year (`limit`) below the firm's (`count`). */
  overLimit: { fact: "users" | "clients" | "eFiles"; limit: number; count: number } | null;
  cites: Citation[];
}

export interface CostResult {
  lines: CostLine[];
  /** The lines together, before tax; monthly subscriptions and upfront payments apart. */
  total: {
    monthlyCents: Cents;
    upfrontCents: Cents;
    dueTodayCents: Cents;
    firstYearCents: Cents;
    overMonthsCents: Cents | null;
  };
  /** Whether the lines fit the budget together, when one is known. */
  budget: {
    amountCents: Cents;
    period: Budget["period"];
    costCents: Cents;
    fits: boolean;
    /** How far the cost is above the amount stated (0 within it): "$408.00 over". */
    overCents: Cents;
  } | null;
}

/** A target ("about $5,000 a year") is met within this share above it; a cap is not. */
const TARGET_TOLERANCE = 0.15;

/** The most a budget lets the firm spend per period, in cents, or null for a floor. */
export function budgetLimitCents(budget: Budget | null | undefined): Cents | null {
  if (!budget || budget.kind === "floor") return null;
  return budget.kind === "target"
    ? Math.floor(budget.amountCents * (1 + TARGET_TOLERANCE))
    : budget.amountCents;
}

/** The quantity a product's unit counts for this firm: seats for a per-user price, and so on. */
export function quantityFor(
  product: Pick<ToolProduct, "offer">,
  firm: Headcount,
): { quantity: number; source: QuantitySource } {
  const known = (n: number | null | undefined) => (n && n > 0 ? Math.floor(n) : null);
  switch (product.offer.unit) {
    case "per_firm":
      return { quantity: 1, source: "firm" };
    case "per_user": {
      const n = known(firm.seats);
      return n ? { quantity: n, source: "seats" } : { quantity: 1, source: "assumed" };
    }
    case "per_client": {
      const n = known(firm.clients);
      return n ? { quantity: n, source: "clients" } : { quantity: 1, source: "assumed" };
    }
    case "per_return": {
      const n = known(firm.returns);
      return n ? { quantity: n, source: "returns" } : { quantity: 1, source: "assumed" };
    }
  }
}

/**
 * A sheet's user limit on a product priced per user is per licence (decision 0227): each licence
 * admits that many people, and the firm buys one per user, so it caps no firm.
 */
export function usersPerLicence(product: ToolProduct): number | null {
  const users = product.facts.limits.users;
  return product.offer.unit === "per_user" && typeof users === "number" ? users : null;
}

function overLimit(product: ToolProduct, firm: Headcount): CostLine["overLimit"] {
  const users = product.facts.limits.users;
  const clients = product.facts.limits.clients;
  if (
    typeof users === "number" &&
    usersPerLicence(product) === null &&
    firm.seats &&
    firm.seats > users
  )
    return { fact: "users", limit: users, count: firm.seats };
  if (typeof clients === "number" && firm.clients && firm.clients > clients)
    return { fact: "clients", limit: clients, count: firm.clients };
  // "400 returns a season" against "150 e-files a year".
  const eFiles = product.facts.limits.eFiles;
  if (typeof eFiles === "number" && firm.returns && firm.returns > eFiles)
    return { fact: "eFiles", limit: eFiles, count: firm.returns };
  return null;
}

/** One product's line for this firm, priced by the shop's one pricing function. */
export function costLine(
  product: ToolProduct,
  firm: Headcount & { months?: number | null; budgetPeriod?: Budget["period"] | null },
  now: Date,
): CostLine {
  const { quantity, source } = quantityFor(product, firm);
  const line = productLine(
    { price: product.listing.price, offer: product.offer },
    quantity,
    product.trialDays,
  );
  const quote = quoteLine(line, now);
  const limit = overLimit(product, firm);
  const cites: Citation[] = [
    cite(product.id, "price", product.listing.price),
    cite(product.id, "offer.unit", product.offer.unit),
    cite(product.id, "offer.term", product.offer.term),
  ];
  if (quote.interval === "month" && product.trialDays > 0)
    cites.push(cite(product.id, "trialDays", product.trialDays));
  if (limit) cites.push(cite(product.id, `limits.${limit.fact}`, limit.limit));
  const perLicence = usersPerLicence(product);
  if (perLicence !== null && quantity > perLicence)
    cites.push(cite(product.id, "limits.users", perLicence));
  const months = firm.months && firm.months > 0 ? Math.min(Math.floor(firm.months), 120) : null;
  return {
    productId: product.id,
    name: product.name,
    link: product.link,
    unit: product.offer.unit,
    term: product.offer.term,
    priceLabel: product.priceLabel,
    unitPriceCents: product.unitPriceCents,
    quantity,
    quantitySource: source,
    quantityLabel: countOf(product.offer.unit, quantity),
    lineCents: quote.lineCents,
    dueTodayCents: quote.dueTodayCents,
    firstYearCents: quote.firstYearCents,
    interval: quote.interval,
    renewal: quote.renewal
      ? { amountCents: quote.renewal.amountCents, date: quote.renewal.date.toISOString() }
      : null,
    trialDays: quote.interval === "month" ? product.trialDays : 0,
    overMonths: months ? { months, cents: costOverMonths(line, months) } : null,
    // Against a month's budget a one-time or yearly price counts whole in the month it is paid;
    // against a year's, the first year counts (decision 0130).
    budgetCents:
      firm.budgetPeriod === "year" || firm.budgetPeriod === "once"
        ? quote.firstYearCents
        : firm.budgetPeriod === "month"
          ? quote.lineCents
          : null,
    usersPerLicence: perLicence !== null && quantity > perLicence ? perLicence : null,
    overLimit: limit,
    cites,
  };
}

/** Of these lines, the one that costs the firm least in its first year (a tie: the lower id). */
export function cheapestLine(lines: readonly CostLine[]): CostLine | null {
  return (
    [...lines].sort(
      (a, b) => a.firstYearCents - b.firstYearCents || a.productId - b.productId,
    )[0] ?? null
  );
}

/**
 * The cost tool: each product's line for the firm's seats, clients or returns (a per-firm price
 * once), and their total, all through `src/shared/offer.ts`.
 */
export function costOf(view: CatalogueView, input: CostInput, now: Date): CostResult {
  const products = [...new Set(input.productIds)]
    .map((id) => view.byId.get(id))
    .filter((p): p is ToolProduct => p !== undefined);
  const budgetPeriod = input.budget?.period ?? null;
  const lines = products.map((p) =>
    costLine(p, { ...input, ...input.each?.[p.id], budgetPeriod }, now),
  );
  const quote = quoteLines(
    products.map((p, i) =>
      productLine({ price: p.listing.price, offer: p.offer }, lines[i]!.quantity, p.trialDays),
    ),
    now,
  );
  const sum = (pick: (line: CostLine) => Cents) => lines.reduce((s, l) => s + pick(l), 0);
  const budgetCost = sum((l) => l.budgetCents ?? 0);
  return {
    lines,
    total: {
      monthlyCents: sum((l) => (l.interval === "month" ? l.lineCents : 0)),
      upfrontCents: sum((l) => (l.interval === "month" ? 0 : l.lineCents)),
      dueTodayCents: quote.dueToday.subtotalCents,
      firstYearCents: quote.firstYear.subtotalCents,
      overMonthsCents: lines.every((l) => l.overMonths)
        ? sum((l) => l.overMonths?.cents ?? 0)
        : null,
    },
    budget:
      input.budget && input.budget.kind !== "floor"
        ? {
            amountCents: input.budget.amountCents,
            period: input.budget.period,
            costCents: budgetCost,
            fits: budgetCost <= budgetLimitCents(input.budget)!,
            overCents: Math.max(0, budgetCost - input.budget.amountCents),
          }
        : null,
  };
}
