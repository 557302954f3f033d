import {
  CAPABILITY_BY_ID,
  capabilitySignals,
  GENERAL_CAPABILITIES,
  SERVICE_OF_CAPABILITY,
  type CapabilityId,
} from "../needs/capabilities.js";
import {
  isMainCapability,
  wordPairs,
  type CapabilityMatch,
  type ProductProfile,
} from "../needs/product-profile.js";
import type { CatalogueView, ToolProduct } from "../tools/catalogue-view.js";
import { budgetLimitCents, costLine, type CostLine } from "../tools/cost.js";
import { requirementsMet } from "./add-ons.js";
import { ASK_SAID, readAsk } from "./ask-match.js";
import { topNeeds, type FirmProfile, type Need } from "./firm-profile.js";
import { sameWord } from "../needs/text.js";

export interface Contribution {
  capability: CapabilityId;
  amount: number;
  need: Need;
  match: CapabilityMatch;
}

export interface RankedProduct {
  product: ToolProduct;
  profile: ProductProfile;
  /** What it costs this firm (its seats, clients or returns), by the shop's pricing function. */
  cost: CostLine;
  /** The fit after budget, firm size and tech comfort, in need units. */
  score: number;
  /** The same as a percent for people: saturates, never 100. */
  relevance: number;
  /** null when the firm has no budget limit we know of. */
  withinBudget: boolean | null;
  /** What the product covers of this firm's needs, biggest first. */
  contributions: Contribution[];
  /** Stemmed words from the conversation found in the product's text. */
  matchedWords: string[];
  /**
   * The latest message's rare words (a few products' words at most: "depreciation", "179") that
   * the product's features say, and those its not-included lines say: the job asked for in the
   * sheets' own words.
   */
  jobWords: { features: string[]; excluded: string[] };
  /**
   * Two words side by side of the latest message that a feature line of this product says side by
   * side, and few products' lines do ("pull in the trial balance": “Trial balance import from any
   * ledger”): the job the firm described, said as its sheet says it.
   */
  jobPhrases: string[];
  /**
   * Which of the things the message lists (`FirmProfile.askedThings`) its sheet says it does, and
   * those its very name says ("a tax research service" of the Tax Research Library).
   */
  thingsDone: number[];
  thingsNamed: number[];
  /**
   * How much of what the latest message asks its own name and feature lines say, against the
   * product that says most (0 to 1; 1 when the ask sorts nothing).
   */
  askShare: number;
  /** The ask sorts the catalogue (a product says one of its rarer words) and this one says it. */
  saysTheAsk: boolean;
  /** Of the things the ask lists, the ones this product says about as well as any. */
  askThings: number[];
  /** The ask sorts the catalogue and this product says none of it. */
  saysNothingAsked: boolean;
  /** Budget, firm size, tech comfort and the ask's share multiplied together. */
  factor: number;
  textScore: number;
  /** One of the two or three products to name together: complementary and, together, affordable. */
  topPick: boolean;
}

/** A product must reach this share of the best score to be worth naming at all. */
const RELEVANT_SHARE = 0.2;
const OVER_BUDGET_FACTOR = 0.55;
/** The text search refines the ranking; the firm's stated needs lead it. */
const TEXT_WEIGHT = 0.25;
/**
 * Something a product also does counts for less than what it is made for; most of all for a
 * service line: software that exports to tax software does not prepare taxes.
 */
const SIDE_CAPABILITY = 0.5;
const SIDE_SERVICE_LINE = 0.2;
/** Templates help a firm do the work; software and SaaS do it. */
const TEMPLATES_FACTOR = 0.6;

/** A word in this many products or fewer tells what a product is for. */
const RARE_WORD_PRODUCTS = 3;
/** A word the sheet lists as not included counts against it as much as a feature counts for it. */
const EXCLUDED_FIELD = 1.2;

