import type { Integration } from "../../../../shared/product-facts.js";
import {
  CAPABILITY_BY_ID,
  GENERAL_CAPABILITIES,
  SERVICE_NEEDS,
  type CapabilityId,
} from "../needs/capabilities.js";
import { isMainCapability } from "../needs/product-profile.js";
import type { FirmProfile } from "../ranking/firm-profile.js";
import {
  budgetLimit,
  rankCatalogue,
  rankForFirm,
  saysAskedJob,
  scoreProducts,
  type RankedProduct,
} from "../ranking/rank.js";
import type { CatalogueView } from "./catalogue-view.js";
import { cite, type Citation } from "./citations.js";
import { costLine, type CostLine } from "./cost.js";
import { askProduct } from "./product-facts.js";
import { contentWords } from "../needs/text.js";
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
  /** What the picks leave out and why, so the reply (and the memo) can say so. */
  leftOut: LeftOut[];
  /**
   * The request names its job in the sheets' words and no product the firm can use says it:
   * nothing is picked ("automate categorising" for 30 clients, the one that does capped at 25).
   */
  unserved: boolean;
}

/**
 * A product the firm would have been shown but for its budget or its headcount:
 * - "budget": the best product for one of the firm's biggest jobs, which none of the picks does,
 *   costs more than the budget on its own;
 * - "together": it fits the budget alone, not beside the picks (`withPicksCents`, the set's
 *   cost against the budget's period);
 * - "limit": it fits the firm's needs better than any pick, but its sheet caps users or clients
 *   below the firm's (`cost.overLimit`).
 */
export interface LeftOut {
  need: CapabilityId;
  reason: "budget" | "together" | "limit";
  cost: CostLine;
  withPicksCents: number | null;
  /** The feature line that says the job asked for in the sheets' words, when it does. */
  says?: { quote: string; cite: Citation };
  /** Nothing else picked: what it costs for as many as its sheet allows ("25 of your 30"). */
  atLimit?: CostLine;
}

/** The feature line that says a job asked in the sheets' words ("categorisation"), if any. */
const lineSaying = (features: readonly string[], asked: ReadonlySet<string>) =>
  asked.size ? features.find((f) => contentWords(f).some((w) => asked.has(w))) : undefined;

