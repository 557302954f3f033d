import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import type { Integration } from "../../../../shared/product-facts.js";
import { GENERAL_CAPABILITIES, type CapabilityId } from "../needs/capabilities.js";
import { isMainCapability } from "../needs/product-profile.js";
import { firmProfile, topNeeds, type FirmProfile } from "../ranking/firm-profile.js";
import { contentWords, sameWord } from "../needs/text.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { compare, type CompareResult } from "../tools/compare.js";
import {
  budgetLimitCents,
  cheapestLine,
  costLine,
  costOf,
  type CostLine,
  type CostResult,
} from "../tools/cost.js";
import {
  coverage,
  integrations,
  type CoverageResult,
  type IntegrationResult,
} from "../tools/coverage.js";
import { scoreProducts } from "../ranking/rank.js";
import {
  findProducts,
  foundProduct,
  type FindResult,
  type FoundProduct,
} from "../tools/find-products.js";
import {
  askProduct,
  catalogueWeights,
  productFacts,
  type FactAnswer,
  type ProductFactsResult,
} from "../tools/product-facts.js";
import { storePolicy, type PolicyEntry, type PolicyTopic } from "../tools/store-policy.js";
import { conceptsOf, matchLine } from "../tools/phrase-match.js";
import type { Subject } from "../tools/subjects.js";
import type { Ask, Understanding } from "../understanding/read-message.js";
import { findWantedPlaces } from "../understanding/vocabulary.js";
import { opensWithAnAsk } from "./opening-ask.js";
import { WANTS_MONTHLY } from "../understanding/money.js";

/**
 * Each question, answered by its tool: the answer parts a reply is written from (compose.ts), in
 * the order asked. Every part keeps the tool results it used, with their citations.
 */
export type AnswerPart =
  | {
      kind: "cost";
      result: CostResult;
      cheapest: number | null;
      fits: boolean;
      /** Of two alternatives, how much less the cheaper one costs in the first year. */
      savingCents?: number;
      /** Of alternatives, the forms the firm said it prepares that a product's sheet does not cover. */
      formsMissed?: FactAnswer[];
      /** "6 seats vs 4": the same products costed for each count. */
      byCount?: Array<{ count: number; of: "seats" | "clients" | null; result: CostResult }>;
      /** "What's 6 seats run?" of a per-client price: a count said that the price does not count. */
      notCounted?: Array<{ productId: number; count: number; of: "seats" | "clients" }>;
    }
  | { kind: "capability"; answers: FactAnswer[]; cost: CostLine | null; alternatives: FactAnswer[] }
  | { kind: "integration"; results: IntegrationResult[] }
  | { kind: "coverage"; result: CoverageResult }
  | { kind: "compare"; result: CompareResult }
  | { kind: "overlap"; result: CompareResult }
  /**
   * "Which of the two would you buy first?": the pick among them (within the budget when one
   * fits, else the closest fit to the firm's needs), each costed against the budget.
   */
  | { kind: "choice"; pick: number; closestFit: boolean; result: CostResult }
  | {
      kind: "cheaper";
      than: CostLine | null;
      products: CostLine[];
      job: CapabilityId | null;
      /** The job each cheaper one was asked to do too ("that still does the reconciliations"). */
      keeping?: Subject[];
    }
  /**
   * "Which of your products would not work for us?": for the firm's main jobs, each sheet's
   * answer that fails what the firm said (a not-included line in its own words, a limit below
   * its numbers, a form it prepares), all "no".
   */
  | { kind: "misfits"; answers: FactAnswer[]; jobs: CapabilityId[] }
  | { kind: "policy"; entries: PolicyEntry[] }
  | { kind: "facts"; facts: ProductFactsResult[] }
  | {
      kind: "recommend";
      products: FoundProduct[];
      /** What the firm told us that shaped it, for the reply to say back. */
      firm: ConversationState["firm"];
      budget: ConversationState["budget"];
      total: CostResult | null;
      /** Nothing fits the budget: these are above it. */
      overBudget: boolean;
      /** Jobs the firm asked for whose best product is above the budget, so not named. */
      leftOut: FindResult["leftOut"];
      /**
       * The message changed only the headcount: the same picks, costed for the new numbers
       * (the need is never swapped), with the products that do their job as well within the
       * budget when the picks no longer fit it (`instead`, empty when none does).
       */
      /** The picks kept: for new numbers, or `without` the products just turned down. */
      kept?: { instead: FoundProduct[]; without: Array<{ name: string; link: string }> };
      /** "What else?": other picks, besides these already shown. */
      besides?: Array<{ name: string; link: string }>;
      /** The firm would rather pay monthly: the products that fit and are paid monthly, picks aside. */
      paidMonthly?: FoundProduct[];
    }
  | { kind: "ack" }
  | { kind: "greeting" }
  /** The decision memo, asked for: the recommendation it would hold. */
  | { kind: "memo"; products: number[]; byEmail: boolean }
  | {
      kind: "decline";
      reason: Extract<Ask, { kind: "decline" }>["reason"];
      name: string | null;
      options: number[];
    };

