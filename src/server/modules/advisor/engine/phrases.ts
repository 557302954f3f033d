import { CAPABILITY_BY_ID, type CapabilityId } from "./capabilities.js";
import { isMainCapability, type ProductProfile } from "./catalogue.js";
import type { FirmProfile, NeedSource } from "./firm-profile.js";
import { formatMoney } from "../../../../shared/money.js";
import type { Contribution, RankedProduct } from "./rank.js";
import { capitalise, listInWords } from "./text.js";

/** The way every reply names a product: bold, linked to its page. */
export const productLink = (profile: ProductProfile) =>
  `**[${profile.product.name}](/products/${profile.product.id})**`;

export const capabilityLabel = (id: CapabilityId) => CAPABILITY_BY_ID.get(id)?.label ?? id;

export const topicLabel = (id: CapabilityId) => capitalise(capabilityLabel(id).replace(/^a /, ""));

/** "$89.00 per month" or "$599.00 one-time", for inside a sentence's brackets. */
export const shortPrice = (profile: ProductProfile) =>
  `${formatMoney(profile.priceCents)} ${profile.product.type === "subscription" ? "per month" : "one-time"}`;

/**
 * "$89.00 per month" or "$599.00 one-time, paid upfront": a one-time price is never shown spread
 * over 12 months (decision 0130).
 */
export function pricePhrase(profile: ProductProfile): string {
  if (profile.product.type === "subscription")
    return `${formatMoney(profile.priceCents)} per month`;
  return `${formatMoney(profile.priceCents)} one-time, paid upfront`;
}

/** What a product costs in its first year: twelve months of a subscription, or the one-time price. */
export const firstYearCents = (profile: ProductProfile) =>
  profile.product.type === "subscription" ? profile.priceCents * 12 : profile.priceCents;

/** Monthly subscriptions and upfront one-time prices, added up separately. */
export function costSplit(items: readonly ProductProfile[]) {
  const monthly = items
    .filter((p) => p.product.type === "subscription")
    .reduce((sum, p) => sum + p.priceCents, 0);
  const upfront = items
    .filter((p) => p.product.type !== "subscription")
    .reduce((sum, p) => sum + p.priceCents, 0);
  return { monthly, upfront, firstYear: monthly * 12 + upfront };
}

/** "$168.00 a month plus $499.00 upfront", "$168.00 a month", "$499.00 upfront". */
export function totalsPhrase(items: readonly ProductProfile[]): string {
  const { monthly, upfront } = costSplit(items);
  if (monthly && upfront)
    return `${formatMoney(monthly)} a month plus ${formatMoney(upfront)} upfront`;
  if (upfront) return `${formatMoney(upfront)} upfront`;
  return `${formatMoney(monthly)} a month`;
}

/** "our" and "we" in the checklists become "your" and "you" when said back. */
const toSecondPerson = (text: string) =>
  text.replace(/\bour\b/gi, "your").replace(/\bwe\b/gi, "you");

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function sourcePhrase(source: NeedSource): string {
  switch (source.kind) {
    case "service":
      return `for your ${source.service} work`;
    case "challenge":
      return `, which tackles “${source.challenge}”`;
    case "goal":
      return `, toward your goal to ${lowerFirst(toSecondPerson(source.goal))}`;
    case "chat":
      return `, which you mentioned`;
  }
}

/** Shortens a quoted feature so a sentence stays readable. */
const quote = (text: string) => {
  const trimmed = text.replace(/[.\s]+$/, "");
  return `“${trimmed.length > 90 ? `${trimmed.slice(0, 87).trimEnd()}…` : trimmed}”`;
};

/** The two biggest things a product does for this firm, service lines first, each with its evidence. */
export function keyContributions(ranked: RankedProduct, count = 2): Contribution[] {
  const chosen: Contribution[] = [];
  const evidenceUsed = new Set<string>();
  // What the product is made for first; what it also touches only after.
  const main = (c: Contribution) => (isMainCapability(ranked.profile, c.capability) ? 0 : 1);
  const ordered = [...ranked.contributions].sort((a, b) => main(a) - main(b));
  for (const c of ordered) {
    if (chosen.length === count) break;
    if (c.match.evidence && evidenceUsed.has(c.match.evidence)) continue;
    if (c.match.evidence) evidenceUsed.add(c.match.evidence);
    chosen.push(c);
  }
  const leads = (c: Contribution) =>
    CAPABILITY_BY_ID.get(c.capability)?.serviceLine &&
    isMainCapability(ranked.profile, c.capability)
      ? 0
      : 1;
  return chosen.sort((a, b) => leads(a) - leads(b));
}

