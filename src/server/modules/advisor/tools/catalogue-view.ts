import { UNKNOWN_FACTS, type ProductFacts } from "../../../../shared/contracts/product-facts.js";
import { parseCents, type Cents } from "../../../../shared/money.js";
import { priceLabel, type Offer } from "../../../../shared/offer.js";
import { trialDaysOf } from "../../../../shared/subscriptions.js";
import {
  profileProduct,
  type CatalogueProduct,
  type ProductProfile,
} from "../needs/product-profile.js";

/**
 * What the tools read of one product: the listing, its offer and its fact sheet (an all-unknown
 * sheet when the catalogue has none), and the needs profile the ranking reads.
 */
export interface ToolProduct {
  id: number;
  name: string;
  /** The product page: every answer links a product here. */
  link: string;
  listing: CatalogueProduct;
  offer: Offer;
  facts: ProductFacts;
  unitPriceCents: Cents;
  /** "$119.00 / user / month". */
  priceLabel: string;
  /** The free trial a purchase gets today (0: none): what the pricing function is given. */
  trialDays: number;
  profile: ProductProfile;
}

/** The active catalogue as the tools see it, indexed once per catalogue. */
export interface CatalogueView {
  products: readonly ToolProduct[];
  byId: ReadonlyMap<number, ToolProduct>;
}

const views = new WeakMap<readonly CatalogueProduct[], CatalogueView>();
const profiles = new Map<number, { signature: string; profile: ProductProfile }>();

function profileOf(product: CatalogueProduct): ProductProfile {
  const signature = JSON.stringify(product);
  const cached = profiles.get(product.id);
  if (cached?.signature === signature) return cached.profile;
  const profile = profileProduct(product);
  profiles.set(product.id, { signature, profile });
  if (profiles.size > 5_000) profiles.clear();
  return profile;
}

export function toolProduct(listing: CatalogueProduct): ToolProduct {
  const profile = profileOf(listing);
  const facts = listing.facts ?? UNKNOWN_FACTS;
  return {
    id: listing.id,
    name: listing.name,
    link: `/products/${listing.id}`,
    listing,
    offer: profile.offer,
    facts,
    unitPriceCents: parseCents(listing.price),
    priceLabel: priceLabel({ price: listing.price, offer: profile.offer }),
    trialDays: trialDaysOf({ type: listing.type, facts }),
    profile,
  };
}

/**
 * The view of a catalogue, made once per catalogue array (the products cache hands out the same
 * array until the catalogue changes) and in id order, so every tie breaks the same way.
 */
export function catalogueView(catalogue: readonly CatalogueProduct[]): CatalogueView {
  let view = views.get(catalogue);
  if (!view) {
    const products = [...catalogue].sort((a, b) => a.id - b.id).map(toolProduct);
    view = { products, byId: new Map(products.map((p) => [p.id, p])) };
    views.set(catalogue, view);
  }
  return view;
}