function textScore(
  profile: ProductProfile,
  firm: FirmProfile,
  idf: Map<string, number>,
  rare: number,
) {
  let score = 0;
  const matched: string[] = [];
  const jobWords: RankedProduct["jobWords"] = { features: [], excluded: [] };
  for (const [word, weight] of firm.searchWords) {
    const inFeatures = profile.words.features.has(word);
    const field = profile.words.name.has(word)
      ? 2
      : inFeatures
        ? 1.2
        : profile.words.description.has(word)
          ? 0.8
          : 0;
    const told = (idf.get(word) ?? 0) >= rare;
    // "Section 179 and bonus depreciation calculations" not included: the sheet says it does not
    // (unless its name, features or description say the word too: "Asset tagging" not included
    // does not unsay a fixed asset manager's assets).
    if (profile.words.excluded.has(word) && field === 0) {
      score -= weight * EXCLUDED_FIELD * (idf.get(word) ?? 0);
      if (told) jobWords.excluded.push(word);
      continue;
    }
    if (field === 0) continue;
    score += weight * field * (idf.get(word) ?? 0);
    matched.push(word);
    if (told && inFeatures) jobWords.features.push(word);
  }
  return { score: score * TEXT_WEIGHT, matched, jobWords };
}

/** The latest message's word pairs that the feature lines of a few products at most say. */
function rarePhrases(catalogue: readonly ProductProfile[], firm: FirmProfile): string[] {
  return wordPairs([...firm.searchWords.keys()]).filter((pair) => {
    const holding = catalogue.filter((p) => p.words.featurePairs.has(pair)).length;
    return holding > 0 && holding <= RARE_WORD_PRODUCTS;
  });
}

/** How many products' names, features or descriptions hold each word. */
function productsHolding(catalogue: readonly ProductProfile[], words: Iterable<string>) {
  const df = new Map<string, number>();
  for (const word of words)
    df.set(
      word,
      catalogue.filter(
        (p) =>
          p.words.name.has(word) || p.words.features.has(word) || p.words.description.has(word),
      ).length,
    );
  return df;
}

/**
 * The things asked for (`FirmProfile.askedThings`) a product does in its sheet's words: its name,
 * features or description hold more of the thing's rare words (a few products' at most:
 * "statistical", "research") than its not-included lines do ("Statistical sampling" not
 * included: the workpapers do not do the sampling).
 */
function thingsDone(
  profile: ProductProfile,
  things: readonly (readonly string[])[],
  df: ReadonlyMap<string, number>,
  inName = false,
): number[] {
  const { name, features, description, excluded } = profile.words;
  return things.flatMap((words, i) => {
    const rare = words.filter((w) => (df.get(w) ?? 0) > 0 && df.get(w)! <= RARE_WORD_PRODUCTS);
    const said = rare.filter(
      (w) => name.has(w) || (!inName && (features.has(w) || description.has(w))),
    ).length;
    const unsaid = rare.filter((w) => excluded.has(w)).length;
    return said > 0 && said > unsaid ? [i] : [];
  });
}

/** Rare words count more: a word in every product tells nothing. */
function inverseDocumentFrequency(catalogue: readonly ProductProfile[], firm: FirmProfile) {
  const idf = new Map<string, number>();
  for (const word of firm.searchWords.keys()) {
    const df = catalogue.filter(
      (p) => p.words.name.has(word) || p.words.features.has(word) || p.words.description.has(word),
    ).length;
    if (df > 0) idf.set(word, Math.log(1 + catalogue.length / df));
  }
  return idf;
}

/** A product that says it is made for firms like this one earns a little; one made for others loses. */
function scaleFactor(profile: ProductProfile, firmScale: number | null): number {
  if (firmScale === null) return 1;
  const gap = Math.abs(firmScale - profile.scale.target);
  if (profile.scale.stated && gap <= 0.75) return 1.1;
  const perStep = profile.scale.stated ? 0.2 : 0.05;
  return Math.max(0.6, 1 - perStep * gap);
}

function techFactor(profile: ProductProfile, firm: FirmProfile): number {
  if (firm.techComfort === "beginner") {
    if (profile.technical) return 0.9;
    if (profile.beginnerFriendly) return 1.06;
  }
  if (firm.techComfort === "advanced") {
    const integrates =
      (profile.capabilities.get("integration")?.strength ?? 0) >= 0.5 ||
      (profile.capabilities.get("automation")?.strength ?? 0) >= 0.5;
    if (profile.technical || integrates) return 1.06;
  }
  return 1;
}

