import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { composeInitialMessage } from "../../../../shared/advisor/initial-message.js";
import { SERVICES } from "../../../../shared/advisor/options.js";
import { CATALOGUE, type SeedProduct } from "../../../db/seed/catalogue.js";
import { CAPABILITIES } from "../needs/capabilities.js";
import { offerAndFacts } from "../../../db/seed/products.js";
import { toAdvisorProduct } from "../advisor-catalogue.js";
import { insightsFromState } from "../answer/insights.js";
import type { AnswerPart } from "../answer/route.js";
import { advisorTurn, citationsOf, type AdvisorTurn } from "../answer/turn.js";
import type { Citation } from "../tools/citations.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage, type Understanding } from "../understanding/read-message.js";
import { FRESH_PHRASINGS } from "./fresh-phrasings.js";
import type { NewFirm } from "./fourth-round.js";
import { THIRD_PHRASINGS } from "./third-phrasings.js";
import { heldOut, type Expectation, type Scenario, type Style } from "./scenarios.js";

/**
 * Plays the regression set (scenarios.ts) through the local advisor, as the routes do, and checks
 * every expectation against the seeded catalogue with calculations of its own: totals for N seats
 * or clients are worked out here from the seed's prices, units and terms (not by the shop's
 * pricing function), and every fact a reply cites is looked up in the seed's sheets.
 */

/** The seeded catalogue, with the ids a fresh database gives it (its order). */
export const SEED_CATALOGUE = CATALOGUE.map((p, i) =>
  toAdvisorProduct({ ...p, ...offerAndFacts(p.facts), id: i + 1 }),
);
const VIEW = catalogueView(SEED_CATALOGUE);
/** The clock the set runs at: every date in a reply is from it. */
export const REGRESSION_NOW = new Date("2026-11-27T12:00:00Z");

const seedById = new Map(CATALOGUE.map((p, i) => [i + 1, p]));
const idOf = (name: string): number => {
  const at = CATALOGUE.findIndex((p) => p.name === name);
  if (at < 0) throw new Error(`The scenario names a product the seed does not have: ${name}`);
  return at + 1;
};
const nameOf = (id: number) => seedById.get(id)?.name ?? `#${id}`;

/** Failures fall into the issue's "done when" checks. */
export type Check =
  | "totals"
  | "claims"
  | "answered"
  | "repeats"
  | "insights"
  | "spanish"
  | "understanding"
  | "recommendation"
  | "chips";

export interface TurnResult {
  scenario: string;
  style: Style | HeldOutRound | "fourth";
  heldOut: boolean;
  user: string;
  reply: string;
  failures: Array<{ check: Check; message: string }>;
  /** The checks this turn was held to (totals only where it asked for one, and so on). */
  checked: Set<Check>;
  millis: number;
}

// ---- An independent calculation of a seed product's cost for a headcount ----