export interface RouteContext {
  view: CatalogueView;
  state: ConversationState;
  /** The state before this message was read (what the recommendation was made for). */
  before?: ConversationState;
  onboarding: OnboardingData | null;
  understanding: Understanding;
  now: Date;
  /** What the firm wrote so far, in English (a Spanish message read into it). */
  said?: readonly string[];
}

const headcount = (state: ConversationState) => ({
  seats: state.firm.seats,
  clients: state.firm.clients,
  returns: state.firm.returns,
});

/** The main job of a product ("tax", "audit"), for "anything cheaper for the same job". */
function mainJob(ctx: RouteContext, productId: number): CapabilityId | null {
  const product = ctx.view.byId.get(productId);
  if (!product) return null;
  const jobs = [...product.profile.capabilities.entries()]
    .filter(([id]) => isMainCapability(product.profile, id) && !GENERAL_CAPABILITIES.has(id))
    .sort((a, b) => b[1].raw - a[1].raw);
  return jobs[0]?.[0] ?? null;
}

/**
 * The recommendation part: the two or three products to name together for the firm (the
 * find-products tool), their total, and whether nothing fits the budget.
 */
export function recommendationPart(
  view: CatalogueView,
  state: ConversationState,
  firm: FirmProfile,
  now: Date,
  mustHave: Subject[] = [],
  wantsMonthly = false,
): Extract<AnswerPart, { kind: "recommend" }> {
  const found = findProducts(
    view,
    {
      firm,
      mustHave,
      services: state.firm.services,
      integrations: state.firm.integrations as Integration[],
      limit: 3,
    },
    now,
  );
  const picks = found.products.filter((p) => p.topPick);
  // (A job asked in the sheets' words that nothing the firm can use says: nothing is named.)
  const products = picks.length ? picks : found.unserved ? [] : found.products.slice(0, 1);
  const overBudget = products.length > 0 && products.every((p) => p.withinBudget === false);
  return {
    kind: "recommend",
    products,
    firm: state.firm,
    budget: state.budget,
    // Above the budget, even one pick's cost is said against it ("$408.00 over it").
    total:
      products.length > 1 || overBudget
        ? costOf(
            view,
            {
              ...headcount(state),
              productIds: products.map((p) => p.productId),
              budget: state.budget,
            },
            now,
          )
        : null,
    overBudget,
    leftOut: found.leftOut,
    ...(wantsMonthly
      ? {
          paidMonthly: found.products.filter(
            (p) => !products.includes(p) && p.cost.interval === "month",
          ),
        }
      : {}),
  };
}

/**
 * "What if we add our paraplanner, so 3 people": a message that changes only how many people,
 * clients or returns there are, with a recommendation made. Nothing it says is a need, so the
 * need is the one the picks were made for.
 */
function onlyHeadcount(ctx: RouteContext): boolean {
  const u = ctx.understanding;
  const q = u.quantities;
  return (
    ctx.state.recommendation.length > 0 &&
    (q.seats !== null || q.clients !== null || q.returns !== null || q.replaces !== null) &&
    u.budget === null &&
    // "A junior planner": a need named only in passing, already the firm's, is no new need.
    [...u.needs.keys()].every((id) => (ctx.before?.firm.needs[id] ?? 0) > 0) &&
    u.negatedNeeds.size === 0 &&
    u.services.length === 0 &&
    u.negatedServices.length === 0 &&
    u.integrations.length === 0 &&
    u.negatedIntegrations.length === 0 &&
    u.products.length === 0 &&
    u.rejected.length === 0
  );
}

/** A product in place of a pick must fit the firm this share as well as it, before the budget. */
const AS_WELL = 0.75;

