/**
 * Prices for the advisor's sentences. Kept here until the catalogue's shared money module lands;
 * then this file re-exports it.
 */
export function priceToCents(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

export function formatUsd(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString("en-US");
  return `$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}

/** What a product costs per month: one-time prices spread over 12 months, rounded up to the cent. */
export function monthlyCents(priceCents: number, type: "one-time" | "subscription"): number {
  return type === "subscription" ? priceCents : Math.ceil(priceCents / 12);
}