const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const dollars = (c: number) =>
  `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Expected {
  line: number;
  firstYear: number;
  monthly: boolean;
}

function expectedCost(product: SeedProduct, quantity: number): Expected {
  const perFirm = product.facts.pricingModel === "per_firm";
  const line = cents(product.price) * (perFirm ? 1 : quantity);
  const monthly = product.facts.licenceTerm === "monthly";
  return { line, firstYear: monthly ? line * 12 : line, monthly };
}

/**
 * What a recommended product costs a firm against its budget: a month's, or the first year's
 * (a yearly budget's, or a sum paid once).
 */
function budgetCost(
  product: SeedProduct,
  firm: ConversationState["firm"],
  period: "month" | "year" | "once",
) {
  const unit = product.facts.pricingModel;
  const quantity =
    unit === "per_user"
      ? (firm.seats ?? 1)
      : unit === "per_client"
        ? (firm.clients ?? 1)
        : unit === "per_return"
          ? (firm.returns ?? 1)
          : 1;
  const e = expectedCost(product, quantity);
  return period === "month" ? e.line : e.firstYear;
}

// ---- An independent check that a citation says what the seed's sheet says ----

/** A citation says what the seed's sheet says (looked up here, not through the tools). */
export function citationHolds(c: Citation): boolean {
  const p = seedById.get(c.productId);
  if (!p) return false;
  const f = p.facts;
  const v = String(c.value);
  const inList = (list: readonly string[] | "unknown", sep = ", ") =>
    list !== "unknown" && (list.includes(v) || list.join(sep) === v);
  switch (c.field) {
    case "name":
      return p.name === v;
    case "price":
      return p.price === v;
    case "offer.unit":
      return f.pricingModel === v;
    case "offer.term":
      return f.licenceTerm === v;
    case "feature":
      return (p.features ?? []).includes(v);
    case "description":
      return p.description.includes(v);
    case "vendor":
      return f.vendor === v;
    case "deployment":
      return inList(f.deployment);
    case "forms":
      return inList(f.forms) || (f.forms !== "unknown" && f.forms.length === 0 && v === "");
    case "services":
      return (
        inList(f.services) ||
        (f.services !== "unknown" &&
          v.split(", ").every((s) => (f.services as string[]).includes(s)))
      );
    case "firmSizes":
      return inList(f.firmSizes);
    case "integrations":
      return (
        inList(f.integrations) ||
        (f.integrations !== "unknown" &&
          v.split(", ").every((s) => (f.integrations as string[]).includes(s)))
      );
    case "trialDays":
      return String(p.type === "subscription" ? f.trialDays : 0) === v;
    case "delivery":
      return f.delivery === v;
    case "languages":
      return inList(f.languages);
    case "notIncluded":
      return f.notIncluded.includes(v) || f.notIncluded.join("; ") === v;
    case "support.hours":
      return f.support.hours === v;
    case "support.channels":
      return inList(f.support.channels);
    default:
      if (c.field.startsWith("limits."))
        return String(f.limits[c.field.slice(7) as keyof typeof f.limits]) === v;
      if (c.field.startsWith("security."))
        return f.security[c.field.slice(9) as keyof typeof f.security] === v;
      return false;
  }
}

/** Every amount of money a part's tool results hold: what a reply may state. */
export function amountsIn(value: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(value)) value.forEach((v) => amountsIn(v, found));
  else if (value && typeof value === "object") {
    const cited = value as { field?: unknown; value?: unknown };
    if (cited.field === "price" && typeof cited.value === "string") found.add(cents(cited.value));
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === "number" && /cents$/i.test(key)) found.add(v);
      else if (key === "price" && typeof v === "string") found.add(cents(v));
      else amountsIn(v, found);
    }
  }
  return found;
}

const SPANISH_REPLY =
  /\b(para|su|sus|ficha|presupuesto|usuarios|clientes|según|incluye|más|primer año|al mes|productos|puedo|una sola vez|tiene|prueba|días|nuestra|cuesta|ninguna|lo hacen)\b/i;

/**
 * The English names of jobs, needs and services ("bookkeeping", "Payroll Services"): a Spanish
 * reply names them in Spanish. Quotes from a sheet (“…”), links and product names are the
 * listing's own words and are left out of the check.
 */
const ENGLISH_JOB_NAMES = [...CAPABILITIES.map((c) => c.label), ...SERVICES];
const PRODUCT_NAMES = [...CATALOGUE.map((p) => p.name)].sort((a, b) => b.length - a.length);
export function englishJobNameIn(reply: string): string | null {
  let text = reply.replace(/“[^”]*”/g, " ").replace(/\[[^\]]*\]\([^)]*\)/g, " ");
  for (const name of PRODUCT_NAMES) text = text.split(name).join(" ");
  const lower = text.toLowerCase();
  return (
    ENGLISH_JOB_NAMES.find((label) =>
      new RegExp(
        `(^|[^a-z])${label.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z])`,
      ).test(lower),
    ) ?? null
  );
}

function checkExpectation(
  e: Expectation,
  parts: readonly AnswerPart[],
  reply: string,
  before: ConversationState | null,
  after: ConversationState,
  fail: (check: Check, message: string) => void,
  checked: Set<Check>,
) {
  const kinds = parts.map((p) => p.kind);
  if (e.answers) {
    checked.add("answered");
    if (kinds[0] !== e.answers[0])
      fail("answered", `answered first with ${kinds.join(", ")}, expected ${e.answers.join(", ")}`);
    for (const kind of e.answers)
      if (!kinds.includes(kind)) fail("answered", `no ${kind} answer (got ${kinds.join(", ")})`);
  }
  const costLines = parts.flatMap((p) =>
    p.kind === "cost"
      ? p.result.lines
      : p.kind === "compare" || p.kind === "overlap"
        ? p.result.costs.lines
        : p.kind === "capability" && p.cost
          ? [p.cost]
          : [],
  );
  const expectCosts = (items: Array<{ id: number; quantity: number }>) => {
    checked.add("totals");
    let firstYearTotal = 0;
    for (const { id, quantity } of items) {
      const product = seedById.get(id)!;
      const expected = expectedCost(product, quantity);
      firstYearTotal += expected.firstYear;
      const line = costLines.find((l) => l.productId === id);
      if (!line) {
        fail("totals", `no cost for ${product.name}`);
        continue;
      }
      if (line.lineCents !== expected.line || line.firstYearCents !== expected.firstYear)
        fail(
          "totals",
          `${product.name} x${quantity}: got ${dollars(line.lineCents)} (first year ${dollars(line.firstYearCents)}), expected ${dollars(expected.line)} (${dollars(expected.firstYear)})`,
        );
      if (!reply.includes(dollars(expected.line)))
        fail("totals", `the reply does not show ${dollars(expected.line)} for ${product.name}`);
      if (expected.monthly && !reply.includes(dollars(expected.firstYear)))
        fail(
          "totals",
          `the reply does not show the first year ${dollars(expected.firstYear)} for ${product.name}`,
        );
    }
    return firstYearTotal;
  };
  if (e.cost) {
    const total = expectCosts(e.cost.map((c) => ({ id: idOf(c.product), quantity: c.quantity })));
    if (e.together && !reply.includes(dollars(total)))
      fail("totals", `the reply does not show the first-year total ${dollars(total)}`);
  }
  if (e.costOfRecommended) {
    const recommended = before?.recommendation ?? [];
    const ids =
      e.costOfRecommended.positions === "all"
        ? recommended
        : e.costOfRecommended.positions.map((i) => recommended[i]!).filter(Boolean);
    if (!ids.length) fail("totals", "there was no recommendation to price");
    // "For 5 users": a per-client price counts the firm's clients (or one), not its users.
    const quantityOf = (id: number) =>
      seedById.get(id)!.facts.pricingModel === "per_client"
        ? (after.firm.clients ?? 1)
        : e.costOfRecommended!.quantity;
    const total = expectCosts(ids.map((id) => ({ id, quantity: quantityOf(id) })));
    if (e.together && ids.length > 1 && !reply.includes(dollars(total)))
      fail("totals", `the reply does not show the first-year total ${dollars(total)}`);
  }
  for (const amount of e.notAmounts ?? []) {
    checked.add("totals");
    if (reply.includes(dollars(amount)))
      fail("totals", `the reply shows ${dollars(amount)}, a per-firm price multiplied`);
  }
  const facts = parts.flatMap((p) =>
    p.kind === "capability" || p.kind === "misfits" ? p.answers : [],
  );
  for (const v of e.verdicts ?? []) {
    checked.add("claims");
    const id = idOf(v.product);
    const found = facts.find(
      (a) =>
        a.productId === id && v.about.test(`${a.subjectLabel} ${a.quote ?? ""} ${a.value ?? ""}`),
    );
    if (!found)
      fail(
        "claims",
        `no answer about ${v.product} and ${v.about} (answers: ${facts.map((a) => `${nameOf(a.productId)}: ${a.subjectLabel}=${a.verdict}`).join("; ")})`,
      );
    else if (found.verdict !== v.is)
      fail(
        "claims",
        `${v.product} / ${found.subjectLabel}: said ${found.verdict}, the sheet says ${v.is}`,
      );
  }
  for (const s of e.states ?? []) {
    checked.add("claims");
    const id = idOf(s.product);
    const found = facts.find(
      (a) => a.productId === id && s.about.test(`${a.subjectLabel} ${a.value ?? ""}`),
    );
    if (!found || found.value !== s.value || !reply.includes(s.value))
      fail("claims", `${s.product}: should state ${s.value} for ${s.about}`);
  }
  const integrationAnswers = parts.flatMap((p) => (p.kind === "integration" ? p.results : []));
  for (const i of e.integrations ?? []) {
    checked.add("claims");
    const found = integrationAnswers.find(
      (r) => r.answer?.productId === idOf(i.product) && r.integration === i.with,
    );
    if (!found) fail("claims", `no answer whether ${i.product} works with ${i.with}`);
    else if (found.answer!.verdict !== i.is)
      fail(
        "claims",
        `${i.product} + ${i.with}: said ${found.answer!.verdict}, the sheet says ${i.is}`,
      );
  }
  if (e.lists) {
    checked.add("claims");
    const listed = parts.flatMap((p) =>
      p.kind === "coverage"
        ? p.result.doing.map((a) => a.productId)
        : p.kind === "cheaper"
          ? p.products.map((l) => l.productId)
          : [],
    );
    for (const name of e.lists.includes ?? [])
      if (!listed.includes(idOf(name)))
        fail("claims", `should list ${name} (listed ${listed.map(nameOf).join("; ")})`);
    for (const name of e.lists.excludes ?? [])
      if (listed.includes(idOf(name))) fail("claims", `must not list ${name}`);
    if (e.lists.empty && listed.length)
      fail("claims", `should list nothing, listed ${listed.map(nameOf).join("; ")}`);
  }
  if (e.compares) {
    checked.add("answered");
    const compared = parts.flatMap((p) =>
      p.kind === "compare" || p.kind === "overlap" ? p.result.products.map((x) => x.productId) : [],
    );
    const expected = e.compares.map(idOf);
    if (compared.length !== expected.length || !expected.every((id) => compared.includes(id)))
      fail(
        "answered",
        `compared ${compared.map(nameOf).join("; ")}, expected ${e.compares.join("; ")}`,
      );
  }
  if (e.policy) {
    checked.add("answered");
    const topics = parts.flatMap((p) =>
      p.kind === "policy" ? p.entries.map((x) => x.topic as string) : [],
    );
    for (const t of e.policy)
      if (!topics.includes(t)) fail("answered", `no ${t} policy (got ${topics.join(", ")})`);
  }
  if (e.recommends) {
    checked.add("recommendation");
    const names = after.recommendation.map(nameOf);
    const r = e.recommends;
    for (const name of r.includes ?? [])
      if (!names.includes(name))
        fail("recommendation", `should recommend ${name} (got ${names.join("; ")})`);
    if (r.oneOf && !r.oneOf.some((n) => names.includes(n)))
      fail(
        "recommendation",
        `should recommend one of ${r.oneOf.join("; ")} (got ${names.join("; ")})`,
      );
    for (const name of r.excludes ?? [])
      if (names.includes(name)) fail("recommendation", `must not recommend ${name}`);
    if (r.withinBudget) {
      const budget = after.budget;
      if (!budget || budget.kind === "floor") fail("recommendation", "no budget was understood");
      else {
        const total = after.recommendation.reduce(
          (s, id) => s + budgetCost(seedById.get(id)!, after.firm, budget.period),
          0,
        );
        if (total > budget.amountCents)
          fail(
            "recommendation",
            `the picks cost ${dollars(total)} ${budget.period === "once" ? "in the first year" : `a ${budget.period}`}, above the budget of ${dollars(budget.amountCents)}`,
          );
      }
      if (!after.recommendation.length) fail("recommendation", "recommended nothing");
    }
    if (r.drops !== undefined) {
      const dropped = before?.recommendation[r.drops];
      if (dropped === undefined) fail("recommendation", "there was no earlier recommendation");
      else if (after.recommendation.includes(dropped))
        fail("recommendation", `still recommends ${nameOf(dropped)}, which was turned down`);
    }
  }
  if (e.declines) {
    checked.add("answered");
    if (kinds[0] !== "decline" || !reply.includes("/contact"))
      fail("answered", "should decline honestly and point to Contact Sales");
  }
  if (e.remembers) {
    checked.add("understanding");
    const m = e.remembers;
    if (m.seats !== undefined && after.firm.seats !== m.seats)
      fail("understanding", `seats: remembered ${after.firm.seats}, said ${m.seats}`);
    if (m.clients !== undefined && after.firm.clients !== m.clients)
      fail("understanding", `clients: remembered ${after.firm.clients}, said ${m.clients}`);
    if (m.budget) {
      const b = after.budget;
      if (
        !b ||
        b.amountCents !== m.budget.cents ||
        b.period !== m.budget.period ||
        b.hard !== m.budget.hard ||
        b.kind === "floor"
      )
        fail(
          "understanding",
          `budget: remembered ${JSON.stringify(b)}, said ${JSON.stringify(m.budget)}`,
        );
    }
  }
  if (e.cheapest) {
    checked.add("totals");
    const cost = parts.find((p) => p.kind === "cost");
    if (cost?.kind !== "cost" || cost.cheapest !== idOf(e.cheapest))
      fail("totals", `should name ${e.cheapest} as the cheaper one`);
  }
  if (e.fits) {
    checked.add("totals");
    const cost = parts.find((p) => p.kind === "cost");
    if (cost?.kind !== "cost" || !cost.result.budget)
      fail("totals", "should say whether it fits the budget");
    else if (cost.result.budget.fits !== e.fits.fits)
      fail("totals", `said it ${cost.result.budget.fits ? "fits" : "does not fit"} the budget`);
  }
  if (e.cheaperThan) {
    checked.add("totals");
    const base = seedById.get(idOf(e.cheaperThan))!;
    const part = parts.find((p) => p.kind === "cheaper");
    const baseYear = expectedCost(base, after.firm.seats ?? 1).firstYear;
    for (const l of part?.kind === "cheaper" ? part.products : []) {
      const product = seedById.get(l.productId)!;
      const q =
        product.facts.pricingModel === "per_client"
          ? (after.firm.clients ?? 1)
          : (after.firm.seats ?? 1);
      if (expectedCost(product, q).firstYear >= baseYear)
        fail("totals", `${product.name} is not cheaper than ${base.name}`);
    }
  }
}

/** The held-out rounds written after the first: "fresh" (the second), "third". */
export const HELD_OUT_ROUNDS = { fresh: FRESH_PHRASINGS, third: THIRD_PHRASINGS } as const;
export type HeldOutRound = keyof typeof HELD_OUT_ROUNDS;
const isRound = (style: string): style is HeldOutRound => style in HELD_OUT_ROUNDS;

/** Plays one scenario in one style (or a later held-out round's phrasings), turn by turn, checking each. */
export function runScenario(
  scenario: Scenario,
  style: Style | HeldOutRound,
  index: number,
  options: PlayOptions = {},
): TurnResult[] {
  const onboarding = scenario.wizard ?? null;
  const turns = [
    ...(onboarding
      ? [{ user: composeInitialMessage(onboarding), expect: scenario.wizardExpect ?? {} }]
      : []),
    ...scenario.turns.map((t, i) => ({
      user: isRound(style) ? roundPhrasing(style, scenario.id, i) : t.say[style],
      expect: t.expect,
    })),
  ];
  return playConversation(turns, {
    scenario: scenario.id,
    style,
    heldOut: isRound(style) || heldOut(index, style),
    spanish: style === "es",
    onboarding,
    ...options,
  });
}

export interface PlayOptions {
  /** Also ask each suggested follow-up of each reply and check a tool answers it (default on). */
  chips?: boolean;
}

/** Plays the messages in order through the local advisor at the set's clock; returns each turn. */
export function playMessages(...said: string[]): AdvisorTurn[] {
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  let state: AdvisorTurn["state"] | null = null;
  return said.map((content) => {
    messages.push({ role: "user", content });
    const turn = advisorTurn(VIEW, { onboarding: null, messages, state }, REGRESSION_NOW);
    messages.push({ role: "assistant", content: turn.text });
    state = turn.state;
    return turn;
  });
}

/** A catalogue product's id by its full name. */
export const productId = (name: string) => VIEW.products.find((p) => p.name === name)!.id;

/** The state while one product (named in full) is discussed, with others shown beside it. */
export function discussing(product: string, alsoShown: readonly string[] = []): ConversationState {
  const id = productId(product);
  return {
    ...emptyConversationState(),
    focus: [id],
    shown: [id, ...alsoShown.map(productId)],
    discussed: [id],
  };
}

/** A question asked while one product (named in full) is the one discussed: the turn. */
export function askWhileDiscussing(product: string, content: string): AdvisorTurn {
  return advisorTurn(
    VIEW,
    { onboarding: null, messages: [{ role: "user", content }], state: discussing(product) },
    REGRESSION_NOW,
  );
}

/** How a question asked while one product is discussed (others shown beside it) is read. */
export function readWhileDiscussing(
  product: string,
  content: string,
  alsoShown: readonly string[] = [],
): Understanding {
  return readMessage(VIEW, content, discussing(product, alsoShown));
}

/** Plays one of the fourth round's new firms (fourth-round.ts), held out like every later round. */
export function runNewFirm(firm: NewFirm, options: PlayOptions = {}): TurnResult[] {
  return playConversation(
    firm.turns.map((t) => ({ user: t.say, expect: t.expect })),
    {
      scenario: firm.id,
      style: "fourth",
      heldOut: true,
      spanish: firm.spanish ?? false,
      onboarding: null,
      ...options,
    },
  );
}

function playConversation(
  turns: Array<{ user: string; expect: Expectation }>,
  run: {
    scenario: string;
    style: TurnResult["style"];
    heldOut: boolean;
    /** Every reply after the wizard's summary must be in Spanish. */
    spanish: boolean;
    onboarding: NonNullable<Scenario["wizard"]> | null;
  } & PlayOptions,
): TurnResult[] {
  const { onboarding, spanish } = run;
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  let state: ConversationState | null = null;
  const results: TurnResult[] = [];
  for (const turn of turns) {
    messages.push({ role: "user", content: turn.user });
    const started = performance.now();
    const result = advisorTurn(VIEW, { onboarding, messages, state }, REGRESSION_NOW);
    const millis = performance.now() - started;
    const failures: TurnResult["failures"] = [];
    const checked = new Set<Check>(["claims", "repeats", "insights"]);
    const fail = (check: Check, message: string) => failures.push({ check, message });
    const reply = result.text;

    // No reply twice.
    if (messages.some((m) => m.role === "assistant" && m.content.trim() === reply.trim()))
      fail("repeats", "repeated an earlier reply word for word");
    // Every cited fact is on the seed's sheet; every amount comes from a tool result.
    for (const c of result.parts.flatMap(citationsOf))
      if (!citationHolds(c))
        fail(
          "claims",
          `cites ${nameOf(c.productId)} ${c.field} = ${JSON.stringify(c.value)}, which its sheet does not say`,
        );
    const amounts = amountsIn(result.parts);
    if (result.state.budget) amounts.add(result.state.budget.amountCents);
    for (const m of reply.matchAll(/\$(\d{1,3}(?:,\d{3})*\.\d\d)/g)) {
      const c = Math.round(Number(m[1]!.replace(/,/g, "")) * 100);
      if (!amounts.has(c)) fail("claims", `states $${m[1]}, which no tool result holds`);
    }
    for (const m of reply.matchAll(/\]\(\/products\/(\d+)\)/g))
      if (!seedById.has(Number(m[1])))
        fail("claims", `links product ${m[1]}, which the catalogue does not have`);
    if (/https?:\/\//.test(reply) || /[\w.+-]+@[\w-]+\.[\w.]+/.test(reply))
      fail("claims", "shows a raw address");
    if (/(^|\n)\s*\**(Yes|Sí)\**\.(\s|$)/.test(reply)) fail("claims", "a bare Yes");
    // The insights panel is the chat's current recommendation.
    const insights = insightsFromState(result.state, VIEW, REGRESSION_NOW).recommendations.map(
      (r) => r.productId,
    );
    if (JSON.stringify(insights) !== JSON.stringify(result.state.recommendation.slice(0, 3)))
      fail(
        "insights",
        `insights [${insights}] differ from the chat's [${result.state.recommendation}]`,
      );
    const recommendPart = result.parts.find((p) => p.kind === "recommend");
    if (recommendPart?.kind === "recommend") {
      const linked = [...reply.matchAll(/\]\(\/products\/(\d+)\)/g)].map((m) => Number(m[1]));
      for (const id of result.state.recommendation)
        if (!linked.includes(id))
          fail("insights", `the recommendation has ${nameOf(id)}, which the reply does not show`);
    }
    // A question it should answer is not declined.
    if (result.parts[0]?.kind === "decline" && !turn.expect.declines)
      fail("answered", "declined a question the listings answer");
    // The wizard's first message is its composed summary, in English in every style.
    const wizardSummary = onboarding !== null && results.length === 0;
    if (spanish && !wizardSummary) {
      checked.add("spanish");
      if (result.state.language !== "es" || !SPANISH_REPLY.test(reply))
        fail("spanish", "should answer in Spanish");
      const english = englishJobNameIn(reply);
      if (english) fail("spanish", `names a job in English in a Spanish reply: "${english}"`);
    }
    checkExpectation(turn.expect, result.parts, reply, state, result.state, fail, checked);
    if (run.chips !== false) {
      checked.add("chips");
      checkChips(messages, result, onboarding, fail);
    }
    if (spanish && !wizardSummary)
      for (const f of failures) if (f.check !== "spanish") checked.add("spanish");
    results.push({
      scenario: run.scenario,
      style: run.style,
      heldOut: run.heldOut,
      user: turn.user,
      reply,
      failures,
      checked,
      millis,
    });
    messages.push({ role: "assistant", content: reply });
    state = result.state;
  }
  return results;
}