/**
 * The recommendation kept for a new headcount: the same products costed for it. When they no
 * longer fit the budget, the products within it that fit the firm about as well as the first pick
 * (before the budget is weighed) are named instead, or none. A pick whose sheet caps users or
 * clients below the new numbers cannot be kept: the recommendation is made again.
 */
function keptRecommendation(
  ctx: RouteContext,
  firm: FirmProfile,
): Extract<AnswerPart, { kind: "recommend" }> | null {
  const { view, state, now } = ctx;
  const scored = scoreProducts(view, firm, now);
  const byId = new Map(scored.map((r) => [r.product.id, r]));
  const picks = state.recommendation.map((id) => byId.get(id)).filter((r) => r !== undefined);
  if (!picks.length || picks.some((r) => r.cost.overLimit !== null)) return null;
  const found = findProducts(view, { firm, limit: 40, services: state.firm.services }, now);
  const reasonsOf = new Map(found.products.map((p) => [p.productId, p.reasons]));
  const products: FoundProduct[] = picks.map((r) =>
    foundProduct(r, true, reasonsOf.get(r.product.id) ?? []),
  );
  const total = costOf(
    view,
    { ...headcount(state), productIds: products.map((p) => p.productId), budget: state.budget },
    now,
  );
  const fits = !total.budget || total.budget.fits;
  const fit = (r: { score: number; factor: number }) => (r.factor > 0 ? r.score / r.factor : 0);
  const bar = AS_WELL * fit(picks[0]!);
  const instead = fits
    ? []
    : found.products.filter((p) => {
        const r = byId.get(p.productId);
        return (
          r !== undefined &&
          p.withinBudget !== false &&
          !state.recommendation.includes(p.productId) &&
          fit(r) >= bar
        );
      });
  return {
    kind: "recommend",
    products,
    firm: state.firm,
    budget: state.budget,
    total,
    overBudget: false,
    leftOut: [],
    kept: {
      instead: instead.slice(0, 2),
      without: ctx.understanding.rejected.flatMap((id) => {
        const product = view.byId.get(id);
        return product ? [{ name: product.name, link: product.link }] : [];
      }),
    },
  };
}

function recommend(ctx: RouteContext, keepRest = false, doing: Subject[] = []): AnswerPart {
  const { state, view, now, understanding } = ctx;
  const firm = firmProfile(state, ctx.onboarding, {
    needs: understanding.needs,
    text: understanding.text,
    services: understanding.services,
  });
  // A headcount changed, or a product turned down with nothing asked in its place ("drop the
  // portfolio one, just planning for 3"): the rest of the recommendation is costed again.
  if (onlyHeadcount(ctx) || keepRest) {
    const kept = keptRecommendation(ctx, firm);
    if (kept) return kept;
  }
  // "A payroll system in the cloud", "runs on our Macs": where it must run is a fact the sheets
  // answer, so it filters the picks instead of only weighing them ("not in the cloud" is no
  // place to run: the ranking leaves out what runs only there).
  const mustHave: Subject[] = findWantedPlaces(understanding.text)
    .map((f) => f.value)
    .filter((p): p is "cloud" | "mac" | "windows" => p !== "self_hosted")
    .map((value) => ({ kind: "deployment", value }));
  return recommendationPart(
    view,
    state,
    firm,
    now,
    [...mustHave, ...doing],
    WANTS_MONTHLY.test(understanding.text.toLowerCase()),
  );
}

/** "What else?", "any other options?": the best picks among the products not shown yet. */
function otherPicks(ctx: RouteContext): AnswerPart {
  const { state, view, now, understanding } = ctx;
  const shown = [...new Set([...state.recommendation, ...state.shown])];
  const firm = firmProfile(state, ctx.onboarding, {
    needs: understanding.needs,
    text: understanding.text,
    services: understanding.services,
  });
  firm.rejected = new Set([...firm.rejected, ...shown]);
  const part = recommendationPart(view, state, firm, now);
  return {
    ...part,
    besides: state.recommendation.flatMap((id) => {
      const product = view.byId.get(id);
      return product ? [{ name: product.name, link: product.link }] : [];
    }),
  };
}

/**
 * "I'm an EA working alone, most of my work is answering IRS notices … anything here that would
 * speed up writing the responses?": a firm that describes itself (who works there) and its work, then asks for
 * help in words no sheet holds (no product does them, none leaves them out), is answered with
 * the products for the needs it stated, not an empty list.
 */
