import {
  BUDGET_LABELS,
  BUDGET_MONTHLY_LIMIT_DOLLARS,
  type Budget,
  type Challenge,
  type Goal,
  type Service,
  type TechComfort,
  type Timeframe,
} from "../../../../shared/advisor/options.js";
import {
  CAPABILITIES,
  CHALLENGE_NEEDS,
  GOAL_NEEDS,
  SERVICE_NEEDS,
  capabilitySignals,
  type CapabilityId,
} from "./capabilities.js";
import {
  freeTextMessages,
  latestIsWizardSummary,
  type AdvisorConversation,
} from "./conversation.js";
import { contentWords, normalise } from "./text.js";
import type { ProductProfile } from "./catalogue.js";
import {
  budgetLabel,
  detectLanguage,
  englishOf,
  negatedCapabilities,
  readBudget,
  readHeadcount,
  withoutNegated,
  type BudgetPeriod,
  type BudgetReading,
  type Language,
} from "./understand.js";

export type NeedSource =
  | { kind: "service"; service: Service }
  | { kind: "challenge"; challenge: Challenge }
  | { kind: "goal"; goal: Goal }
  | { kind: "chat" };

export interface Need {
  weight: number;
  /** Where the need came from, strongest first: the reason a product "fits". */
  sources: NeedSource[];
  /** Each source's share of the weight, in the order of sources. */
  sourceWeights: number[];
}

export interface FirmProfile {
  needs: Map<CapabilityId, Need>;
  /** Capabilities the latest message asks about ("something for payroll"). */
  focus: Map<CapabilityId, number>;
  budget: FirmBudget | null;
  /** 1 (solo) to 4 (large firm), from the wizard or from what was said. */
  scale: number | null;
  /** People in the firm when a number was said ("just 3 of us"). */
  headcount: number | null;
  /** Capabilities the firm said it does not want ("we don't do payroll"). */
  excluded: Set<CapabilityId>;
  /** The language of the latest message. */
  language: Language;
  /** Product ids the firm turned down: never recommended again in this conversation. */
  rejected: Set<number>;
  techComfort: TechComfort | null;
  timeframe: Timeframe | null;
  /** Stemmed words of what the person wrote, with weights (the latest message counts most). */
  searchWords: Map<string, number>;
  services: Service[];
}

export interface FirmBudget {
  /** The most the firm will spend per period, in cents; null when there is no cap. */
  limitCents: number | null;
  floorCents: number | null;
  /** A hard cap: nothing above it is shown. */
  hard: boolean;
  period: BudgetPeriod;
  /** "$50 a month", "under $500 per month". */
  label: string;
  fromWizard: Budget | null;
}

const BUSINESS_SCALE = { sole_practitioner: 1, small_firm: 2, mid_size_firm: 3, large_firm: 4 };
const CLIENT_SCALE = { startup: 1, growing: 2, established: 3, enterprise: 4 };

const LATEST_FOCUS_WEIGHT = 4;
const EARLIER_CHAT_WEIGHT = 1.5;
const SPECIFIC_NEEDS_WEIGHT = 5;

function addNeed(
  needs: Map<CapabilityId, Need>,
  capability: CapabilityId,
  weight: number,
  source: NeedSource,
) {
  const need = needs.get(capability) ?? { weight: 0, sources: [], sourceWeights: [] };
  need.weight += weight;
  need.sources.push(source);
  need.sourceWeights.push(weight);
  needs.set(capability, need);
}

/** A budget said in words, as a monthly limit in cents (kept for callers that need one figure). */
export function budgetFromText(text: string, productNames: readonly string[] = []): number | null {
  const b = readBudget(englishOf(text), productNames);
  if (!b || b.capCents === null) return null;
  return b.period === "year" ? Math.round(b.capCents / 12) : b.capCents;
}

/** "sole practitioner", "a team of 12", "about 300 clients": a scale from 1 to 4. */
export function scaleFromText(text: string): number | null {
  return readHeadcount(text)?.scale ?? null;
}

