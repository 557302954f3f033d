import type { Integration } from "../../../../shared/product-facts.js";
import type { FirmProfile } from "../ranking/firm-profile.js";
import { rankCatalogue, type RankedProduct } from "../ranking/rank.js";
import type { CatalogueView } from "./catalogue-view.js";
import { cite, type Citation } from "./citations.js";
import type { CostLine } from "./cost.js";
import { askProduct } from "./product-facts.js";
import type { Subject } from "./subjects.js";

export interface FindInput {
  firm: FirmProfile;
  /** Only products whose sheets say yes to each of these (an integration, a form, a browser…). */
  mustHave?: Subject[];
  /** The wizard's services the firm offers: a product listed for one of them says so. */
  services?: readonly string[];
  /** Software the firm uses: a product that lists it says so. */
  integrations?: readonly Integration[];
  /** How many to return: the two or three to name together come first. */
  limit?: number;
}

export interface FoundProduct {
  productId: number;
  name: string;
  link: string;
  /** Relevance as a percent, on the documented scale (decision 0131). */
  relevance: number;
  cost: CostLine;
  /** null when the firm has no budget we know of. */
  withinBudget: boolean | null;
  /** One of the two or three to name together. */
  topPick: boolean;
  /** The facts that make it fit: the services its sheet lists, the feature for the firm's need. */
  reasons: Array<{ quote: string; cite: Citation }>;
}

export interface FindResult {
  products: FoundProduct[];
  /** Products that fit but not the budget (shown only when nothing within it does). */
  overBudget: number;
}

function reasonsFor(r: RankedProduct, input: FindInput): FoundProduct["reasons"] {
  const reasons: FoundProduct["reasons"] = [];
  const { facts, listing, id } = r.product;
  const services =
    facts.services === "unknown" ? [] : facts.services.filter((s) => input.services?.includes(s));
  if (services.length)
    reasons.push({ quote: services.join(", "), cite: cite(id, "services", services.join(", ")) });
  for (const c of r.contributions.slice(0, 3)) {
    const feature = c.match.evidence;
    if (feature && listing.features.includes(feature) && !reasons.some((x) => x.quote === feature))
      reasons.push({ quote: feature, cite: cite(id, "feature", feature) });
    if (reasons.length >= 2) break;
  }
  const uses =
    facts.integrations === "unknown"
      ? []
      : facts.integrations.filter((i) => input.integrations?.includes(i));
  if (uses.length)
    reasons.push({ quote: uses.join(", "), cite: cite(id, "integrations", uses.join(", ")) });
  if (reasons.length === 0 && listing.features[0])
    reasons.push({ quote: listing.features[0], cite: cite(id, "feature", listing.features[0]) });
  return reasons;
}

/**
 * The find-products tool: the catalogue ranked for the firm (its needs, budget, seats or
 * clients, size and preferences; decision 0030's ranking), after the hard filters its sheets
 * answer (an integration, a form, where it runs, a trial). The two or three that complement each
 * other and fit the budget together come first.
 */
export function findProducts(view: CatalogueView, input: FindInput, now: Date): FindResult {
  const ranked = rankCatalogue(view, input.firm, now).filter((r) =>
    (input.mustHave ?? []).every(
      (subject) => askProduct(view, r.product, subject).verdict === "yes",
    ),
  );
  const limit = input.limit ?? 3;
  const products = ranked.slice(0, limit).map((r): FoundProduct => ({
    productId: r.product.id,
    name: r.product.name,
    link: r.product.link,
    relevance: r.relevance,
    cost: r.cost,
    withinBudget: r.withinBudget,
    topPick: r.topPick,
    reasons: reasonsFor(r, input),
  }));
  return { products, overBudget: ranked.filter((r) => r.withinBudget === false).length };
}