function describesItsWork(ctx: RouteContext, subject: Subject, result: CoverageResult): boolean {
  const u = ctx.understanding;
  return (
    subject.kind === "phrase" &&
    result.doing.length === 0 &&
    result.notIncluded.length === 0 &&
    u.needs.size > 0 &&
    result.elsewhere.length === 0 &&
    // Described: who the firm is, not only a kind of software ("any browser-based tax software?").
    (u.quantities.seats !== null || u.quantities.clients !== null)
  );
}

/**
 * A firm that says who works there or how many clients it has, and asks whether there is
 * something for a job some sheets say they do: a recommendation among those products.
 */
function askedForItself(ctx: RouteContext, subject: Subject, result: CoverageResult): boolean {
  const u = ctx.understanding;
  return (
    subject.kind === "phrase" &&
    result.doing.length > 0 &&
    (u.quantities.seats !== null || u.quantities.clients !== null) &&
    /\b(?:is there|are there) (?:any|anything|something|a|an)\b/.test(u.text.toLowerCase())
  );
}

/**
 * A coverage subject that is not the job asked: a price unit or a form read from the firm's words
 * ("per client" of "each client's name and fee", Form 1120-S of "switching to an S corp"), or a
 * single word that names no job ("ready-made").
 */
const readsPastTheAsk = (subject: Subject) =>
  subject.kind === "unit" ||
  subject.kind === "form" ||
  (subject.kind === "phrase" && subject.need === null && subject.concepts.length <= 1);

/** Products doing the same job for less over the first year, for this firm's headcount. */
function cheaper(ctx: RouteContext, than: number | null, keeping: Subject[] = []): AnswerPart {
  const { view, state, now } = ctx;
  const base = than ?? state.focus[0] ?? state.recommendation[0] ?? null;
  const baseLine = base ? costLine(view.byId.get(base)!, headcount(state), now) : null;
  const job = base ? mainJob(ctx, base) : null;
  const firm = firmProfile(state, ctx.onboarding, {
    needs: ctx.understanding.needs,
    text: ctx.understanding.text,
  });
  if (job)
    firm.needs.set(job, {
      weight: Math.max(10, ...[...firm.needs.values()].map((n) => n.weight * 2)),
    });
  // "Any cheaper option that still works with Xero?": its sheet must list Xero too.
  // "… that still does the reconciliations": its sheet must say that job too.
  const mustHave: Subject[] = [
    ...ctx.understanding.integrations.map((name) => ({ kind: "integration" as const, name })),
    ...keeping,
  ];
  const ranked = findProducts(view, { firm, limit: 40, mustHave }, now).products;
  const products = ranked
    .filter(
      (p) =>
        p.productId !== base &&
        // (The job said to keep is the one that counts: "cheaper that also does time tracking".)
        (!job || keeping.length > 0 || isMainCapability(view.byId.get(p.productId)!.profile, job)),
    )
    .filter((p) => !baseLine || p.cost.firstYearCents < baseLine.firstYearCents)
    .slice(0, 3)
    .map((p) => p.cost);
  return { kind: "cheaper", than: baseLine, products, job, ...(keeping.length ? { keeping } : {}) };
}

/**
 * One of the products discussed, for this firm: of those within its budget, the one that fits its
 * needs best (the ranking's score); with none within it, the best fit, said to be above it.
 */
function choose(ctx: RouteContext, ids: readonly number[]): AnswerPart {
  const { view, state, now } = ctx;
  const firm = firmProfile(state, ctx.onboarding, {
    needs: ctx.understanding.needs,
    text: ctx.understanding.text,
  });
  const score = new Map(
    scoreProducts(view, firm, now)
      .filter((r) => ids.includes(r.product.id))
      .map((r) => [r.product.id, r.score]),
  );
  const result = costOf(
    view,
    { ...headcount(state), productIds: [...ids], budget: state.budget },
    now,
  );
  const limit = budgetLimitCents(state.budget);
  const fits = (l: CostLine) => limit === null || (l.budgetCents ?? l.lineCents) <= limit;
  // The fit: first what was recommended for what the firm described, in that order (the ranking
  // saw the words of the ask then), then the ranking's score for the conversation now.
  const place = (id: number) => {
    const at = state.recommendation.indexOf(id);
    return at < 0 ? state.recommendation.length : at;
  };
  const better = (a: CostLine, b: CostLine) =>
    place(a.productId) - place(b.productId) ||
    (score.get(b.productId) ?? 0) - (score.get(a.productId) ?? 0);
  const byFit = [...result.lines].sort(better);
  const pick = byFit.find(fits) ?? byFit[0]!;
  return {
    kind: "choice",
    pick: pick.productId,
    closestFit: result.lines.every((l) => l === pick || better(pick, l) < 0),
    result,
  };
}

