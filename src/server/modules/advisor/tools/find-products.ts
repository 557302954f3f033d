import type { Integration } from "../../../../shared/product-facts.js";
import { CAPABILITY_BY_ID, SERVICE_NEEDS, type CapabilityId } from "../needs/capabilities.js";
import { isMainCapability } from "../needs/product-profile.js";
import type { FirmProfile } from "../ranking/firm-profile.js";
import { rankCatalogue, type RankedProduct } from "../ranking/rank.js";
import type { CatalogueView } from "./catalogue-view.js";
import { cite, type Citation } from "./citations.js";
import { costLine, type CostLine } from "./cost.js";
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
  /**
   * A job the firm asked for that no product named together does within its budget: the best
   * product for it, with its cost, so the reply can say why it is not among them.
   */
  leftOut: Array<{ need: CapabilityId; label: string; cost: CostLine }>;
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
  return {
    products,
    overBudget: ranked.filter((r) => r.withinBudget === false).length,
    leftOut: leftOutForBudget(view, input.firm, ranked, now),
  };
}

/** How many of the firm's biggest needs are checked for a job the picks leave out. */
const NEEDS_CHECKED = 3;

/**
 * The firm's biggest service-line needs that none of the products named together does as its
 * main job (a template helps with one; software does it), each with the best product that does and its cost, when that product is above the
 * budget ("tax software and a portal, $800 a month": the tax suite is $1,299 a year).
 */
function leftOutForBudget(
  view: CatalogueView,
  firm: FirmProfile,
  ranked: readonly RankedProduct[],
  now: Date,
): FindResult["leftOut"] {
  if (!firm.budget || firm.budget.kind === "floor") return [];
  const picks = ranked.filter((r) => r.topPick);
  if (!picks.length) return [];
  const needs = [...firm.needs.entries()]
    .filter(([id]) => CAPABILITY_BY_ID.get(id)?.serviceLine)
    .sort((a, b) => b[1].weight - a[1].weight)
    .slice(0, NEEDS_CHECKED)
    .map(([id]) => id)
    // A template helps with a job; software or a service does it.
    .filter(
      (id) =>
        !picks.some(
          (r) => isMainCapability(r.profile, id) && r.profile.product.category !== "templates",
        ),
    );
  if (!needs.length) return [];
  const unbounded = rankCatalogue(view, { ...firm, budget: null }, now);
  return needs.flatMap((need) => {
    // The service this need is the heart of ("bookkeeping": Bookkeeping): a sheet that lists
    // its services must list that one (a payroll product is not a bookkeeping one).
    const service = (Object.keys(SERVICE_NEEDS) as Array<keyof typeof SERVICE_NEEDS>).find(
      (s) => (SERVICE_NEEDS[s][need] ?? 0) >= 5,
    );
    const best = unbounded.find((r) => {
      const listed = r.product.facts.services;
      return (
        isMainCapability(r.profile, need) &&
        r.profile.product.category !== "templates" &&
        (!service || listed === "unknown" || listed.length === 0 || listed.includes(service))
      );
    });
    if (!best) return [];
    const cost = costLine(
      best.product,
      { ...firm.headcount, budgetPeriod: firm.budget!.period },
      now,
    );
    const label = CAPABILITY_BY_ID.get(need)!.label;
    return cost.budgetCents !== null && cost.budgetCents > firm.budget!.amountCents
      ? [{ need, label, cost }]
      : [];
  });
}