/**
 * Relevance as a percent (decision 0131): how much of the firm's three biggest needs the product
 * covers as what it is made for, on a square-root curve so a product covering one of three needs
 * reads about 55% and one covering all reads 95%; then multiplied by the budget, firm-size and
 * tech-comfort factors, so an over-budget product loses about half. Never above 95: no product is
 * a certain fit. Bands: 80+ strong, 60-79 good, 35-59 partial, below 35 weak.
 */
export function relevancePercent(needScore: number, factor: number, firm: FirmProfile): number {
  const top = [...firm.needs.values()]
    .map((n) => n.weight)
    .sort((a, b) => b - a)
    .slice(0, 3);
  const ideal = Math.max(
    1,
    top.reduce((sum, w) => sum + w, 0),
  );
  const coverage = Math.min(1, needScore / ideal);
  return Math.max(1, Math.min(95, Math.round(95 * Math.sqrt(coverage) * Math.min(1, factor))));
}

/** The most the firm will spend per budget period, or null with no cap or target. */
export const budgetLimit = (firm: Pick<FirmProfile, "budget">): number | null =>
  budgetLimitCents(firm.budget);

/** Every product's fit for this firm, unfiltered and in catalogue order. */
export function scoreProducts(view: CatalogueView, firm: FirmProfile, now: Date): RankedProduct[] {
  const catalogue = view.products.map((p) => p.profile);
  const idf = inverseDocumentFrequency(catalogue, firm);
  const rare = Math.log(1 + catalogue.length / RARE_WORD_PRODUCTS);
  const limit = budgetLimit(firm);
  const df = productsHolding(catalogue, new Set(firm.askedThings.flat()));
  const phrases = rarePhrases(catalogue, firm);
  const ask = firm.ask ? readAsk(view, firm.ask) : null;
  return view.products.map((product): RankedProduct => {
    const profile = product.profile;
    const cost = costLine(
      product,
      { ...firm.headcount, budgetPeriod: firm.budget?.period ?? "month" },
      now,
    );
    const contributions: Contribution[] = [];
    let needScore = 0;
    for (const [capability, need] of firm.needs) {
      const match = profile.capabilities.get(capability);
      if (!match) continue;
      const amount =
        need.weight *
        match.strength *
        (isMainCapability(profile, capability)
          ? 1
          : CAPABILITY_BY_ID.get(capability)?.serviceLine
            ? SIDE_SERVICE_LINE
            : SIDE_CAPABILITY) *
        (profile.product.category === "templates" ? TEMPLATES_FACTOR : 1);
      needScore += amount;
      contributions.push({ capability, amount, need, match });
    }
    contributions.sort((a, b) => b.amount - a.amount);
    const text = textScore(profile, firm, idf, rare);
    const withinBudget = limit === null ? null : (cost.budgetCents ?? 0) <= limit;
    const askShare = ask ? ask.share.get(product.id)! : 1;
    const factor =
      askFactor({ askShare }) *
      (withinBudget === false ? OVER_BUDGET_FACTOR : 1) *
      scaleFactor(profile, firm.scale) *
      techFactor(profile, firm) *
      servicesFactor(product, firm) *
      softwareFactor(product, firm);
    const score = (needScore + text.score) * factor;
    return {
      product,
      profile,
      cost,
      score,
      relevance: relevancePercent(needScore + Math.min(text.score, needScore * 0.25), factor, firm),
      withinBudget,
      contributions,
      matchedWords: text.matched,
      jobWords: text.jobWords,
      jobPhrases: phrases.filter((pair) => profile.words.featurePairs.has(pair)),
      thingsDone: thingsDone(profile, firm.askedThings, df),
      thingsNamed: thingsDone(profile, firm.askedThings, df, true),
      askShare,
      saysTheAsk: ask !== null && askShare >= ASK_SAID,
      saysNothingAsked: ask !== null && askShare === 0,
      askThings: ask?.things.get(product.id) ?? [],
      factor,
      textScore: text.score,
      topPick: false,
    };
  });
}