/** At most this many products that do a job are costed against each other. */
const CHEAPEST_OF = 4;

/**
 * "The cheapest option you've got that does time tracking": the products whose sheets say the
 * job (the coverage tool), each costed for the firm's headcount, the cheapest in its first year
 * named first.
 */
function cheapestDoing(ctx: RouteContext, result: CoverageResult): AnswerPart {
  const { view, state, now } = ctx;
  const ids = [...new Set(result.doing.map((a) => a.productId))];
  const costs = costOf(view, { ...headcount(state), productIds: ids, budget: state.budget }, now);
  const lines = [...costs.lines]
    .sort((a, b) => a.firstYearCents - b.firstYearCents || a.productId - b.productId)
    .slice(0, CHEAPEST_OF);
  const chosen = costOf(
    view,
    { ...headcount(state), productIds: lines.map((l) => l.productId), budget: state.budget },
    now,
  );
  const [a, b] = chosen.lines;
  return {
    kind: "cost",
    result: chosen,
    cheapest: chosen.lines.length > 1 ? (cheapestLine(chosen.lines)?.productId ?? null) : null,
    fits: false,
    ...(a && b && chosen.lines.length === 2
      ? { savingCents: Math.abs(a.firstYearCents - b.firstYearCents) }
      : {}),
  };
}

/** Words for doing a thing, not for the thing: "calculations" of bonus depreciation, "tracking" of time. */
const DOING_WORDS = new Set(conceptsOf("calculations tracking preparation"));

/**
 * What the products listed after a "no" must do: the not-included line that said no, whole
 * ("State estimated payments", not only "state" when the question's other words are the asked
 * product's name), or else what was asked.
 */
function lackedThing(no: FactAnswer): Subject {
  if (no.subject.kind !== "phrase" || !no.quote) return no.subject;
  if (!no.cites.some((c) => c.field === "notIncluded")) return no.subject;
  const text = no.quote.replace(/\(.*?\)/g, " ").trim();
  return { kind: "phrase", text, concepts: conceptsOf(text), need: no.subject.need };
}

/** How many of the firm's jobs a "which would not work for us" answer looks at. */
const MISFIT_JOBS = 2;

/**
 * "Which of your products would NOT work for us and why": the products made for the firm's main
 * jobs whose sheets fail what it said: a not-included line every word of which the firm wrote
 * ("Direct deposit" after "need direct deposit", "Running payroll" after "we run payroll"), a
 * user or client limit below its numbers, a form it prepares that the sheet's list leaves out.
 */
function misfits(ctx: RouteContext): AnswerPart {
  const { view, state, now } = ctx;
  const firm = firmProfile(state, ctx.onboarding, null);
  // The firm's stated jobs: a need a quarter as big as its biggest or more, not a way of working.
  const top = Math.max(0, ...[...firm.needs.values()].map((n) => n.weight));
  const jobs = topNeeds(firm, firm.needs.size)
    .filter((id) => !GENERAL_CAPABILITIES.has(id) && firm.needs.get(id)!.weight >= top / 4)
    .slice(0, MISFIT_JOBS);
  const said = (ctx.said ?? []).flatMap((m) => contentWords(m));
  const inTheirWords = (line: string) => {
    const words = contentWords(line.replace(/\(.*?\)/g, " "));
    return words.length > 0 && words.every((w) => said.some((s) => sameWord(s, w)));
  };
  const answers = view.products.flatMap((product): FactAnswer[] => {
    if (state.rejected.includes(product.id)) return [];
    if (!jobs.some((job) => isMainCapability(product.profile, job))) return [];
    const excluded = product.facts.notIncluded;
    const asked: Subject[] = excluded.filter(inTheirWords).map((line) => ({
      kind: "phrase",
      text: line.toLowerCase(),
      concepts: conceptsOf(line.replace(/\(.*?\)/g, " ")),
      need: null,
    }));
    const over = costLine(product, headcount(state), now).overLimit;
    if (over) asked.push({ kind: "limit", fact: over.fact, quantity: over.count });
    // (A sheet that lists no forms is not a forms product: its empty list fails nothing.)
    const forms = product.facts.forms;
    if (forms !== "unknown" && forms.length)
      for (const form of state.firm.forms ?? []) asked.push({ kind: "form", form });
    return asked
      .map((subject) => askProduct(view, product, subject))
      .filter((a) => a.verdict === "no");
  });
  return { kind: "misfits", answers, jobs };
}

