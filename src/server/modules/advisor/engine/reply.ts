import { BUSINESS_TYPE_LABELS, FIRM_SIZE_HINTS } from "../../../../shared/advisor/options.js";
import {
  CAPABILITY_BY_ID,
  GENERAL_CAPABILITIES,
  capabilitySignals,
  SERVICE_NEEDS,
  type CapabilityId,
} from "./capabilities.js";
import { isMainCapability, type ProductProfile } from "./catalogue.js";
import {
  latestIsWizardSummary,
  latestUserMessage,
  previousAssistantReply,
  type AdvisorConversation,
} from "./conversation.js";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import {
  budgetCost,
  buildFirmProfile,
  knowsMainService,
  topNeeds,
  type FirmProfile,
} from "./firm-profile.js";
import {
  capabilityAnswer,
  OFF_TOPIC_ANSWER,
  outsideVendorsIn,
  overlapAnswer,
  pricingModelAnswer,
  questionTypeOf,
  seatsIn,
  setupAnswer,
  storeAnswer,
  totalCostAnswer,
  upgradeAnswer,
  vendorAnswer,
} from "./questions.js";
import {
  budgetUnderstood,
  englishOf,
  negatedCapabilities,
  readBudget,
  readHeadcount,
} from "./understand.js";
import { spanishAnswer } from "./spanish.js";
import { findMentionedProducts, linkedProducts } from "./mentions.js";
import { formatMoney } from "../../../../shared/money.js";
import { factRow, NOT_STATED } from "../../../../shared/product-fact-rows.js";
import { defaultOffer } from "../../../../shared/offer.js";
import {
  budgetPhrase,
  capabilityLabel,
  firmSummary,
  firstYearCents,
  pricePhrase,
  totalsPhrase,
  productLink,
  shortPrice,
  reasonSentence,
  scalePhrase,
} from "./phrases.js";
import { rankCatalogue, scoreProducts, type RankedProduct } from "./rank.js";
import { contentWords, listInWords, normalise } from "./text.js";

export const GREETING =
  "Hello! I'm the Countinghouse product advisor. I recommend software, templates and SaaS from " +
  "our catalogue for accounting, tax and planning firms.\n\n" +
  "Tell me a little about your firm: which services you offer, how many people and clients you " +
  "have, and your monthly software budget. I'll suggest the two or three products that fit best " +
  "and explain why.\n\n" +
  "Prefer a guided start? Take the [five-step questionnaire](/product-wizard).";

const INTENT = {
  cheaper:
    /\b(cheaper|cheapest|less expensive|lower[- ]cost|lower[- ]priced?|more affordable|affordable|inexpensive|too expensive|too pricey|budget[- ]friendly|save money|costs? less)\b/,
  compare: /\b(compare|comparison|versus|vs|difference|differences|differ|better|which one)\b/,
  price: /\b(cost|costs|price|prices|priced|pricing|how much|fee|fees|charge)\b/,
  refersBack:
    /\b(it|that|this|them|those|these|they|both|first|second|third|top one|top two|your pick)\b/,
  thanks: /^(thanks|thank you|great|perfect|ok|okay|got it|cool|awesome|sounds good)\b/,
  greeting: /^(hi|hello|hey|good (morning|afternoon|evening))\b/,
};

interface ReplyContext {
  catalogue: readonly ProductProfile[];
  conversation: AdvisorConversation;
  firm: FirmProfile;
  ranked: RankedProduct[];
  /** Products the previous reply linked to. */
  previous: ProductProfile[];
  /** The current recommendation from the conversation's state: what "it" and "the top two" mean. */
  current: ProductProfile[];
  /** Set by a reply that recommends products: the new current recommendation. */
  recommended: ProductProfile[] | null;
  /** Set by the plain recommendation reply (not an answer to a question): a model may word it. */
  recommendationReply?: boolean;
}

const rankedOf = (ctx: ReplyContext, profiles: readonly ProductProfile[]) => {
  const all = scoreProducts(ctx.catalogue, ctx.firm);
  return profiles.map((p) => all.find((r) => r.profile === p)!);
};

function missingQuestions(firm: FirmProfile): string[] {
  const questions: string[] = [];
  if (!knowsMainService(firm)) {
    questions.push(
      "Which service matters most to you right now: tax preparation, bookkeeping, payroll, planning or something else?",
    );
  }
  if (!firm.budget) {
    questions.push(
      "What monthly budget do you have for software? It decides which of these I would put first.",
    );
  }
  if (firm.scale === null) {
    questions.push("How many people work in your firm, and roughly how many clients do you serve?");
  }
  return questions.slice(0, 2);
}

export function questionBlock(firm: FirmProfile): string {
  const questions = missingQuestions(firm);
  if (questions.length === 0) {
    return "Ask me what any of these costs, to compare two of them, or whether there is anything cheaper.";
  }
  if (questions.length === 1) return `**One question:** ${questions[0]}`;
  return `**Two questions so I can sharpen this:**\n\n- ${questions.join("\n- ")}`;
}