/**
 * A product that says none of what the firm asks keeps this share of its fit: the job asked
 * ("one place to see each client's close and who signs off") outranks the service line the
 * firm described itself by (bookkeeping, which receipt capture also serves).
 */
const ASK_FLOOR = 0.45;

const askFactor = (r: Pick<RankedProduct, "askShare">) => ASK_FLOOR + (1 - ASK_FLOOR) * r.askShare;

/**
 * Ranks the catalogue for this firm. Products within the budget come before any above it; within
 * each group the higher score wins and ties go to the lower id, so the same conversation always
 * gives the same order. Products with nothing to offer this firm are left out.
 */
export function rankCatalogue(view: CatalogueView, firm: FirmProfile, now: Date): RankedProduct[] {
  return rankForFirm(view, firm, now).ranked;
}

/**
 * The ranking, and the job the request names in the sheets' own words where the sheets divide
 * the catalogue on it (`askedInSheets`: "categorising" for "automate categorising transactions",
 * which one sheet's features say and others' not-included lines say). Such a job is the request:
 * a pick must say it, and when none the firm can use does, nothing is picked.
 */
export function rankForFirm(
  view: CatalogueView,
  firm: FirmProfile,
  now: Date,
): { ranked: RankedProduct[]; askedInSheets: ReadonlySet<string> } {
  const all = scoreProducts(view, firm, now);
  const askedInSheets = contestedJobWords(all);
  // A product whose sheet caps users or clients below the firm's is not for this firm.
  const scored = all.filter(
    (r) =>
      !firm.rejected.has(r.product.id) &&
      !madeOnlyForExcluded(r.profile, firm) &&
      !runsOnlyWhereRefused(r.product, firm) &&
      r.cost.overLimit === null,
  );
  const limit = budgetLimit(firm);
  // "Is there a subscription that gets us all of them?" of templates: the product that holds
  // every one of that kind, within the budget, is the answer on its own.
  const whole = scored
    .filter(
      (r) =>
        r.profile.everyOf !== null &&
        firm.everyOneOf.includes(r.profile.everyOf) &&
        r.withinBudget !== false,
    )
    .sort((a, b) => b.score - a.score)[0];
  if (whole) {
    const rest = rankCatalogue(view, { ...firm, everyOneOf: [] }, now).filter(
      (r) => r.product.id !== whole.product.id,
    );
    return {
      ranked: [{ ...whole, topPick: true }, ...rest.map((r) => ({ ...r, topPick: false }))],
      askedInSheets: new Set(),
    };
  }
  // The relevance bar is set per group, so an affordable product with any real match is never
  // pushed out by a better one the firm cannot pay for.
  const bestOf = (group: RankedProduct[]) => Math.max(0, ...group.map((r) => r.score));
  const affordable = scored.filter((r) => r.withinBudget !== false);
  const overBudget = scored.filter((r) => r.withinBudget === false);
  // (Worth naming is judged before the ask's share: it orders the products, a companion that
  // does another job asked for stays one.)
  const keep = (group: RankedProduct[], bar: number) =>
    group
      .filter((r) => r.score > 0 && r.score / askFactor(r) >= bar * RELEVANT_SHARE)
      .sort((a, b) => b.score - a.score || a.profile.product.id - b.profile.product.id);
  const fitting = complementaryFirst(
    view,
    keep(affordable, bestOf(affordable)),
    limit,
    firm,
    askedInSheets,
  );
  // A hard cap is a filter: nothing above it is named while something within it fits.
  if (firm.budget?.hard && fitting.length > 0) return { ranked: fitting, askedInSheets };
  const above = keep(overBudget, Math.max(bestOf(affordable), bestOf(overBudget)));
  const doing = firm.budget?.kind === "target" ? doersAboveTarget(fitting, above, firm) : [];
  if (doing.length) {
    const picks = complementaryFirst(view, doing, null, firm, askedInSheets).filter(
      (r) => r.topPick,
    );
    const unpicked = (r: RankedProduct) => !picks.some((p) => p.product.id === r.product.id);
    return {
      ranked: [
        ...picks,
        ...fitting.filter(unpicked).map((r) => ({ ...r, topPick: false })),
        ...above.filter(unpicked),
      ],
      askedInSheets,
    };
  }
  return { ranked: [...fitting, ...above], askedInSheets };
}