function capability(ctx: RouteContext, ids: number[], subjects: Subject[]): AnswerPart {
  const { view, state, now } = ctx;
  const answers = ids.flatMap((id) => {
    const product = view.byId.get(id);
    return product ? subjects.map((s) => askProduct(view, product, s)) : [];
  });
  // A "no" is followed by the products whose sheets say they do it; so is a job the sheet does
  // not mention ("does it have e-sign built in?" of a receipt app: what lists e-signature).
  const no = answers.find(
    // (A product without a trial is not a reason to offer any other product that has one.)
    (a) =>
      (a.verdict === "no" ||
        (a.verdict === "unknown" && a.subject.kind === "phrase" && a.subject.need !== null)) &&
      a.subject.kind !== "term" &&
      a.subject.kind !== "licence" &&
      a.subject.kind !== "unit" &&
      a.subject.kind !== "trial",
  );
  // Where it runs is asked of a product for its job: the others named run there and do that job.
  const job = no?.subject.kind === "deployment" ? mainJob(ctx, no.productId) : null;
  const lacked = no ? lackedThing(no) : null;
  const alternatives = no
    ? coverage(view, { subject: lacked!, excludeIds: [...ids, ...state.rejected] })
        .doing.filter(
          (a) =>
            no.subject.kind !== "deployment" ||
            (job !== null && isMainCapability(view.byId.get(a.productId)!.profile, job)),
        )
        // Doing what the line says is doing all of it: "Estimated payment record" is not "State
        // estimated payments" (though "Section 179 and bonus depreciation" does the calculations).
        .filter(
          (a) =>
            lacked === no.subject ||
            lacked?.kind !== "phrase" ||
            matchLine(
              lacked.concepts,
              `${a.quote ?? ""} ${a.name}`,
              catalogueWeights(view),
            ).missing.every((c) => DOING_WORDS.has(c)),
        )
        .slice(0, 2)
    : [];
  const priced = answers.find(
    (a) =>
      a.subject.kind === "term" ||
      a.subject.kind === "licence" ||
      a.subject.kind === "limit" ||
      a.subject.kind === "fees" ||
      (a.subject.kind === "unit" && a.subject.either !== undefined),
  );
  const product = priced ? view.byId.get(priced.productId) : undefined;
  const cost = product
    ? costLine(
        product,
        {
          ...headcount(state),
          seats:
            priced?.subject.kind === "licence"
              ? (priced.subject.people ?? state.firm.seats)
              : state.firm.seats,
        },
        now,
      )
    : null;
  return { kind: "capability", answers, cost, alternatives };
}

/**
 * "How much do we save with Basic?": of products weighed as alternatives, the forms the firm
 * said it prepares that a sheet's complete list of forms, or a not-included line, leaves out.
 */
function formsNotCovered(ctx: RouteContext, productIds: readonly number[]): FactAnswer[] {
  const forms = ctx.state.firm.forms ?? [];
  return productIds.flatMap((id) => {
    const product = ctx.view.byId.get(id);
    if (!product) return [];
    return forms
      .map((form) => askProduct(ctx.view, product, { kind: "form", form }))
      .filter((a) => a.verdict === "no");
  });
}

type NotCounted = { productId: number; count: number; of: "seats" | "clients" };

/**
 * A count the question said that a price does not count: seats of a per-client price ("what's 6
 * seats run per month?"), clients of a per-user one. The cost is for what the price counts.
 */
function countsNotPriced(
  result: CostResult,
  said: { seats: number | null; clients: number | null },
): NotCounted[] {
  return result.lines.flatMap((line): NotCounted[] => {
    if (line.unit === "per_client" && said.seats !== null && said.clients === null)
      return [{ productId: line.productId, count: said.seats, of: "seats" }];
    if (line.unit === "per_user" && said.clients !== null && said.seats === null)
      return [{ productId: line.productId, count: said.clients, of: "clients" }];
    return [];
  });
}

