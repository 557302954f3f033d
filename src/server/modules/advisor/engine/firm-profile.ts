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
import { formatMoney } from "../../../../shared/money.js";
import { contentWords, normalise } from "./text.js";

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
  budget: { limitCents: number | null; label: string; fromWizard: Budget | null } | null;
  /** 1 (solo) to 4 (large firm), from the wizard or from what was said. */
  scale: number | null;
  techComfort: TechComfort | null;
  timeframe: Timeframe | null;
  /** Stemmed words of what the person wrote, with weights (the latest message counts most). */
  searchWords: Map<string, number>;
  services: Service[];
}

const BUSINESS_SCALE = { sole_practitioner: 1, small_firm: 2, mid_size_firm: 3, large_firm: 4 };
const CLIENT_SCALE = { startup: 1, growing: 2, established: 3, enterprise: 4 };

const LATEST_FOCUS_WEIGHT = 4;
const EARLIER_CHAT_WEIGHT = 1.5;

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

/** "$300 a month", "under $1,200 per year", "budget is 500 dollars": a monthly limit in cents. */
export function budgetFromText(text: string): number | null {
  const cue =
    /(budget|under|less than|below|at most|max(imum)?|up to|afford|spend|no more than|cheaper than|within)[^.?!$\d]{0,30}\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(k\b|thousand)?\s*(dollars|usd)?\s*(\/|per|a|an|each)?\s*(month|mo\b|year|yr\b|annual|annually)?/gi;
  let found: number | null = null;
  for (const match of text.matchAll(cue)) {
    const hasMoneyMark = /\$|dollars|usd/i.test(match[0]);
    if (!hasMoneyMark && !/budget/i.test(match[1] ?? "")) continue;
    let dollars = Number(match[3]!.replace(/,/g, ""));
    if (match[4]) dollars *= 1000;
    const yearly = /^(year|yr|annual|annually)$/i.test(match[7] ?? "");
    const monthly = yearly ? dollars / 12 : dollars;
    if (monthly > 0) found = Math.round(monthly * 100);
  }
  return found;
}

/** "sole practitioner", "a team of 12", "about 300 clients": a scale from 1 to 4. */
export function scaleFromText(text: string): number | null {
  const t = normalise(text);
  if (/\b(sole practitioner|solo|just me|on my own|one-person|one person)\b/.test(t)) return 1;
  if (/\b(large firm|enterprise|multi-office|several offices)\b/.test(t)) return 4;
  if (/\b(mid-size|midsize|medium-sized|medium sized)\b/.test(t)) return 3;
  const people =
    /\b(\d{1,4}) (?:people|person|staff|employees|accountants|cpas|preparers|team members)\b/.exec(
      t,
    );
  if (people) {
    const n = Number(people[1]);
    return n <= 1 ? 1 : n <= 10 ? 2 : n <= 50 ? 3 : 4;
  }
  if (/\bsmall (firm|practice|office|team)\b/.test(t)) return 2;
  const clients = /\b(\d{1,3}(?:,\d{3})*|\d+) (?:clients|returns|households)\b/.exec(t);
  if (clients) {
    const n = Number(clients[1]!.replace(/,/g, ""));
    return n < 50 ? 1 : n <= 200 ? 2 : n <= 500 ? 3 : 4;
  }
  return null;
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
    names.reduce((t, name) => t.split(name).join(" "), normalise(text));
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
      addSearchWords(searchWords, onboarding.specificNeeds, 1.5);
      for (const [cap, signal] of capabilitySignals(normalise(onboarding.specificNeeds))) {
        addNeed(needs, cap, EARLIER_CHAT_WEIGHT * signal, { kind: "chat" });
      }
    }
  }

  const said = freeTextMessages(conversation);
  const latestIndex = latestIsWizardSummary(conversation) ? -1 : said.length - 1;
  said.forEach((text, index) => {
    if (index !== latestIndex) {
      addSearchWords(searchWords, text, 1);
      for (const [cap, signal] of capabilitySignals(withoutNames(text))) {
        if (signal >= 0.5) addNeed(needs, cap, EARLIER_CHAT_WEIGHT * signal, { kind: "chat" });
      }
    }
  });
  // What the latest message asks about outweighs everything said before: "something for payroll"
  // is a question about payroll, whatever the wizard said.
  if (latestIndex >= 0) {
    const latest = said[latestIndex]!;
    addSearchWords(searchWords, latest, 2);
    const strongest = Math.max(0, ...[...needs.values()].map((n) => n.weight));
    const focusWeight = Math.max(LATEST_FOCUS_WEIGHT, 1.5 * strongest);
    for (const [cap, signal] of capabilitySignals(withoutNames(latest))) {
      if (signal < 0.5) continue;
      addNeed(needs, cap, focusWeight * signal, { kind: "chat" });
      focus.set(cap, signal);
    }
  }
  for (const need of needs.values()) sortSources(need);

  const chatText = said.join("\n");
  const chatBudget =
    said
      .map(budgetFromText)
      .filter((b) => b !== null)
      .at(-1) ?? null;
  let budget: FirmProfile["budget"] = null;
  if (chatBudget !== null) {
    budget = {
      limitCents: chatBudget,
      label: `${formatMoney(chatBudget)} per month`,
      fromWizard: null,
    };
  } else if (onboarding) {
    const limit = BUDGET_MONTHLY_LIMIT_DOLLARS[onboarding.budget];
    budget = {
      limitCents: limit === null ? null : limit * 100,
      label: BUDGET_LABELS[onboarding.budget].toLowerCase(),
      fromWizard: onboarding.budget,
    };
  }

  const chatScale =
    said
      .map(scaleFromText)
      .filter((s) => s !== null)
      .at(-1) ?? null;
  const scale =
    chatScale ??
    (onboarding
      ? (BUSINESS_SCALE[onboarding.businessType] + CLIENT_SCALE[onboarding.firmSize]) / 2
      : null);

  return {
    needs,
    focus,
    budget,
    scale,
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