/**
 * The request's rare words that one product's features say and another's not-included lines say
 * ("Readable, auditable categorisation rules" against "Bank feeds and categorisation"): the
 * sheets themselves tell who does that job and who does not.
 */
function contestedJobWords(all: readonly RankedProduct[]): ReadonlySet<string> {
  const said = new Set(all.flatMap((r) => r.jobWords.features));
  return new Set(
    all
      .flatMap((r) => r.jobWords.excluded)
      // A word that names a job of the vocabulary outright ("bookkeeping", "payroll") is a need
      // the ranking weighs already; this is for the finer jobs inside one ("categorising").
      .filter((w) => said.has(w) && namesPartOfAJob(w)),
  );
}

/** A word of the vocabulary's jobs that is only a part of one: "categorising", not "bookkeeping". */
function namesPartOfAJob(word: string): boolean {
  // (A form, "W-2", is what the work is about, not the job.)
  if (/\d/.test(word)) return false;
  const strongest = Math.max(0, ...capabilitySignals(word).values());
  return strongest > 0 && strongest < 1;
}

/** The product's name or features say the job the request names in the sheets' words (none asked: yes). */
export const saysAskedJob = (r: RankedProduct, asked: ReadonlySet<string>) =>
  asked.size === 0 ||
  ([...asked].some((w) =>
    [...r.profile.words.features, ...r.profile.words.name].some((own) => sameWord(own, w)),
  ) &&
    !r.jobWords.excluded.some((w) => asked.has(w)));

/**
 * A target ("roughly 300 a month") is aimed at, not a line: when no pick within it does the
 * firm's biggest job (a template helps with a job; software does it), the products above it that
 * do are what to name, their cost said against the target. Empty when one within it does.
 */
function doersAboveTarget(
  fitting: readonly RankedProduct[],
  above: readonly RankedProduct[],
  firm: FirmProfile,
): RankedProduct[] {
  const job = topNeeds(firm, firm.needs.size).find((id) => !GENERAL_CAPABILITIES.has(id));
  if (!job) return [];
  const does = (r: RankedProduct) =>
    isMainCapability(r.profile, job) &&
    r.profile.product.category !== "templates" &&
    servesStatedNeed(r, firm);
  // (A pick within it that does another stated job as software keeps the target: "a checklist
  // and a program to e-file the W-2s" within "around $250".)
  const software = (r: RankedProduct) =>
    r.topPick && r.profile.product.category !== "templates" && servesStatedNeed(r, firm);
  if (fitting.some((r) => does(r) || software(r))) return [];
  return above.filter(does);
}

/**
 * The services a product's sheet lists it for, against the firm's: listed for one of them earns a
 * little, listed only for others loses (the sheet's words, where keywords may mislead).
 */
function servicesFactor(product: ToolProduct, firm: FirmProfile): number {
  const listed = product.facts.services;
  if (listed === "unknown" || listed.length === 0 || firm.services.length === 0) return 1;
  return listed.some((s) => firm.services.includes(s)) ? SERVICE_MATCH : SERVICE_MISMATCH;
}
const SERVICE_MATCH = 1.15;
const SERVICE_MISMATCH = 0.7;

/** Software of one kind: a product that connects to one of a kind could connect to the firm's. */
const SOFTWARE_KINDS: ReadonlyArray<readonly string[]> = [
  ["QuickBooks Online", "QuickBooks Desktop", "Xero", "Sage Intacct", "NetSuite"],
  ["Drake Tax", "Lacerte", "UltraTax CS", "ProConnect Tax", "Ledgerpoint Tax Suite"],
  ["Gusto", "ADP"],
  ["Microsoft 365", "Google Workspace"],
  ["Microsoft Excel", "Google Sheets"],
  ["Charles Schwab", "Fidelity"],
  ["Shopify", "Amazon Seller Central", "Stripe"],
];
const kindOf = (software: string) => SOFTWARE_KINDS.find((kind) => kind.includes(software));