/**
 * What a product costs against the firm's budget, in cents: per period, with a one-time price
 * counted whole in the month it is paid (never spread over 12 months, decision 0130).
 */
export function budgetCost(profile: ProductProfile, firm: Pick<FirmProfile, "budget">): number {
  const yearly = firm.budget?.period === "year";
  if (profile.product.type === "subscription") return profile.priceCents * (yearly ? 12 : 1);
  return profile.priceCents;
}

function techComfortFromText(text: string): TechComfort | null {
  const t = normalise(text);
  if (/\b(not (very )?(tech|technical)|beginner|non-technical|easy to use|simple to use)\b/.test(t))
    return "beginner";
  if (/\b(tech-savvy|very technical|advanced user|our own scripts|developers)\b/.test(t))
    return "advanced";
  return null;
}

function addSearchWords(words: Map<string, number>, text: string, weight: number) {
  for (const word of contentWords(text)) words.set(word, (words.get(word) ?? 0) + weight);
}

const SOURCE_ORDER = { service: 0, challenge: 1, goal: 2, chat: 3 };

/** The biggest source first; on a tie the firm's own services, then challenges, then goals. */
function sortSources(need: Need) {
  const pairs = need.sources.map((source, i) => ({ source, weight: need.sourceWeights[i]! }));
  pairs.sort(
    (a, b) => b.weight - a.weight || SOURCE_ORDER[a.source.kind] - SOURCE_ORDER[b.source.kind],
  );
  need.sources = pairs.map((p) => p.source);
  need.sourceWeights = pairs.map((p) => p.weight);
}