function tryFirst(
  top: RankedProduct,
  firm: FirmProfile,
  second: RankedProduct | undefined,
): string {
  const name = top.profile.product.name;
  const when =
    firm.timeframe === "immediate"
      ? " this week, so it is running inside your two-week window"
      : firm.timeframe === "soon"
        ? " in the next few weeks, well ahead of your 1 to 3 month timeline"
        : "";
  if (top.profile.product.type === "subscription") {
    const sideBySide =
      (firm.timeframe === "planning" || firm.timeframe === "future") && second
        ? ` Your timeline leaves room to trial ${second.profile.product.name} side by side.`
        : "";
    return `**What to try first:** start the free trial of ${name} from its product page${when}, and run a few real client files through it before you commit.${sideBySide}`;
  }
  return `**What to try first:** ${name} is a one-time purchase you keep: check its feature list on the product page${when}, then add it to your cart.`;
}

/** Keeps products in order while their monthly total stays within the budget (the first always). */
function withinTotal(products: RankedProduct[], firm: FirmProfile): RankedProduct[] {
  const limit = firm.budget?.limitCents ?? null;
  let spent = 0;
  return products.filter((r, i) => {
    if (i > 0 && limit !== null && spent + budgetCost(r.profile, firm) > limit) return false;
    spent += budgetCost(r.profile, firm);
    return true;
  });
}

/** The products to name together: the ranking's top picks, without a much weaker third. */
function picks(ranked: RankedProduct[]): RankedProduct[] {
  const flagged = ranked.filter((r) => r.topPick);
  const top = flagged.length > 0 ? flagged : ranked.slice(0, 3);
  if (top.length === 3 && top[2]!.score < top[0]!.score * 0.35) return top.slice(0, 2);
  return top;
}

function recommendationItems(items: RankedProduct[], firm: FirmProfile): string {
  return items
    .map(
      (r, i) =>
        `${i + 1}. ${productLink(r.profile)}: ${pricePhrase(r.profile)}. ${reasonSentence(r)}${budgetPhrase(r, firm)}${scalePhrase(r, firm)}`,
    )
    .join("\n");
}

function stretchOption(ctx: ReplyContext, shown: RankedProduct[]): string {
  const bestShown = shown[0]?.score ?? 0;
  const stretch = ctx.ranked.find(
    (r) => r.withinBudget === false && !shown.includes(r) && r.score / 0.55 > bestShown * 1.5,
  );
  if (!stretch || !ctx.firm.budget) return "";
  const covers = stretch.contributions.slice(0, 2).map((c) => capabilityLabel(c.capability));
  return `\n\nIf you can stretch the budget, ${productLink(stretch.profile)} (${pricePhrase(stretch.profile)}) covers more of what you need${covers.length ? `, especially ${listInWords(covers)}` : ""}.`;
}

function startingPoints(ctx: ReplyContext): string {
  const lines: string[] = [];
  const used = new Set<number>();
  const areas: CapabilityId[] = ["tax", "bookkeeping", "payroll", "planning", "workflow"];
  for (const area of areas) {
    const best = ctx.catalogue
      .filter((p) => !used.has(p.product.id) && (p.capabilities.get(area)?.strength ?? 0) >= 0.6)
      .sort(
        (a, b) =>
          b.capabilities.get(area)!.strength - a.capabilities.get(area)!.strength ||
          firstYearCents(a) - firstYearCents(b) ||
          a.product.id - b.product.id,
      )[0];
    if (!best) continue;
    used.add(best.product.id);
    lines.push(`- ${productLink(best)} for ${capabilityLabel(area)}: ${pricePhrase(best)}`);
    if (lines.length === 3) break;
  }
  return lines.length ? `Popular starting points:\n\n${lines.join("\n")}\n\n` : "";
}

function noMatchReply(ctx: ReplyContext): string {
  const questions = missingQuestions(ctx.firm);
  const ask = questions.length
    ? questions.map((q) => `- ${q}`).join("\n")
    : "- What is the one task you would most like software to take off your plate?";
  return `I couldn't match that to a product in our catalogue yet. ${startingPoints(ctx) || "\n\n"}To recommend the right ones, tell me:\n\n${ask}`;
}

/** Services the firm sells that no product in the catalogue is made for: said plainly, not papered over. */
function unservedNote(ctx: ReplyContext): string {
  const unserved = ctx.firm.services.filter((service) => {
    const [primary] = Object.keys(SERVICE_NEEDS[service]) as CapabilityId[];
    return !ctx.catalogue.some((p) => isMainCapability(p, primary!));
  });
  if (unserved.length === 0) return "";
  return ` We don't carry a product made for ${listInWords(unserved)} yet, so the picks below cover the rest of your practice.`;
}

/** What a recommendation shows: products made for what the latest message asks, else the picks. */
function chooseShown(ctx: ReplyContext, fromWizard: boolean) {
  const { firm, ranked } = ctx;
  const focus = [...firm.focus.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id)
    .slice(0, 2);
  const coversFocus = (r: RankedProduct) => focus.some((id) => isMainCapability(r.profile, id));
  const dedicated = ranked.filter(coversFocus);
  const shown =
    !fromWizard && dedicated.length > 0 ? withinTotal(dedicated, firm).slice(0, 3) : picks(ranked);
  return { focus, dedicated, shown };
}