/**
 * The software the firm works in ("all of them on Xero") against the integrations its sheet
 * lists: listing one of them earns a little; listing others of the same kind but not the firm's
 * (a ledger tool for QuickBooks Desktop, to a Xero firm) loses. A document vault that connects to
 * no ledger at all is neither. A fact, not a keyword: naming Xero is not a need for integrations
 * in general.
 */
function softwareFactor(product: ToolProduct, firm: FirmProfile): number {
  const listed = product.facts.integrations;
  if (listed === "unknown" || firm.software.length === 0) return 1;
  if (listed.some((i) => firm.software.includes(i))) return SOFTWARE_MATCH;
  const kinds = firm.software.map(kindOf);
  return listed.some((i) => kinds.includes(kindOf(i))) ? SOFTWARE_MISMATCH : 1;
}
const SOFTWARE_MATCH = 1.15;
const SOFTWARE_MISMATCH = 0.75;

/** "We don't do payroll": a product whose main job is only what the firm ruled out is left out. */
function madeOnlyForExcluded(profile: ProductProfile, firm: FirmProfile): boolean {
  const listed = profile.product.facts?.services;
  if (
    listed &&
    listed !== "unknown" &&
    listed.length > 0 &&
    listed.every((s) => firm.excludedServices.has(s))
  )
    return true;
  if (firm.excluded.size === 0) return false;
  const jobs = [...profile.capabilities.keys()].filter(
    (id) => isMainCapability(profile, id) && !GENERAL_CAPABILITIES.has(id),
  );
  return jobs.length > 0 && jobs.every((id) => firm.excluded.has(id));
}

/**
 * "Not in the cloud": software whose sheet says it runs only in the cloud is left out (a
 * template file or a sheet that does not say where it runs is not software that runs there).
 */
function runsOnlyWhereRefused(product: ToolProduct, firm: FirmProfile): boolean {
  const runs = product.facts.deployment;
  return (
    firm.excluded.has("cloud") &&
    runs !== "unknown" &&
    runs.length > 0 &&
    runs.every((d) => d === "cloud")
  );
}

const TOP_PICKS = 3;
/** The picks are searched among this many of the best products. */
const PICK_POOL = 10;
/** A need met twice is worth a little more than once (a second opinion, a fallback), not double. */
const SECOND_COVER = 0.3;

/**
 * What a set of products is worth to the firm together: each need counts once at the best
 * product's strength (plus a little for a second), so three tax products are worth barely more
 * than one, while a tax product, a bookkeeping product and a portal are worth all three.
 */
function setValue(set: readonly RankedProduct[]): number {
  const perNeed = new Map<CapabilityId, number[]>();
  for (const r of set) {
    for (const c of r.contributions) {
      perNeed.set(c.capability, [...(perNeed.get(c.capability) ?? []), c.amount * r.factor]);
    }
  }
  let value = 0;
  for (const amounts of [...perNeed.values(), set.map((r) => r.textScore * r.factor)]) {
    const [first = 0, second = 0] = [...amounts].sort((a, b) => b - a);
    value += first + SECOND_COVER * second;
  }
  return value;
}

/** A general way of working (automation, integration…) is a job only when the firm asked for it. */
const GENERAL_NEED_AS_JOB = 2;

/**
 * The jobs a product is made for that this firm asked for: a companion that only adds a job nobody
 * asked for (a chart of accounts because it "works with QBO") is filler.
 */