/** Runs the tool for one question. */
export function answerAsk(ctx: RouteContext, ask: Ask): AnswerPart {
  const { view, state, now } = ctx;
  switch (ask.kind) {
    case "cost": {
      const result = costOf(
        view,
        {
          ...headcount(state),
          productIds: ask.products,
          budget: state.budget,
          months: ctx.understanding.quantities.months,
          ...(ask.each ? { each: ask.each } : {}),
        },
        now,
      );
      const cheapest =
        ask.cheapest && result.lines.length > 1
          ? (cheapestLine(result.lines)?.productId ?? null)
          : null;
      const [a, b] = result.lines;
      const savingCents =
        cheapest !== null && result.lines.length === 2
          ? Math.abs(a!.firstYearCents - b!.firstYearCents)
          : undefined;
      const notCounted = countsNotPriced(result, ctx.understanding.quantities);
      const costed = {
        kind: "cost" as const,
        result,
        cheapest,
        fits: ask.fits,
        savingCents,
        ...(notCounted.length ? { notCounted } : {}),
      };
      const counts = ask.counts;
      if (counts)
        return {
          ...costed,
          byCount: counts.values.map((count) => ({
            count,
            of: counts.of,
            result: costOf(
              view,
              {
                ...headcount(state),
                // A count of nothing named counts what each price counts (seats or clients).
                ...(counts.of === "clients"
                  ? { clients: count }
                  : counts.of === "seats"
                    ? { seats: count }
                    : { seats: count, clients: count }),
                productIds: ask.products,
                budget: state.budget,
                months: ctx.understanding.quantities.months,
              },
              now,
            ),
          })),
        };
      const formsMissed = cheapest !== null ? formsNotCovered(ctx, ask.products) : [];
      return { ...costed, ...(formsMissed.length ? { formsMissed } : {}) };
    }
    case "capability":
      return capability(ctx, ask.products, ask.subjects);
    case "integration":
      return {
        kind: "integration",
        results: ask.products.flatMap((productId) =>
          ask.integrations.map((integration) =>
            integrations(view, { productId, integration, excludeIds: state.rejected }),
          ),
        ),
      };
    case "coverage": {
      const result = coverage(view, {
        subject: ask.subject,
        deployment: ask.place === "self_hosted" ? null : ask.place,
        excludeIds: state.rejected,
      });
      if (ask.cheapest && result.doing.length) return cheapestDoing(ctx, result);
      if (describesItsWork(ctx, ask.subject, result)) return recommend(ctx);
      // "We're two with 15 clients … is there anything so they snap the receipts themselves?": a
      // firm that says who it is gets a pick among the products that do what it asks.
      if (askedForItself(ctx, ask.subject, result)) return recommend(ctx, false, [ask.subject]);
      // An opening's "is there something that …" read as a list of what names no job asked (a
      // unit, a form, "ready-made"): the recommendation for the ask.
      if (readsPastTheAsk(ask.subject) && opensWithAnAsk(view, ctx.understanding, ctx.before))
        return recommend(ctx);
      return { kind: "coverage", result };
    }
    case "compare":
      return {
        kind: "compare",
        result: compare(view, { ...headcount(state), productIds: ask.products }, now),
      };
    case "overlap":
      return {
        kind: "overlap",
        result: compare(view, { ...headcount(state), productIds: ask.products }, now),
      };
    case "cheaper":
      return cheaper(ctx, ask.than, ask.keeping);
    case "choose":
      return choose(ctx, ask.products);
    case "misfits":
      return misfits(ctx);
    case "policy":
      return { kind: "policy", entries: storePolicy(ask.topics as PolicyTopic[]) };
    case "facts":
      return {
        kind: "facts",
        facts: ask.products.flatMap((id) => {
          const product = view.byId.get(id);
          return product ? [productFacts(product)] : [];
        }),
      };
    case "recommend":
      return ask.others ? otherPicks(ctx) : recommend(ctx, ask.keepRest ?? false);
    case "ack":
      return { kind: "ack" };
    case "greeting":
      return { kind: "greeting" };
    case "memo":
      // ("Is there something we can send them?" in an opening asks for a product, not a memo.)
      if (opensWithAnAsk(view, ctx.understanding, ctx.before)) return recommend(ctx);
      return { kind: "memo", products: state.recommendation, byEmail: ask.byEmail ?? false };
    case "decline":
      return {
        kind: "decline",
        reason: ask.reason,
        name: ask.name ?? null,
        options: ask.options ?? [],
      };
  }
}