function recommendationReply(ctx: ReplyContext, fromWizard: boolean): string {
  const { firm, ranked } = ctx;
  if (ranked.length === 0) return noMatchReply(ctx);
  const { focus, dedicated, shown } = chooseShown(ctx, fromWizard);
  ctx.recommended = shown.map((r) => r.profile);
  ctx.recommendationReply = true;
  let intro: string;
  if (fromWizard && ctx.conversation.onboarding) {
    const o = ctx.conversation.onboarding;
    intro = `Thanks, that gives me a clear picture: ${firmSummary(firm, BUSINESS_TYPE_LABELS[o.businessType], FIRM_SIZE_HINTS[o.firmSize])}.${unservedNote(ctx)} Here is what I would recommend from our catalogue:`;
  } else if (focus.length > 0) {
    const topic = listInWords(focus.map(capabilityLabel));
    intro =
      dedicated.length === 0
        ? `We don't carry a product dedicated to ${topic} right now. The closest fits for what you described are:`
        : dedicated.length === 1
          ? `For ${topic}, this is the best fit in our catalogue for your firm:`
          : `For ${topic}, these are the best fits in our catalogue for your firm:`;
  } else {
    intro = "Based on what you've told me, these are the best fits from our catalogue:";
  }
  const total =
    shown.length > 1
      ? `\n\nTogether they come to ${totalsPhrase(shown.map((r) => r.profile))}${
          ctx.firm.budget?.limitCents
            ? ctx.firm.budget.limitCents >=
              shown.reduce((s, r) => s + budgetCost(r.profile, firm), 0)
              ? ", inside your budget"
              : `, more than your budget of ${ctx.firm.budget.label}, so start with the first and add the others later`
            : ""
        }.`
      : "";
  return [
    intro,
    recommendationItems(shown, firm) + total + stretchOption(ctx, shown),
    tryFirst(shown[0]!, firm, shown[1]),
    questionBlock(firm),
  ].join("\n\n");
}

function priceReply(ctx: ReplyContext, products: ProductProfile[]): string {
  const ranked = rankedOf(ctx, products);
  const lines = ranked.map((r) => {
    const p = r.profile;
    const how =
      p.product.type === "subscription"
        ? "a subscription billed monthly, and you can start with a free trial from its product page"
        : "a one-time purchase you keep";
    const budget = budgetPhrase(r, ctx.firm);
    const annual =
      p.product.type === "subscription"
        ? ` Over a year that is ${formatMoney(p.priceCents * 12)}.`
        : "";
    return `${productLink(p)} costs ${pricePhrase(p)}: ${how}.${annual}${budget}`;
  });
  const overBudget = ranked.some((r) => r.withinBudget === false);
  const total = products.length > 1 ? `\n\nTogether: ${totalsPhrase(products)}.` : "";
  const next = overBudget
    ? "Want me to look for something cheaper that still covers what you need?"
    : "Would you like me to compare it with the alternatives, or look for something cheaper?";
  return `${lines.join("\n\n")}${total}\n\n${next}`;
}

/** Capabilities a product is best at, strongest first. */
function bestAt(profile: ProductProfile, firm: FirmProfile): string[] {
  return [...profile.capabilities.entries()]
    .filter(([, m]) => m.strength >= 0.6)
    .sort(
      (a, b) =>
        b[1].strength - a[1].strength ||
        (firm.needs.get(b[0])?.weight ?? 0) - (firm.needs.get(a[0])?.weight ?? 0),
    )
    .slice(0, 3)
    .map(([id]) => CAPABILITY_BY_ID.get(id)!.label);
}

function standOut(profile: ProductProfile, others: readonly ProductProfile[]): string[] {
  const othersText = normalise(others.flatMap((o) => o.product.features).join(" "));
  return profile.product.features
    .filter((f) => {
      const words = normalise(f)
        .split(" ")
        .filter((w) => w.length > 3);
      const shared = words.filter((w) => othersText.includes(w)).length;
      return words.length > 0 && shared / words.length < 0.5;
    })
    .slice(0, 2);
}

/** Why the winner of a comparison suits this firm better than the runner-up, in plain words. */
function whyBetter(winner: RankedProduct, runnerUp: RankedProduct, firm: FirmProfile): string[] {
  const reasons: string[] = [];
  const needScore = (r: RankedProduct) => r.contributions.reduce((sum, c) => sum + c.amount, 0);
  if (needScore(winner) > needScore(runnerUp) * 1.1) {
    const topics = winner.contributions.slice(0, 2).map((c) => capabilityLabel(c.capability));
    reasons.push(`covers more of what you need for ${listInWords(topics)}`);
  }
  const { scale } = winner.profile;
  if (firm.scale !== null && scale.stated && Math.abs(scale.target - firm.scale) <= 1) {
    reasons.push("is made for firms your size");
  }
  if (firstYearCents(winner.profile) < firstYearCents(runnerUp.profile)) reasons.push("costs less");
  if (winner.withinBudget && runnerUp.withinBudget === false) reasons.push("fits your budget");
  return reasons.length ? reasons : ["fits what you have told me slightly better"];
}