function jobsOf(profile: ProductProfile, firm: FirmProfile): CapabilityId[] {
  // A need is asked for when it is a stated one (a quarter of the biggest or more): the
  // reconciliation a bookkeeping service brings along is not a job of its own to add.
  // And a service line's job is the product's when its sheet lists that service (a payroll
  // program's journal entry export is not bookkeeping).
  const top = Math.max(0, ...[...firm.needs.values()].map((n) => n.weight));
  const listed = profile.product.facts?.services;
  const sheetSays = listed !== undefined && listed !== "unknown" && listed.length > 0;
  return [...profile.capabilities.keys()].filter((id) => {
    const service = SERVICE_OF_CAPABILITY.get(id);
    return (
      isMainCapability(profile, id) &&
      (!sheetSays || !service || listed.includes(service)) &&
      (firm.needs.get(id)?.weight ?? 0) >=
        (GENERAL_CAPABILITIES.has(id) ? GENERAL_NEED_AS_JOB : STATED_NEED_SHARE * top)
    );
  });
}

/** A need the firm asked for at least this share of its biggest is one a pick may serve. */
const STATED_NEED_SHARE = 0.25;

/**
 * A pick serves one of the firm's stated needs through what its own sheet says it is made for:
 * a main job of the product that the firm asked for, and, where its sheet lists the services it
 * is for, done for that job's service (a payroll product's journal entry export is not
 * bookkeeping software) or, for a way of working such as automation, for one of the firm's
 * services (payroll software's automatic tax tables do not automate a bookkeeper's
 * categorisation). Or its name says one of the things the message lists ("a tax research
 * service …, and a tool to project …": the Tax Research Library, which the vocabulary files under
 * no need of its own).
 */
export function servesStatedNeed(r: RankedProduct, firm: FirmProfile): boolean {
  return (
    (servesByItsNeeds(r, firm) && !r.saysNothingAsked) ||
    saysTheJobAsked(r) ||
    r.thingsNamed.length > 0 ||
    r.saysTheAsk ||
    r.askThings.length > 0
  );
}

/**
 * A job no need of the vocabulary names, asked in the sheets' own words ("track fixed assets with
 * book and tax depreciation, including Section 179 and bonus"): a product whose features say two
 * or more of the request's rare words, more than its not-included lines do, serves it.
 */
function saysTheJobAsked(r: RankedProduct): boolean {
  const { features, excluded } = r.jobWords;
  return (features.length >= 2 && features.length > excluded.length) || r.jobPhrases.length > 0;
}

function servesByItsNeeds(r: RankedProduct, firm: FirmProfile): boolean {
  const top = Math.max(0, ...[...firm.needs.values()].map((n) => n.weight));
  const stated = (id: CapabilityId) => (firm.needs.get(id)?.weight ?? 0) >= STATED_NEED_SHARE * top;
  // A way of working (automation, the cloud) is served in one of the firm's jobs when it names
  // any: a portal's automatic reminders do not automate a bookkeeper's categorisation.
  const hasJobs = [...firm.needs.keys()].some((id) => !GENERAL_CAPABILITIES.has(id) && stated(id));
  const listed = r.product.facts.services;
  const sheetSays = listed !== "unknown" && listed.length > 0;
  return r.contributions.some((c) => {
    if (!stated(c.capability) || !isMainCapability(r.profile, c.capability)) return false;
    if (hasJobs && GENERAL_CAPABILITIES.has(c.capability)) return false;
    if (!sheetSays) return true;
    const service = SERVICE_OF_CAPABILITY.get(c.capability);
    if (CAPABILITY_BY_ID.get(c.capability)?.serviceLine)
      // A job of its own that no wizard service is made of (Form 990 returns, sales tax) is
      // served whatever services the sheet lists.
      return service ? listed.includes(service) : true;
    return firm.services.length === 0 || listed.some((s) => firm.services.includes(s));
  });
}

/** Two editions of the same tax suite are one recommendation: each companion must add a job. */
function eachHasItsOwnJob(set: readonly RankedProduct[], firm: FirmProfile): boolean {
  return set.every((r, i) => {
    if (i === 0) return true;
    // A template helps with a job; software does it: a template does not cover software's job.
    const isTemplate = (o: RankedProduct) => o.profile.product.category === "templates";
    const others = set.filter((o, j) => j !== i && (isTemplate(r) || !isTemplate(o)));
    const othersJobs = new Set(others.flatMap((o) => jobsOf(o.profile, firm)));
    // Or one of the things the message lists that no other does ("…, plus statistical
    // sampling": the sampling tool beside the workpapers, both audit software).
    const othersThings = new Set(others.flatMap((o) => o.thingsDone));
    // Or one of the things the ask lists that it says and no other does ("something to pitch
    // the service with and something to model their cash").
    const othersSay = new Set(others.flatMap((o) => o.askThings));
    return (
      jobsOf(r.profile, firm).some((job) => !othersJobs.has(job)) ||
      r.thingsDone.some((thing) => !othersThings.has(thing)) ||
      r.askThings.some((thing) => !othersSay.has(thing))
    );
  });
}

