import type { ProductType } from "./products.js";
import { centsToDecimal, parseCents } from "./money.js";
import type { LicenceTerm, PricingModel, Unknown } from "./product-facts.js";

interface Priced {
  price: string;
  type: ProductType;
  facts: { pricingModel: PricingModel | Unknown; licenceTerm: LicenceTerm | Unknown };
}

const PER: Partial<Record<PricingModel, string>> = {
  per_firm: "per firm",
  per_user: "per user",
  per_client: "per client",
  per_return: "per return",
};

/**
 * The unit shown next to a price: "per user / month", "per firm, one-year licence", "one-time".
 * Subscriptions are priced per month (spec section 9).
 */
export function priceUnit({ type, facts }: Omit<Priced, "price">): string {
  const per = facts.pricingModel === "unknown" ? undefined : PER[facts.pricingModel];
  if (type === "subscription") return per ? `${per} / month` : "per month";
  if (facts.pricingModel === "per_return") return "per return";
  const term =
    facts.licenceTerm === "annual"
      ? "one-year licence"
      : facts.licenceTerm === "perpetual"
        ? "perpetual licence"
        : "one-time";
  return per ? `${per}, ${term}` : term;
}

/**
 * What the first year costs at the listed price, as a decimal string: twelve months of a
 * subscription, or the one-time price. Per user or per client prices stay per user or client.
 */
export function firstYearCost({ price, type }: Pick<Priced, "price" | "type">): string {
  const cents = parseCents(price);
  return centsToDecimal(type === "subscription" ? cents * 12 : cents);
}
