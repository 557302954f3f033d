import { BUSINESS_TYPE_LABELS, FIRM_SIZE_HINTS } from "../../../../shared/advisor/options.js";
import {
  CAPABILITY_BY_ID,
  GENERAL_CAPABILITIES,
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
import { buildFirmProfile, knowsMainService, type FirmProfile } from "./firm-profile.js";
import { findMentionedProducts, linkedProducts } from "./mentions.js";
import { formatMoney } from "../../../../shared/money.js";
import {
  budgetPhrase,
  capabilityLabel,
  firmSummary,
  monthlyTotal,
  pricePhrase,
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
  /** Products the previous reply linked to: what "it" and "them" mean. */
  previous: ProductProfile[];
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

function questionBlock(firm: FirmProfile): string {
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
    if (i > 0 && limit !== null && spent + r.profile.monthlyCents > limit) return false;
    spent += r.profile.monthlyCents;
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
          a.monthlyCents - b.monthlyCents ||
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

function recommendationReply(ctx: ReplyContext, fromWizard: boolean): string {
  const { firm, ranked } = ctx;
  if (ranked.length === 0) return noMatchReply(ctx);
  const focus = [...firm.focus.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id)
    .slice(0, 2);
  const coversFocus = (r: RankedProduct) => focus.some((id) => isMainCapability(r.profile, id));
  const dedicated = ranked.filter(coversFocus);
  const shown =
    !fromWizard && dedicated.length > 0 ? withinTotal(dedicated, firm).slice(0, 3) : picks(ranked);
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
          ? `Yes. For ${topic}, this is the best fit in our catalogue for your firm:`
          : `Yes. For ${topic}, these are the best fits in our catalogue for your firm:`;
  } else {
    intro = "Based on what you've told me, these are the best fits from our catalogue:";
  }
  const total =
    shown.length > 1
      ? `\n\nTogether they come to about ${monthlyTotal(shown.map((r) => r.profile))} a month${
          ctx.firm.budget?.limitCents
            ? ctx.firm.budget.limitCents >= shown.reduce((s, r) => s + r.profile.monthlyCents, 0)
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
  const total = products.length > 1 ? `\n\nTogether: about ${monthlyTotal(products)} a month.` : "";
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
  if (winner.profile.monthlyCents < runnerUp.profile.monthlyCents) reasons.push("costs less");
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
  if (runnerUp.profile.monthlyCents < winner.profile.monthlyCents) {
    return ` ${runnerUp.profile.product.name} is the lower-cost choice if the budget is tight.`;
  }
  return "";
}

function compareReply(ctx: ReplyContext, products: ProductProfile[]): string {
  const ranked = rankedOf(ctx, products);
  const blocks = ranked.map((r) => {
    const p = r.profile;
    const others = products.filter((o) => o !== p);
    const lines = [
      `- Price: ${pricePhrase(p)}${p.product.type === "subscription" ? ", with a free trial" : ""}`,
      `- Best at: ${listInWords(bestAt(p, ctx.firm)) || "see its feature list"}`,
    ];
    const unique = standOut(p, others);
    if (unique.length) lines.push(`- Only this one: ${unique.map((f) => `“${f}”`).join(", ")}`);
    if (ctx.firm.needs.size > 0) lines.push(`- Fit for your firm: ${r.relevance}%`);
    return `${productLink(p)}\n\n${lines.join("\n")}`;
  });
  const sorted = [...ranked].sort(
    (a, b) =>
      Number(b.withinBudget !== false) - Number(a.withinBudget !== false) ||
      b.score - a.score ||
      a.profile.monthlyCents - b.profile.monthlyCents,
  );
  const winner = sorted[0]!;
  const runnerUp = sorted[1]!;
  let verdict: string;
  if (ctx.firm.needs.size === 0 || winner.score === 0) {
    const cheaper = [...ranked].sort((a, b) => a.profile.monthlyCents - b.profile.monthlyCents)[0]!;
    verdict = `**The short version:** ${cheaper.profile.product.name} costs less. Tell me which services matter most to your firm and I'll tell you which one fits better.`;
  } else {
    verdict = `**My pick for you:** ${winner.profile.product.name}, because it ${listInWords(whyBetter(winner, runnerUp, ctx.firm))}.${alternativeNote(winner, runnerUp)}`;
  }
  return `Here is how they compare for your firm:\n\n${blocks.join("\n\n")}\n\n${verdict}`;
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

function cheaperReply(ctx: ReplyContext, reference: ProductProfile | undefined): string {
  const { ranked, firm } = ctx;
  if (!reference) {
    const cheapest = [...ranked.slice(0, 8)]
      .sort((a, b) => a.profile.monthlyCents - b.profile.monthlyCents || b.score - a.score)
      .slice(0, 3);
    if (cheapest.length === 0) return noMatchReply(ctx);
    return `These are the lowest-priced products that still fit your firm:\n\n${recommendationItems(cheapest, firm)}\n\n${questionBlock(firm)}`;
  }
  // An alternative does the same job: it is made for one of the jobs the reference is made for.
  const jobs = jobsOf(reference);
  const cheaper = scoreProducts(ctx.catalogue, firm)
    .filter(
      (r) =>
        r.profile.monthlyCents < reference.monthlyCents &&
        jobs.some((id) => isMainCapability(r.profile, id)) &&
        // Templates are no substitute for software: "cheaper tax software" means software.
        (reference.product.category === "templates" || r.profile.product.category !== "templates"),
    )
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.profile.monthlyCents - b.profile.monthlyCents ||
        a.profile.product.id - b.profile.product.id,
    )
    .slice(0, 3);
  if (cheaper.length === 0) {
    return `${productLink(reference)} (${shortPrice(reference)}) is already the lowest-priced product in our catalogue for ${jobOf(reference)}. For a no-cost start, our [free templates, guides and checklists](/free-resources) may help while you decide.`;
  }
  const saving = reference.monthlyCents - cheaper[0]!.profile.monthlyCents;
  return `Yes. These cost less than ${productLink(reference)} (${shortPrice(reference)}) and also handle ${jobOf(reference)}:\n\n${recommendationItems(cheaper, firm)}\n\nThe first would save you about ${formatMoney(saving)} a month compared with ${reference.product.name}. The trade-off is usually depth: fewer features or less automation, so check the feature lists on the product pages.`;
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

/**
 * The local advisor's answer to the latest user message: plain English, simple Markdown, only
 * products from the catalogue it is given, and the same answer for the same conversation.
 */
export function composeReply(
  catalogue: readonly ProductProfile[],
  conversation: AdvisorConversation,
): string {
  const latest = latestUserMessage(conversation);
  if (latest === null) return GREETING;
  const firm = buildFirmProfile(
    conversation,
    catalogue.map((p) => p.product.name),
  );
  const ctx: ReplyContext = {
    catalogue,
    conversation,
    firm,
    ranked: rankCatalogue(catalogue, firm),
    previous: linkedProducts(previousAssistantReply(conversation), catalogue),
  };
  if (latestIsWizardSummary(conversation)) return recommendationReply(ctx, true);

  const text = normalise(latest);
  const mentioned = findMentionedProducts(latest, catalogue);
  const refersBack = INTENT.refersBack.test(text);
  const wordCount = text.split(" ").length;

  if (INTENT.cheaper.test(text)) {
    return cheaperReply(ctx, mentioned[0] ?? ctx.previous[0]);
  }
  if (INTENT.compare.test(text)) {
    const earlier = ctx.previous.length ? ctx.previous : ctx.ranked.map((r) => r.profile);
    if (mentioned.length === 0 && namesSomethingElse(text) && !refersBack) {
      return notInCatalogueReply(ctx);
    }
    const chosen =
      mentioned.length >= 2
        ? mentioned.slice(0, 3)
        : mentioned.length === 1
          ? [mentioned[0]!, ...earlier.filter((p) => p !== mentioned[0])].slice(0, 2)
          : earlier.slice(0, /\b(three|all)\b/.test(text) ? 3 : 2);
    if (chosen.length >= 2) return compareReply(ctx, chosen);
  }
  if (INTENT.price.test(text)) {
    const chosen =
      mentioned.length > 0
        ? mentioned.slice(0, 3)
        : refersBack && ctx.previous.length > 0
          ? /\b(them|those|these|they|both|all)\b/.test(text)
            ? ctx.previous.slice(0, 3)
            : ctx.previous.slice(0, 1)
          : firm.focus.size === 0
            ? (ctx.previous.length ? ctx.previous : picks(ctx.ranked).map((r) => r.profile)).slice(
                0,
                3,
              )
            : [];
    if (chosen.length > 0) return priceReply(ctx, chosen);
  }
  if (mentioned.length > 0 && firm.focus.size === 0) {
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
  return recommendationReply(ctx, false);
}
