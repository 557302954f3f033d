import type { CatalogueView, ToolProduct } from "../tools/catalogue-view.js";

/**
 * Products that are of no use without another catalogue product, read from their own sheets:
 * - a not-included line names the other product ("The Harborview Client Portal subscription
 *   itself"): it is bought separately, and this one works on it;
 * - a service booked to set up, migrate or configure something ("we configure your branded
 *   portal, import your client list…") whose integrations name catalogue products: it sets
 *   those up.
 * Such an add-on is recommended only beside the product it needs (or when the firm already uses
 * it), never in its place.
 */

const SETUP_WORDS =
  /\b(set ?up|set-up|migrat\w*|onboarding package|configur\w*|implementation|installation service)\b/i;

const cache = new WeakMap<CatalogueView, Map<number, number[]>>();

function productsNamedIn(view: CatalogueView, text: string, self: number): number[] {
  const lower = text.toLowerCase();
  return view.products
    .filter((p) => p.id !== self && lower.includes(p.name.toLowerCase()))
    .map((p) => p.id);
}

function readRequirements(view: CatalogueView, product: ToolProduct): number[] {
  const facts = product.facts;
  const required = new Set(
    facts.notIncluded.flatMap((line) => productsNamedIn(view, line, product.id)),
  );
  const listing = product.listing;
  if (
    facts.delivery === "service_booking" &&
    facts.integrations !== "unknown" &&
    SETUP_WORDS.test(`${listing.name} ${listing.description} ${listing.features.join(" ")}`)
  )
    for (const integration of facts.integrations)
      for (const id of productsNamedIn(view, integration, product.id))
        if (view.byId.get(id)?.name.toLowerCase() === integration.toLowerCase()) required.add(id);
  return [...required];
}

/** The catalogue products this one needs beside it (none for most products). */
export function requiredProducts(view: CatalogueView, productId: number): number[] {
  let byProduct = cache.get(view);
  if (!byProduct) {
    byProduct = new Map(view.products.map((p) => [p.id, readRequirements(view, p)]));
    cache.set(view, byProduct);
  }
  return byProduct.get(productId) ?? [];
}

/**
 * The product can be recommended in this set: everything it needs is in the set, or is software
 * the firm already uses (named as its sheets name it).
 */
export function requirementsMet(
  view: CatalogueView,
  productId: number,
  set: readonly number[],
  software: readonly string[],
): boolean {
  return requiredProducts(view, productId).every(
    (id) => set.includes(id) || software.includes(view.byId.get(id)?.name ?? ""),
  );
}