/** Each chip under a reply is a question a tool answers, with a reply not given before. */
function checkChips(
  messages: ReadonlyArray<{ role: "user" | "assistant"; content: string }>,
  result: { text: string; state: ConversationState },
  onboarding: Scenario["wizard"] | null,
  fail: (check: Check, message: string) => void,
) {
  const before = [...messages, { role: "assistant" as const, content: result.text }];
  for (const chip of result.state.suggestions) {
    const answer = advisorTurn(
      VIEW,
      {
        onboarding: onboarding ?? null,
        messages: [...before, { role: "user", content: chip.message }],
        state: result.state,
      },
      REGRESSION_NOW,
    );
    const kind = answer.parts[0]?.kind;
    if (!kind || kind === "decline" || kind === "greeting" || kind === "ack")
      fail("chips", `the chip "${chip.label}" is answered with ${kind ?? "nothing"}`);
    else if (before.some((m) => m.role === "assistant" && m.content.trim() === answer.text.trim()))
      fail("chips", `the chip "${chip.label}" repeats an earlier reply`);
  }
}

function roundPhrasing(round: HeldOutRound, scenario: string, turn: number): string {
  const said = HELD_OUT_ROUNDS[round][scenario]?.[turn];
  if (!said) throw new Error(`No ${round} phrasing for "${scenario}" turn ${turn + 1}`);
  return said;
}