/** Reads the wizard's answers and the conversation into what the ranking needs. */
export function buildFirmProfile(
  conversation: AdvisorConversation,
  productNames: readonly string[] = [],
): FirmProfile {
  // "Tell me about ReconcileIQ" names a product, not a need for reconciliation.
  const names = productNames.map(normalise).filter(Boolean);
  const withoutNames = (text: string) =>
    names.reduce((t, name) => t.split(name).join(" "), normalise(withoutNegated(englishOf(text))));
  const { onboarding } = conversation;
  const needs = new Map<CapabilityId, Need>();
  const focus = new Map<CapabilityId, number>();
  const searchWords = new Map<string, number>();

  if (onboarding) {
    for (const service of onboarding.services) {
      for (const [cap, w] of Object.entries(SERVICE_NEEDS[service])) {
        addNeed(needs, cap as CapabilityId, w, { kind: "service", service });
      }
    }
    for (const challenge of onboarding.currentChallenges) {
      for (const [cap, w] of Object.entries(CHALLENGE_NEEDS[challenge])) {
        addNeed(needs, cap as CapabilityId, w, { kind: "challenge", challenge });
      }
    }
    for (const goal of onboarding.goals) {
      for (const [cap, w] of Object.entries(GOAL_NEEDS[goal])) {
        addNeed(needs, cap as CapabilityId, w, { kind: "goal", goal });
      }
    }
    if (onboarding.specificNeeds) {
      // What a firm writes in its own words is specific: "Form 990s, fund accounting" counts
      // as much as a service it ticked.
      addSearchWords(searchWords, withoutNegated(englishOf(onboarding.specificNeeds)), 3);
      for (const [cap, signal] of capabilitySignals(withoutNames(onboarding.specificNeeds))) {
        addNeed(needs, cap, SPECIFIC_NEEDS_WEIGHT * signal, { kind: "chat" });
      }
    }
  }

  const said = freeTextMessages(conversation);
  const latestIndex = latestIsWizardSummary(conversation) ? -1 : said.length - 1;
  said.forEach((text, index) => {
    if (index !== latestIndex) {
      addSearchWords(searchWords, withoutNegated(englishOf(text)), 1);
      for (const [cap, signal] of capabilitySignals(withoutNames(text))) {
        if (signal >= 0.5) addNeed(needs, cap, EARLIER_CHAT_WEIGHT * signal, { kind: "chat" });
      }
    }
  });
  // What the latest message asks about outweighs everything said before: "something for payroll"
  // is a question about payroll, whatever the wizard said.
  if (latestIndex >= 0) {
    const latest = said[latestIndex]!;
    addSearchWords(searchWords, withoutNegated(englishOf(latest)), 2);
    const strongest = Math.max(0, ...[...needs.values()].map((n) => n.weight));
    const focusWeight = Math.max(LATEST_FOCUS_WEIGHT, 1.5 * strongest);
    for (const [cap, signal] of capabilitySignals(withoutNames(latest))) {
      if (signal < 0.5) continue;
      addNeed(needs, cap, focusWeight * signal, { kind: "chat" });
      focus.set(cap, signal);
    }
  }
  for (const need of needs.values()) sortSources(need);

  // Everything the firm wrote, oldest first: the latest reading of each constraint wins.
  const written = [...(onboarding?.specificNeeds ? [onboarding.specificNeeds] : []), ...said];
  const chatText = written.map(englishOf).join("\n");
  const excluded = new Set<CapabilityId>();
  for (const text of written) {
    const negated = negatedCapabilities(text);
    // Said again later without "not": wanted after all.
    for (const cap of capabilitySignals(withoutNames(text)).keys()) excluded.delete(cap);
    for (const cap of negated) excluded.add(cap);
  }
  for (const cap of excluded) {
    needs.delete(cap);
    focus.delete(cap);
  }
  const chatBudget: BudgetReading | null =
    written
      .map((text) => readBudget(englishOf(text), productNames))
      .filter((b) => b !== null)
      .at(-1) ?? null;
  let budget: FirmProfile["budget"] = null;
  if (chatBudget !== null) {
    budget = {
      limitCents: chatBudget.capCents,
      floorCents: chatBudget.floorCents,
      hard: chatBudget.hard,
      period: chatBudget.period,
      label: budgetLabel(chatBudget),
      fromWizard: null,
    };
  } else if (onboarding) {
    const limit = BUDGET_MONTHLY_LIMIT_DOLLARS[onboarding.budget];
    budget = {
      limitCents: limit === null ? null : limit * 100,
      floorCents: onboarding.budget === "over_5000" ? 5000_00 : null,
      hard: false,
      period: "month",
      label: BUDGET_LABELS[onboarding.budget].toLowerCase(),
      fromWizard: onboarding.budget,
    };
  }

  const chatHeadcount =
    written
      .map((text) => readHeadcount(text))
      .filter((s) => s !== null)
      .at(-1) ?? null;
  const scale =
    chatHeadcount?.scale ??
    (onboarding
      ? (BUSINESS_SCALE[onboarding.businessType] + CLIENT_SCALE[onboarding.firmSize]) / 2
      : null);
  const latestText = said.at(-1) ?? onboarding?.specificNeeds ?? "";

  return {
    needs,
    focus,
    budget,
    scale,
    headcount:
      chatHeadcount?.headcount ?? (onboarding?.businessType === "sole_practitioner" ? 1 : null),
    excluded,
    rejected: new Set(conversation.state?.rejected ?? []),
    language: latestText ? detectLanguage(latestText) : "en",
    techComfort: techComfortFromText(chatText) ?? onboarding?.techComfort ?? null,
    timeframe: onboarding?.timeframe ?? null,
    searchWords,
    services: onboarding?.services ?? [],
  };
}

/** The firm's needs, strongest first (ties in the fixed capability order). */
export function topNeeds(profile: FirmProfile, count: number): CapabilityId[] {
  const order = new Map(CAPABILITIES.map((c, i) => [c.id, i]));
  return [...profile.needs.entries()]
    .sort((a, b) => b[1].weight - a[1].weight || order.get(a[0])! - order.get(b[0])!)
    .slice(0, count)
    .map(([id]) => id);
}

/** True when the firm has told us which line of work matters (a service, or one named in chat). */
export function knowsMainService(profile: FirmProfile): boolean {
  if (profile.services.length > 0) return true;
  return [...profile.needs.keys()].some(
    (id) => CAPABILITIES.find((c) => c.id === id)?.serviceLine ?? false,
  );
}