function reasonsFor(
  r: RankedProduct,
  input: FindInput,
  asked: ReadonlySet<string>,
): FoundProduct["reasons"] {
  const reasons: FoundProduct["reasons"] = [];
  const { facts, listing, id } = r.product;
  const services =
    facts.services === "unknown" ? [] : facts.services.filter((s) => input.services?.includes(s));
  if (services.length)
    reasons.push({ quote: services.join(", "), cite: cite(id, "services", services.join(", ")) });
  const job = lineSaying(listing.features, asked);
  if (job) reasons.push({ quote: job, cite: cite(id, "feature", job) });
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
/** A ranked product as the tool answers it, with whether it is a top pick and why it fits. */
export function foundProduct(
  r: RankedProduct,
  topPick: boolean,
  reasons: FoundProduct["reasons"],
): FoundProduct {
  return {
    productId: r.product.id,
    name: r.product.name,
    link: r.product.link,
    relevance: r.relevance,
    cost: r.cost,
    withinBudget: r.withinBudget,
    topPick,
    reasons,
  };
}

export function findProducts(view: CatalogueView, input: FindInput, now: Date): FindResult {
  const { ranked: all, askedInSheets } = rankForFirm(view, input.firm, now);
  const ranked = all.filter((r) =>
    (input.mustHave ?? []).every(
      (subject) => askProduct(view, r.product, subject).verdict === "yes",
    ),
  );
  const limit = input.limit ?? 3;
  const products = ranked
    .slice(0, limit)
    .map((r) => foundProduct(r, r.topPick, reasonsFor(r, input, askedInSheets)));
  return {
    products,
    overBudget: ranked.filter((r) => r.withinBudget === false).length,
    leftOut: [
      ...leftOutForBudget(view, input.firm, ranked, now),
      ...leftOutForLimits(view, input.firm, ranked, now, askedInSheets),
    ],
    unserved: askedInSheets.size > 0 && !ranked.some((r) => r.topPick),
  };
}

/** How many of the firm's biggest needs are checked for a job the picks leave out. */
const NEEDS_CHECKED = 3;
/** A need that is not a service line counts as a job asked for at this share of the biggest. */
const ASKED_JOB_SHARE = 0.5;

/**
 * The firm's biggest service-line needs that none of the products named together does as its
 * main job (a template helps with one; software does it), each with the best product that does
 * and its cost, when that product is above the budget ("tax software and a portal, $800 a
 * month": the tax suite is $1,299 a year) or is within it alone but not beside the picks.
 */
function leftOutForBudget(
  view: CatalogueView,
  firm: FirmProfile,
  ranked: readonly RankedProduct[],
  now: Date,
): FindResult["leftOut"] {
  const limit = budgetLimit(firm);
  if (limit === null) return [];
  const picks = ranked.filter((r) => r.topPick);
  if (!picks.length) return [];
  const picksCents = picks.reduce((sum, r) => sum + (r.cost.budgetCents ?? 0), 0);
  // The firm's biggest jobs: its service lines, and any other job it asked for about as much
  // ("tax software and a client portal"); a way of working (automation…) is not a job.
  const top = Math.max(0, ...[...firm.needs.values()].map((n) => n.weight));
  const needs = [...firm.needs.entries()]
    .filter(
      ([id, need]) =>
        CAPABILITY_BY_ID.get(id)?.serviceLine ||
        (!GENERAL_CAPABILITIES.has(id) && need.weight >= ASKED_JOB_SHARE * top),
    )
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
  return needs.flatMap((need): LeftOut[] => {
    // The service this need is the heart of ("bookkeeping": Bookkeeping): a sheet that lists
    // its services must list that one (a payroll product is not a bookkeeping one).
    const service = (Object.keys(SERVICE_NEEDS) as Array<keyof typeof SERVICE_NEEDS>).find(
      (s) => (SERVICE_NEEDS[s][need] ?? 0) >= 5,
    );
    // A need read from the firm's words (engagement letters, for profitability) names only a
    // product that says some of them: time and billing software is no answer to "engagement
    // letters" (a service line the firm offers needs no words of this message).
    const fromWords = !service && firm.searchWords.size > 0;
    const best = unbounded.find((r) => {
      const listed = r.product.facts.services;
      return (
        isMainCapability(r.profile, need) &&
        r.profile.product.category !== "templates" &&
        (!service || listed === "unknown" || listed.length === 0 || listed.includes(service)) &&
        (!fromWords || r.matchedWords.length > 0)
      );
    });
    if (!best) return [];
    const cost = costLine(
      best.product,
      { ...firm.headcount, budgetPeriod: firm.budget!.period },
      now,
    );
    if (cost.budgetCents === null) return [];
    if (cost.budgetCents > limit) return [{ need, reason: "budget", cost, withPicksCents: null }];
    const withPicks = picksCents + cost.budgetCents;
    return withPicks > limit ? [{ need, reason: "together", cost, withPicksCents: withPicks }] : [];
  });
}

/**
 * The products that fit the firm's needs better than the first pick but whose sheets cap users or
 * clients below the firm's ("up to 25 client companies" for 30): the best of them is named with
 * the limit, so the firm knows why the obvious choice is missing.
 */
function leftOutForLimits(
  view: CatalogueView,
  firm: FirmProfile,
  ranked: readonly RankedProduct[],
  now: Date,
  askedInSheets: ReadonlySet<string>,
): LeftOut[] {
  const leader = ranked.find((r) => r.topPick);
  // Nothing picked for a job asked in the sheets' words: the one that says it, whatever its score.
  if (!leader && askedInSheets.size === 0) return [];
  const better = scoreProducts(view, firm, now)
    .filter(
      (r) =>
        r.cost.overLimit !== null &&
        !firm.rejected.has(r.product.id) &&
        (leader ? r.score > leader.score : saysAskedJob(r, askedInSheets)) &&
        r.contributions.length > 0,
    )
    .sort((a, b) => b.score - a.score)[0];
  if (!better) return [];
  const line = lineSaying(better.product.listing.features, askedInSheets);
  const over = better.cost.overLimit!;
  const counted = { users: "seats", clients: "clients", eFiles: "returns" } as const;
  const atLimit = leader
    ? undefined
    : costLine(
        better.product,
        {
          ...firm.headcount,
          [counted[over.fact]]: over.limit,
          budgetPeriod: firm.budget?.period ?? null,
        },
        now,
      );
  return [
    {
      need: better.contributions[0]!.capability,
      reason: "limit",
      cost: better.cost,
      withPicksCents: null,
      ...(line ? { says: { quote: line, cite: cite(better.product.id, "feature", line) } } : {}),
      ...(atLimit ? { atLimit } : {}),
    },
  ];
}