function alternativeNote(winner: RankedProduct, runnerUp: RankedProduct): string {
  const strength = runnerUp.contributions[0];
  if (
    strength &&
    !winner.contributions.slice(0, 2).some((c) => c.capability === strength.capability)
  ) {
    return ` Choose ${runnerUp.profile.product.name} if ${capabilityLabel(strength.capability)} matters more to you.`;
  }
  if (runnerUp.profile.scale.target > winner.profile.scale.target + 0.5) {
    return ` ${runnerUp.profile.product.name} is built for bigger firms, if you expect to grow into it.`;
  }
  if (firstYearCents(runnerUp.profile) < firstYearCents(winner.profile)) {
    return ` ${runnerUp.profile.product.name} is the lower-cost choice if the budget is tight.`;
  }
  return "";
}

/** A table cell: one line, and a pipe cannot end the cell early. */
const cell = (text: string) => text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim() || "–";

/** The compare view's rows the chat's table shows, when at least one product states them. */
const TABLE_FACT_ROWS = ["forms", "integrations", "trialDays"];

/**
 * The comparison as a compact table (decision 0135): price and first-year cost from the same rows
 * as the compare view, what each is best at for this firm, the facts that tell them apart, and
 * the fit; then a link to the compare view with exactly these products.
 */
export function comparisonTable(
  products: readonly ProductProfile[],
  ranked: readonly RankedProduct[],
  firm: FirmProfile,
): string {
  const rows: Array<[string, string[]]> = [];
  rows.push([
    "Price",
    products.map((p) => (p.product.facts ? factRow("price")!.text(withFacts(p)) : pricePhrase(p))),
  ]);
  rows.push(["First-year cost", products.map((p) => formatMoney(firstYearCents(p)))]);
  rows.push(["Best at", products.map((p) => listInWords(bestAt(p, firm)) || "See its features")]);
  for (const key of TABLE_FACT_ROWS) {
    const row = factRow(key)!;
    const texts = products.map((p) => (p.product.facts ? row.text(withFacts(p)) : NOT_STATED));
    if (texts.every((t) => t === NOT_STATED)) continue;
    rows.push([row.label, texts]);
  }
  const unique = products.map((p) =>
    standOut(
      p,
      products.filter((o) => o !== p),
    )
      .map((f) => (f.length > 70 ? `${f.slice(0, 69)}…` : f))
      .join("; "),
  );
  if (unique.some(Boolean)) rows.push(["Only this one", unique.map((u) => u || "–")]);
  if (firm.needs.size > 0) {
    rows.push(["Fit for your firm", ranked.map((r) => `${r.relevance}%`)]);
  }
  const header = `| | ${products.map((p) => cell(productLink(p))).join(" | ")} |`;
  const rule = `|${"---|".repeat(products.length + 1)}`;
  const body = rows.map(([label, texts]) => `| ${label} | ${texts.map(cell).join(" | ")} |`);
  const ids = products.map((p) => p.product.id).join(",");
  return `${[header, rule, ...body].join("\n")}\n\n[See every fact side by side in the compare view](/compare?ids=${ids})`;
}

const withFacts = (p: ProductProfile) => ({
  price: p.product.price,
  type: p.product.type,
  offer: p.product.offer ?? defaultOffer(p.product.type),
  facts: p.product.facts!,
});

function compareReply(ctx: ReplyContext, products: ProductProfile[]): string {
  const ranked = rankedOf(ctx, products);
  const table = comparisonTable(products, ranked, ctx.firm);
  const sorted = [...ranked].sort(
    (a, b) =>
      Number(b.withinBudget !== false) - Number(a.withinBudget !== false) ||
      b.score - a.score ||
      firstYearCents(a.profile) - firstYearCents(b.profile),
  );
  const winner = sorted[0]!;
  const runnerUp = sorted[1]!;
  let verdict: string;
  if (ctx.firm.needs.size === 0 || winner.score === 0) {
    const cheaper = [...ranked].sort(
      (a, b) => firstYearCents(a.profile) - firstYearCents(b.profile),
    )[0]!;
    verdict = `**The short version:** ${cheaper.profile.product.name} costs less. Tell me which services matter most to your firm and I'll tell you which one fits better.`;
  } else {
    verdict = `**My pick for you:** ${winner.profile.product.name}, because it ${listInWords(whyBetter(winner, runnerUp, ctx.firm))}.${alternativeNote(winner, runnerUp)}`;
  }
  return `Here is how they compare for your firm:\n\n${table}\n\n${verdict}`;
}

/** The jobs a product is made for, strongest first: its main capabilities that are not general. */
function jobsOf(profile: ProductProfile): CapabilityId[] {
  return [...profile.capabilities.entries()]
    .filter(([id]) => isMainCapability(profile, id) && !GENERAL_CAPABILITIES.has(id))
    .sort((a, b) => b[1].raw - a[1].raw || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([id]) => id);
}

/** "payroll and a secure client portal" */
const jobOf = (profile: ProductProfile) =>
  listInWords(jobsOf(profile).map(capabilityLabel)) || "what it does";