const evidenceOf = (c: Contribution) => (c.match.evidence ? ` (${quote(c.match.evidence)})` : "");

function withSource(text: string, source: NeedSource): string {
  const phrase = sourcePhrase(source);
  return `${text}${phrase.startsWith(",") ? phrase : ` ${phrase}`}`;
}

const sameSource = (a: NeedSource, b: NeedSource) => JSON.stringify(a) === JSON.stringify(b);

/** "It covers tax preparation (“E-file…”) for your Tax Preparation work. It also helps with …." */
export function reasonSentence(ranked: RankedProduct): string {
  const [first, candidate] = keyContributions(ranked);
  const second =
    candidate && (candidate.match.evidence || candidate.match.strength >= 0.6)
      ? candidate
      : undefined;
  if (first) {
    const firstText = `${capabilityLabel(first.capability)}${evidenceOf(first)}`;
    if (!second) return `It covers ${withSource(firstText, first.need.sources[0]!)}.`;
    const secondText = `${capabilityLabel(second.capability)}${evidenceOf(second)}`;
    if (sameSource(first.need.sources[0]!, second.need.sources[0]!)) {
      return `It covers ${withSource(`${firstText} and ${secondText}`, first.need.sources[0]!)}.`;
    }
    return `It covers ${withSource(firstText, first.need.sources[0]!)}. It also helps with ${withSource(secondText, second.need.sources[0]!)}.`;
  }
  const features = ranked.profile.product.features.slice(0, 2).map(quote);
  if (features.length > 0) return `It matches what you described: ${listInWords(features)}.`;
  return "It matches what you described.";
}

/** The reason in one line, without quotes: the insights panel lists the features beside it. */
export function shortReason(ranked: RankedProduct): string {
  const [first, second] = keyContributions(ranked);
  if (!first) return `Matches what you described: ${ranked.profile.product.description}`;
  const [a, b] = [first, second]
    .filter((c): c is Contribution => Boolean(c))
    .map((c) => withSource(capabilityLabel(c.capability), c.need.sources[0]!));
  if (!b) return `Covers ${a}.`;
  // "payroll, which you mentioned, and bookkeeping": a clause inside the list needs closing.
  return `Covers ${a}${a!.includes(", ") ? "," : ""} and ${b}.`;
}

/**
 * The product's features that matter most to this firm first, then the rest, without repeats. A
 * product without features of its own speaks through the sentences of its description.
 */
export function keyBenefits(ranked: RankedProduct, count = 3): string[] {
  const { features, description } = ranked.profile.product;
  const evidence = ranked.contributions
    .map((c) => c.match.evidence)
    .filter((e): e is string => Boolean(e) && features.includes(e!));
  const fromDescription = description
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/\.$/, ""))
    .filter((s) => s.length > 0 && s.length <= 140);
  return [...new Set([...evidence, ...features, ...fromDescription])].slice(0, count);
}

export function budgetPhrase(ranked: RankedProduct, firm: FirmProfile): string {
  if (!firm.budget || ranked.withinBudget === null) return "";
  return ranked.withinBudget
    ? ` It fits your budget (${firm.budget.label}).`
    : ` It is above your budget (${firm.budget.label}).`;
}

export function scalePhrase(ranked: RankedProduct, firm: FirmProfile): string {
  const { scale } = ranked.profile;
  if (firm.scale === null || !scale.stated) return "";
  const gap = scale.target - firm.scale;
  if (Math.abs(gap) <= 1) return " It is made for firms your size.";
  return gap > 0
    ? " It is built for larger firms, so you may pay for capacity you do not need yet."
    : " It is aimed at smaller practices, so check it handles your team's volume.";
}

/** What the firm told us, in one line: "a sole practitioner with 50 to 200 clients …". */
export function firmSummary(
  firm: FirmProfile,
  businessTypeLabel: string | null,
  clients: string | null,
) {
  const who = businessTypeLabel ? `a ${businessTypeLabel.toLowerCase()}` : "your firm";
  const withClients = clients ? ` with ${clients.toLowerCase()}` : "";
  const services =
    firm.services.length > 0
      ? ` offering ${listInWords(firm.services.slice(0, 4))}${firm.services.length > 4 ? " and more" : ""}`
      : "";
  const budget = firm.budget ? `, on a budget of ${firm.budget.label}` : "";
  return `${who}${withClients}${services}${budget}`;
}

export function monthlyTotal(items: readonly ProductProfile[]): string {
  return formatMoney(costSplit(items).monthly);
}