/**
 * The things the ask lists are the request ("two things: a written security plan, and client
 * files moved into something with access logs"): when the rest of the set does every one of them
 * that some product here does, a companion that does none of them (a payroll compliance monitor,
 * for the word "compliance") is no part of it.
 */
function withoutFiller(set: readonly RankedProduct[], doable: ReadonlySet<number>) {
  if (doable.size < 2) return set;
  const doing = set.filter((r, i) => i === 0 || r.askThings.length > 0);
  const done = new Set(doing.flatMap((r) => r.askThings));
  return [...doable].every((thing) => done.has(thing)) ? doing : set;
}

function* combinations<T>(items: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) {
    for (const rest of combinations(items, size - 1, i + 1)) yield [items[i]!, ...rest];
  }
}

/**
 * The two or three products to name together: the best fit, and the companions among the next few
 * that cover most of the rest of the firm's needs while the set costs no more per month than its
 * budget. Shown best first.
 */
function complementaryFirst(
  view: CatalogueView,
  sorted: RankedProduct[],
  limitCents: number | null,
  firm: FirmProfile,
  askedInSheets: ReadonlySet<string> = new Set(),
): RankedProduct[] {
  // Picks serve a need the firm stated (filler and other services' products are listed after
  // them); when nothing does, the best fits are still named, unless the request names its job
  // in the sheets' words: then only what says that job is a pick.
  const serving = sorted.filter((r) => servesStatedNeed(r, firm) && saysAskedJob(r, askedInSheets));
  if (!serving.length && askedInSheets.size) return sorted;
  const pool = (serving.length ? serving : sorted).slice(0, PICK_POOL);
  // An add-on (a setup service) never leads: it is named only beside the product it needs.
  const standsAlone = (r: RankedProduct) => requirementsMet(view, r.product.id, [], firm.software);
  const leader = pool.find(standsAlone) ?? pool[0];
  if (!leader) return sorted;
  // A leader that serves only a job asked in the sheets' words ("fixed assets … Section 179")
  // takes companions that serve it too: the services the message describes the firm by ("we do
  // tax and books for trucking companies") are not jobs it asked for.
  const byWordsOnly = saysTheJobAsked(leader) && !servesByItsNeeds(leader, firm);
  const others = pool.filter((r) => r !== leader && (!byWordsOnly || saysTheJobAsked(r)));
  // (The things the ask lists that some product here does.)
  const doable = new Set(sorted.flatMap((r) => r.askThings));
  // The best single fit always leads; the search is for the companions that complete it.
  let best: { value: number; set: RankedProduct[] } = { value: -1, set: [] };
  for (let size = 0; size <= Math.min(TOP_PICKS - 1, others.length); size++) {
    for (const companions of combinations(others, size)) {
      const set = [leader, ...companions];
      if (!eachHasItsOwnJob(set, firm)) continue;
      const ids = set.map((r) => r.product.id);
      if (!set.every((r) => requirementsMet(view, r.product.id, ids, firm.software))) continue;
      const total = set.reduce((sum, r) => sum + (r.cost.budgetCents ?? 0), 0);
      if (limitCents !== null && total > limitCents) continue;
      const value = setValue(set);
      if (value > best.value + 1e-9) best = { value, set };
    }
  }
  const chosen = [...withoutFiller(best.set, doable)]
    .sort((a, b) => b.score - a.score || a.profile.product.id - b.profile.product.id)
    .map((r) => ({ ...r, topPick: true }));
  return [...chosen, ...sorted.filter((r) => !chosen.some((c) => c.product.id === r.product.id))];
}