/** The jobs a message asks about ("anything cheaper for document collection?" -> documents). */
function topicsOf(normalisedText: string): CapabilityId[] {
  return [...capabilitySignals(normalisedText).keys()].filter(
    (id) => !GENERAL_CAPABILITIES.has(id),
  );
}

/**
 * What "cheaper" is measured against: a product the message names, else the product discussed
 * that is made for the job the message asks about, else the best fit for that job, else the
 * product discussed last.
 */
function cheaperReference(ctx: ReplyContext, mentioned: ProductProfile[], topics: CapabilityId[]) {
  if (mentioned[0]) return mentioned[0];
  if (topics.length > 0) {
    const madeForTopic = (p: ProductProfile) => topics.some((id) => isMainCapability(p, id));
    const found =
      ctx.previous.find(madeForTopic) ?? ctx.ranked.map((r) => r.profile).find(madeForTopic);
    if (found) return found;
  }
  return ctx.previous[0];
}

function cheaperReply(
  ctx: ReplyContext,
  reference: ProductProfile | undefined,
  topics: CapabilityId[] = [],
): string {
  const { ranked, firm } = ctx;
  if (!reference) {
    const cheapest = [...ranked.slice(0, 8)]
      .sort((a, b) => firstYearCents(a.profile) - firstYearCents(b.profile) || b.score - a.score)
      .slice(0, 3);
    if (cheapest.length === 0) return noMatchReply(ctx);
    ctx.recommended = cheapest.map((r) => r.profile);
    return `These are the lowest-priced products that still fit your firm:\n\n${recommendationItems(cheapest, firm)}\n\n${questionBlock(firm)}`;
  }
  // An alternative does the same job: it is made for one of the jobs the reference is made for.
  const asked = topics.filter((id) => isMainCapability(reference, id));
  const jobs = asked.length > 0 ? asked : jobsOf(reference);
  const cheaper = scoreProducts(ctx.catalogue, firm)
    .filter(
      (r) =>
        firstYearCents(r.profile) < firstYearCents(reference) &&
        jobs.some((id) => isMainCapability(r.profile, id)) &&
        // Templates are no substitute for software: "cheaper tax software" means software.
        (reference.product.category === "templates" || r.profile.product.category !== "templates"),
    )
    .sort(
      (a, b) =>
        b.score - a.score ||
        firstYearCents(a.profile) - firstYearCents(b.profile) ||
        a.profile.product.id - b.profile.product.id,
    )
    .slice(0, 3);
  if (cheaper.length === 0) {
    return `${productLink(reference)} (${shortPrice(reference)}) is already the lowest-priced product in our catalogue for ${jobOf(reference)}. For a no-cost start, our [free templates, guides and checklists](/free-resources) may help while you decide.`;
  }
  const saving = firstYearCents(reference) - firstYearCents(cheaper[0]!.profile);
  ctx.recommended = cheaper.map((r) => r.profile);
  return `These cost less than ${productLink(reference)} (${shortPrice(reference)}) and also handle ${listInWords(jobs.map(capabilityLabel)) || "what it does"}:\n\n${recommendationItems(cheaper, firm)}\n\nThe first would save you about ${formatMoney(saving)} in the first year compared with ${reference.product.name}. The trade-off is usually depth: fewer features or less automation, so check the feature lists on the product pages.`;
}

function aboutReply(ctx: ReplyContext, products: ProductProfile[]): string {
  const blocks = rankedOf(ctx, products).map((r) => {
    const p = r.profile;
    const features = p.product.features.slice(0, 4).map((f) => `- ${f}`);
    const fit =
      ctx.firm.needs.size > 0 && r.contributions.length > 0
        ? `\n\nFor your firm: ${reasonSentence(r)}${budgetPhrase(r, ctx.firm)}${scalePhrase(r, ctx.firm)}`
        : "";
    return `${productLink(p)} (${pricePhrase(p)}): ${p.product.description}${features.length ? `\n\n${features.join("\n")}` : ""}${fit}`;
  });
  return `${blocks.join("\n\n")}\n\nWould you like me to compare it with the alternatives, or look for something cheaper?`;
}

const COMPARE_WORDS = new Set(
  contentWords(
    "compare comparison versus vs difference differences differ better which one two three top first second third all options between",
  ),
);

/** "compare Foo and Bar" where neither is ours: the text names things beyond the comparison words. */
const namesSomethingElse = (text: string) =>
  contentWords(text).filter((w) => !COMPARE_WORDS.has(w)).length >= 2;

function notInCatalogueReply(ctx: ReplyContext): string {
  const ours = ctx.ranked.slice(0, 2).map((r) => r.profile);
  const offer =
    ours.length === 2
      ? `\n\nIf it helps, here is how our two closest options for your firm compare:\n\n${compareReply(ctx, ours).replace(/^Here is how they compare for your firm:\n\n/, "")}`
      : "\n\nTell me what you need those tools to do, and I'll tell you what we have that does it.";
  return `I couldn't find those products in our catalogue, so I can't compare them fairly: I only recommend what we sell and can stand behind.${offer}`;
}

function thanksReply(ctx: ReplyContext): string {
  const top = ctx.previous[0] ?? ctx.ranked[0]?.profile;
  if (!top)
    return "You're welcome. Tell me about your firm whenever you are ready and I'll suggest products that fit.";
  const next =
    top.product.type === "subscription"
      ? `start the free trial of ${productLink(top)} from its product page`
      : `open ${productLink(top)} to check its features and add it to your cart`;
  return `You're welcome. When you are ready, ${next}. If anything comes up, ask me here: I can compare products, check prices or find something cheaper.`;
}

/** What a turn produced: the reply and the state to remember (decision 0132). */
export interface AdvisorTurn {
  text: string;
  state: ConversationState;
  /**
   * The reply is a plain recommendation in English (not an answer to a question, which is
   * composed from facts): the only kind of turn a model may word (decision 0136).
   */
  recommends?: boolean;
}

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(first|top one|first one|number one|#1|1st)\b/, 0],
  [/\b(second|second one|number two|#2|2nd)\b/, 1],
  [/\b(third|third one|number three|#3|3rd)\b/, 2],
];

/**
 * What "it", "the second", "the top two", "both" and "them" mean: the current recommendation (or,
 * failing that, the products the previous reply linked to).
 */
function referredTo(ctx: ReplyContext, text: string): ProductProfile[] {
  const current = ctx.current.length ? ctx.current : ctx.previous;
  if (current.length === 0) return [];
  if (/\b(top two|top 2|first two|the two|both|these two|those two)\b/.test(text))
    return current.slice(0, 2);
  if (/\b(top three|top 3|all three|the three|all of them|them all)\b/.test(text))
    return current.slice(0, 3);
  for (const [pattern, index] of ORDINALS) {
    if (pattern.test(text) && current[index]) return [current[index]!];
  }
  if (/\b(them|those|these|they)\b/.test(text)) return current.slice(0, 3);
  // "It" is the product the previous reply was about, else the current recommendation's first.
  if (/\b(it|that|this|that one|this one|your pick)\b/.test(text)) {
    return (ctx.previous.length ? ctx.previous : current).slice(0, 1);
  }
  return [];
}

/** Products the latest message turns down: "not Copperline", "Harborview is too expensive". */
function rejectedIn(text: string, catalogue: readonly ProductProfile[]): ProductProfile[] {
  const t = normalise(text);
  return findMentionedProducts(text, catalogue).filter((p) => {
    const name = normalise(p.product.name);
    const at = t.indexOf(name) >= 0 ? t.indexOf(name) : t.indexOf(name.split(" ")[0]!);
    if (at < 0) return false;
    const before = t.slice(Math.max(0, at - 30), at);
    const after = t.slice(at + name.length, at + name.length + 40);
    return (
      /\b(not|no|don't want|do not want|without|drop|skip|remove|except|other than|instead of|rather than|besides|already have|already use)\s*(the\s*)?$/.test(
        before,
      ) ||
      /^\s*(is|are|seems?|looks?)\s*(too expensive|too pricey|too much|overkill|not for us|not right|a no)\b/.test(
        after,
      )
    );
  });
}

/** Two readings that cannot both be true in one message: a clarifying question instead of a list. */
function contradiction(latest: string): string | null {
  const t = normalise(englishOf(latest));
  const solo = /\b(sole practitioner|solo|just me|on my own|by myself)\b/.test(t);
  const people = /\b(\d{1,4}) (people|staff|employees|accountants|cpas|preparers)\b/.exec(t);
  if (solo && people && Number(people[1]) >= 5) {
    return `You mentioned working on your own and also ${people[1]} staff. Which is right: are you a one-person practice, or a firm of ${people[1]}? It changes which editions fit.`;
  }
  const budget = readBudget(englishOf(latest));
  if (
    budget?.capCents != null &&
    budget.floorCents != null &&
    budget.floorCents > budget.capCents
  ) {
    return `I read both a cap of ${formatMoney(budget.capCents)} and a floor of ${formatMoney(budget.floorCents)}, which can't both hold. What is the most you want to spend a month?`;
  }
  if (
    /\b(cheapest|free|no budget|nothing to spend)\b/.test(t) &&
    /\b(most complete|everything|enterprise|all the features|best money can buy)\b/.test(t)
  ) {
    return "You asked for the cheapest option and for the most complete one. Which matters more right now: keeping the cost down, or covering everything in one product?";
  }
  return null;
}

const KNOWN_WORDS = new Set(
  contentWords(
    "hello hi thanks yes no maybe help recommend suggest need want looking firm practice clients accounting accountant cpa bookkeeper tax taxes preparer payroll audit planning estate nonprofit sales security budget month year cheap price cost compare trial refund download licence license staff team software template saas portal documents what which how why when who",
  ),
);

/** A message with no word the advisor knows and nothing it can act on: gibberish or a typo. */
function notUnderstood(ctx: ReplyContext, text: string): boolean {
  const words = contentWords(text);
  if (words.length === 0) return /[a-z]/.test(text) && !/[?]/.test(text);
  const catalogueWords = (w: string) =>
    ctx.catalogue.some(
      (p) => p.words.name.has(w) || p.words.features.has(w) || p.words.description.has(w),
    );
  return (
    !words.some((w) => KNOWN_WORDS.has(w) || catalogueWords(w)) &&
    capabilitySignals(text).size === 0
  );
}

function clarifyReply(ctx: ReplyContext): string {
  const questions = missingQuestions(ctx.firm);
  const ask = questions.length
    ? questions.map((q) => `- ${q}`).join("\n")
    : "- Which job would you most like software to take off your plate: tax returns, bookkeeping, payroll, planning, audit or something else?";
  return `I'm not sure I understood that. Could you say it another way? For example:\n\n${ask}`;
}

/** The same reply twice in a row helps nobody: say so, and move the conversation on. */
function notTheSameAgain(ctx: ReplyContext, text: string, previous: string | null): string {
  if (previous === null || text.trim() !== previous.trim()) return text;
  const top = ctx.current[0] ?? ctx.ranked[0]?.profile;
  const questions = missingQuestions(ctx.firm);
  const next = questions.length
    ? questions[0]!
    : top
      ? `Would it help if I priced ${top.product.name} for your first year, checked whether it does something specific, or looked for a cheaper alternative?`
      : "What is the one job you most want software to do?";
  return `My answer to that is the same as just above, so rather than repeat it: ${next}`;
}

/**
 * The local advisor's turn: the reply to the latest user message (plain English or Spanish,
 * simple Markdown, only products from the catalogue it is given, the same answer for the same
 * conversation) and what to remember for the next turn.
 */
export function composeTurn(
  catalogue: readonly ProductProfile[],
  conversation: AdvisorConversation,
): AdvisorTurn {
  const before = conversation.state ?? null;
  const latest = latestUserMessage(conversation);
  const firm = buildFirmProfile(
    conversation,
    catalogue.map((p) => p.product.name),
  );
  const byId = new Map(catalogue.map((p) => [p.product.id, p]));
  const rejectedNow = latest ? rejectedIn(englishOf(latest), catalogue) : [];
  const rejected = new Set([...(before?.rejected ?? []), ...rejectedNow.map((p) => p.product.id)]);
  firm.rejected = rejected;
  const ranked = rankCatalogue(catalogue, firm);
  const current = (before?.recommendation ?? [])
    .map((id) => byId.get(id))
    .filter((p): p is ProductProfile => p !== undefined && !rejected.has(p.product.id));
  const ctx: ReplyContext = {
    catalogue,
    conversation,
    firm,
    ranked,
    previous: linkedProducts(previousAssistantReply(conversation), catalogue),
    current,
    recommended: null,
  };
  let text: string;
  if (latest === null) text = GREETING;
  else if (latestIsWizardSummary(conversation)) text = recommendationReply(ctx, true);
  else text = answer(ctx, latest);
  text = notTheSameAgain(
    ctx,
    text,
    previousAssistantReply(conversation) === null ? null : lastAssistant(conversation),
  );
  const recommendation = (ctx.recommended ?? current).slice(0, 3);
  const relevanceOf = (p: ProductProfile) =>
    (ranked.find((r) => r.profile === p) ?? rankedOf(ctx, [p])[0]!).relevance;
  const shown = [...(before?.shown ?? [])];
  for (const p of linkedProducts(text, catalogue)) {
    if (!shown.includes(p.product.id)) shown.push(p.product.id);
  }
  const state: ConversationState = {
    version: 1,
    language: firm.language,
    budget: firm.budget
      ? {
          limitCents: firm.budget.limitCents,
          floorCents: firm.budget.floorCents,
          hard: firm.budget.hard,
          period: firm.budget.period,
          label: firm.budget.label,
        }
      : null,
    headcount: firm.headcount,
    scale: firm.scale,
    needs: topNeeds(firm, 6),
    excluded: [...firm.excluded],
    shown,
    rejected: [...rejected],
    recommendation: recommendation.map((p) => p.product.id),
    relevance: Object.fromEntries(
      recommendation.map((p) => [String(p.product.id), relevanceOf(p)]),
    ),
  };
  return {
    text,
    state,
    recommends: ctx.recommendationReply === true && firm.language === "en" && text !== GREETING,
  };
}

/** The last assistant message, whatever came after it. */
function lastAssistant(conversation: AdvisorConversation): string | null {
  for (let i = conversation.messages.length - 1; i >= 0; i--) {
    if (conversation.messages[i]!.role === "assistant") return conversation.messages[i]!.content;
  }
  return null;
}

/** The local advisor's reply alone (see composeTurn). */
export function composeReply(
  catalogue: readonly ProductProfile[],
  conversation: AdvisorConversation,
): string {
  return composeTurn(catalogue, conversation).text;
}

function answer(ctx: ReplyContext, latest: string): string {
  const { firm } = ctx;
  const english = englishOf(latest);
  if (firm.language === "es") return spanishAnswer(ctx, english, chooseShown(ctx, false).shown);
  const text = normalise(english);
  const named = findMentionedProducts(english, ctx.catalogue);
  const mentioned = named.filter((p) => !firm.rejected.has(p.product.id));
  const referred = referredTo(ctx, text);
  const refersBack = INTENT.refersBack.test(text);
  const wordCount = text.split(" ").length;
  const understood = understoodPrefix(ctx, latest);

  const clash = contradiction(latest);
  if (clash) return clash;

  const withoutOurs = named.reduce((t, p) => t.split(normalise(p.product.name)).join(" "), text);
  const type = questionTypeOf(
    withoutOurs,
    mentioned.length > 0 || referred.length > 0,
    ctx.firm.focus.size,
  );
  const subject = mentioned.length ? mentioned : referred;
  const qctx = { catalogue: ctx.catalogue, firm, ranked: ctx.ranked };
  switch (type) {
    case "vendor":
      return vendorAnswer(qctx, outsideVendorsIn(withoutOurs), named);
    case "off_topic":
      return OFF_TOPIC_ANSWER;
    case "store":
      return storeAnswer(text, subject[0]);
    case "overlap": {
      const pair = subject.length >= 2 ? subject : ctx.current.slice(0, 2);
      if (pair.length >= 2) return overlapAnswer(pair.slice(0, 2));
      break;
    }
    case "upgrade":
      if (subject[0]) return upgradeAnswer(qctx, subject[0]);
      break;
    case "pricing_model": {
      const items = subject.length ? subject : ctx.current.slice(0, 2);
      if (items.length) return pricingModelAnswer(items);
      break;
    }
    case "total_cost": {
      const items = subject.length
        ? subject
        : ctx.current.length
          ? ctx.current
          : picks(ctx.ranked).map((r) => r.profile);
      if (items.length) return understood + totalCostAnswer(qctx, items, seatsIn(text));
      break;
    }
    case "setup": {
      const items = subject.length ? subject.slice(0, 2) : ctx.current.slice(0, 1);
      if (items.length) return setupAnswer(qctx, items);
      break;
    }
    case "capability": {
      const product = subject[0] ?? ctx.current[0];
      if (product) return capabilityAnswer(qctx, product, english);
      break;
    }
  }

  if (INTENT.cheaper.test(text)) {
    const topics = topicsOf(text);
    return (
      understood +
      cheaperReply(
        ctx,
        cheaperReference(ctx, mentioned.length ? mentioned : referred, topics),
        topics,
      )
    );
  }
  if (INTENT.compare.test(text)) {
    const earlier = ctx.current.length
      ? ctx.current
      : ctx.previous.length
        ? ctx.previous
        : ctx.ranked.map((r) => r.profile);
    if (mentioned.length === 0 && namesSomethingElse(text) && !refersBack) {
      return notInCatalogueReply(ctx);
    }
    const chosen =
      mentioned.length >= 2
        ? mentioned.slice(0, 3)
        : mentioned.length === 1
          ? [mentioned[0]!, ...earlier.filter((p) => p !== mentioned[0])].slice(0, 2)
          : referred.length >= 2
            ? referred
            : earlier.slice(0, /\b(three|all)\b/.test(text) ? 3 : 2);
    if (chosen.length >= 2) return compareReply(ctx, chosen);
  }
  if (INTENT.price.test(text)) {
    const chosen =
      mentioned.length > 0
        ? mentioned.slice(0, 3)
        : referred.length > 0
          ? referred
          : firm.focus.size === 0
            ? (ctx.current.length ? ctx.current : picks(ctx.ranked).map((r) => r.profile)).slice(
                0,
                3,
              )
            : [];
    if (chosen.length > 0) return understood + priceReply(ctx, chosen);
  }
  if (mentioned.length > 0 && firm.focus.size === 0 && !understood) {
    return aboutReply(ctx, mentioned.slice(0, 2));
  }
  if (INTENT.thanks.test(text) && wordCount <= 6 && firm.focus.size === 0) return thanksReply(ctx);
  if (
    INTENT.greeting.test(text) &&
    wordCount <= 6 &&
    firm.focus.size === 0 &&
    ctx.ranked.length === 0
  ) {
    return GREETING;
  }
  if (
    !understood &&
    firm.focus.size === 0 &&
    mentioned.length === 0 &&
    notUnderstood(ctx, english)
  ) {
    return clarifyReply(ctx);
  }
  return understood + recommendationReply(ctx, false);
}

/** "I read your budget as $50 a month in total. " when the latest message set a budget or a size. */
function understoodPrefix(ctx: ReplyContext, latest: string): string {
  const parts: string[] = [];
  const budget = readBudget(
    englishOf(latest),
    ctx.catalogue.map((p) => p.product.name),
  );
  if (budget) parts.push(budgetUnderstood(budget, ctx.firm.language));
  const people = readHeadcount(latest);
  if (people?.headcount && people.headcount > 1) {
    parts.push(
      ctx.firm.language === "es"
        ? `Tomo nota: son ${people.headcount} personas.`
        : `Noted: a team of ${people.headcount}.`,
    );
  } else if (people?.headcount === 1) {
    parts.push(
      ctx.firm.language === "es" ? "Tomo nota: trabaja solo." : "Noted: you work on your own.",
    );
  }
  const excluded = negatedCapabilities(latest);
  if (excluded.size > 0) {
    const labels = listInWords([...excluded].map(capabilityLabel), "or");
    parts.push(ctx.firm.language === "es" ? `Dejo fuera: ${labels}.` : `I've left out ${labels}.`);
  }
  return parts.length ? `${parts.join(" ")}\n\n` : "";
}
