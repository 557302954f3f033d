import type { Budget, ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import type { TechComfort, Timeframe } from "../../../../shared/advisor/options.js";
import type { ProductCategory } from "../../../../shared/products.js";
import {
  CAPABILITIES,
  capabilitySignals,
  SERVICE_NEEDS,
  SERVICE_OF_CAPABILITY,
  type CapabilityId,
} from "../needs/capabilities.js";
import { contentWords, normalise } from "../needs/text.js";
import { kindsAskedWhole } from "../needs/every-one.js";
import type { Headcount } from "../tools/cost.js";

export interface Need {
  weight: number;
}

/** What the ranking knows of the firm: its needs by weight, budget, headcount and preferences. */
export interface FirmProfile {
  needs: Map<CapabilityId, Need>;
  budget: Budget | null;
  headcount: Headcount;
  /** 1 (solo) to 4 (large firm). */
  scale: number | null;
  excluded: Set<CapabilityId>;
  /** Product ids the firm turned down: never recommended again in this conversation. */
  rejected: Set<number>;
  techComfort: TechComfort | null;
  timeframe: Timeframe | null;
  /** Stemmed words of what the firm asked for, with weights (the latest message counts most). */
  searchWords: Map<string, number>;
  /**
   * The things the latest message asks for, one list of stemmed words each, when it lists two or
   * more ("electronic workpapers with reviewer sign-offs, plus statistical sampling"): a product
   * that does one of them the others do not is a companion with a job of its own, even when the
   * vocabulary files both under one need (audit).
   */
  askedThings: string[][];
  /**
   * The latest message split where it turns from the firm to its ask: `asked` from the cue on
   * ("we need …", "is there something that …"), `described` before it; null with no message.
   */
  ask: AskSpan | null;
  /**
   * Kinds of product the latest message asks to have every one of ("we keep buying templates one
   * at a time … is there a subscription that gets us all of them?").
   */
  everyOneOf: ProductCategory[];
  /** Software the firm uses or asked about, as the sheets name it ("Xero"). */
  software: readonly string[];
  /** The wizard's services the firm offers, and those it said it does not. */
  services: readonly string[];
  excludedServices: ReadonlySet<string>;
}

const CAPABILITY_IDS = new Set<string>(CAPABILITIES.map((c) => c.id));
const BUSINESS_SCALE = {
  sole_practitioner: 1,
  small_firm: 2,
  mid_size_firm: 3,
  large_firm: 4,
};
const CLIENT_SCALE = { startup: 1, growing: 2, established: 3, enterprise: 4 };

/** A firm's scale from its headcount: 1 person, up to 10, up to 50, more. */
export const scaleOfPeople = (n: number) => (n <= 1 ? 1 : n <= 10 ? 2 : n <= 50 ? 3 : 4);

/** A need the latest message only describes the firm by weighs under a stated need (rank.ts). */
const DESCRIBED_SHARE = 0.2;

/** What the latest message asks for outweighs everything said before ("something for payroll"). */
const LATEST_FOCUS_WEIGHT = 4;

/**
 * The ranking's view of the firm, from the conversation's state (what the understanding read from
 * the wizard and every message) and the latest message's own needs and words.
 */
export function firmProfile(
  state: ConversationState,
  onboarding: OnboardingData | null,
  latest: {
    needs: ReadonlyMap<CapabilityId, number>;
    text: string;
    /** Services the message says the firm offers: describing the firm, not asking for it. */
    services?: readonly string[];
  } | null,
): FirmProfile {
  const needs = new Map<CapabilityId, Need>();
  for (const [id, weight] of Object.entries(state.firm.needs)) {
    if (CAPABILITY_IDS.has(id) && weight > 0) needs.set(id as CapabilityId, { weight });
  }
  const excluded = new Set(
    state.firm.excluded.filter((id) => CAPABILITY_IDS.has(id)) as CapabilityId[],
  );
  if (latest && latest.needs.size > 0) {
    const strongest = Math.max(0, ...[...needs.values()].map((n) => n.weight));
    const focus = Math.max(LATEST_FOCUS_WEIGHT, 1.5 * strongest);
    // "We do the books for Shopify sellers; sales tax is a nightmare": the service says what the
    // firm does, the rest what it asks for.
    const { described, besides } = describedNeeds(latest.text, latest.services ?? []);
    const asked = [...latest.needs.keys()].filter((id) => !described.has(id));
    for (const [id, signal] of latest.needs) {
      if (excluded.has(id) || (asked.length > 0 && described.has(id))) continue;
      const need = needs.get(id) ?? { weight: 0 };
      need.weight += focus * signal;
      needs.set(id, need);
    }
    // What the message only describes the firm by, beside what it asks for, is no stated need of
    // this turn: "9 staff at a small accounting firm. We'd like billing software" asks for no
    // bookkeeping product beside the billing one ("1040s and business returns; need a client
    // portal too" asks for both).
    if (asked.length > 0 && !besides) {
      const askedMost = Math.max(...asked.map((id) => needs.get(id)?.weight ?? 0));
      for (const id of described) {
        const need = needs.get(id);
        if (need && !asked.includes(id))
          need.weight = Math.min(need.weight, DESCRIBED_SHARE * askedMost);
      }
    }
  }
  for (const id of excluded) needs.delete(id);
  const searchWords = new Map<string, number>();
  if (latest) for (const word of contentWords(latest.text)) searchWords.set(word, 2);
  const askedThings = latest ? thingsAsked(latest.text) : [];
  const ask = latest ? askSpan(latest.text) : null;
  const everyOneOf = latest ? kindsAskedWhole(latest.text) : [];
  const people = state.firm.seats;
  return {
    needs,
    budget: state.budget,
    headcount: {
      seats: state.firm.seats,
      clients: state.firm.clients,
      returns: state.firm.returns,
    },
    scale:
      people !== null
        ? scaleOfPeople(people)
        : (state.firm.scale ??
          (onboarding
            ? (BUSINESS_SCALE[onboarding.businessType] + CLIENT_SCALE[onboarding.firmSize]) / 2
            : null)),
    excluded,
    rejected: new Set(state.rejected),
    techComfort: onboarding?.techComfort ?? null,
    timeframe: onboarding?.timeframe ?? null,
    searchWords,
    askedThings,
    ask,
    everyOneOf,
    software: state.firm.integrations,
    services: state.firm.services,
    excludedServices: new Set(
      [...excluded].flatMap((id) =>
        SERVICE_OF_CAPABILITY.has(id) ? [SERVICE_OF_CAPABILITY.get(id)!] : [],
      ),
    ),
  };
}

/**
 * Where a message turns from who the firm is to what it asks for: "we need", "we want",
 * "looking for", "something for".
 */
const ASK_CUE =
  /\b(?:we|i)(?: really| also| just| now)? (?:need|want|would like|d like|re looking for|are looking for|m looking for|am looking for)\b|\blooking for\b|\b(?:need|want)s? (?:a|an|some|something|software|to)\b|\b(?:something|anything) (?:for|to|that)\b|\b(?:want|wants|need|needs|require|requires|asks? for|asking for)(?: (?:these|the following))? (?:\d+|two|three|four|a few|several) things\b/;

/**
 * The needs a message only describes the firm by: its services, and what it signals before it
 * asks ("Nonprofit audit practice, 8 staff. We need audit workpapers software and something for
 * 990s": nonprofit work describes it; "tengo una oficina de taxes …, buscamos algo pa la nómina":
 * taxes describe it), less what the ask itself names (audit, payroll).
 */
function describedNeeds(
  text: string,
  services: readonly string[],
): {
  described: Set<CapabilityId>;
  /** The ask comes on top of the work described, or the message does not turn to one. */
  besides: boolean;
} {
  const described = new Set(
    services.flatMap(
      (s) => Object.keys(SERVICE_NEEDS[s as keyof typeof SERVICE_NEEDS] ?? {}) as CapabilityId[],
    ),
  );
  const lower = normalise(withSubject(text));
  const cue = ASK_CUE.exec(lower);
  // (Without a turn to an ask, the services are what the firm does and may well ask for.)
  if (!cue) return { described, besides: true };
  const ask = lower.slice(cue.index);
  for (const id of capabilitySignals(lower.slice(0, cue.index)).keys()) described.add(id);
  for (const id of capabilitySignals(ask).keys()) described.delete(id);
  return { described, besides: ASKED_BESIDES.test(ask) };
}

/**
 * A sentence that starts with what the firm needs, its subject left out ("Small nonprofit and HOA
 * audits. Need electronic workpapers…"), asks as "we need" does.
 */
const withSubject = (text: string) =>
  text.replace(/(^|[.!?;]\s+)(need|needs|want|looking for)\b/gi, "$1we $2");

/**
 * Where a list of things asked for turns to the next one: "…, and", "…, plus", "plus", ";",
 * "(2)", "as well as", "and also"; a colon ends the lead-in ("two things: …").
 */
const NEXT_THING =
  /\s*(?:[;:]|,\s*(?:and|plus|also)\b|\bplus\b|\s\+\s|\((?:\d|[a-z])\)|\bas well as\b|\band also\b)\s*/;

/** Who the firm is, not a thing it asks for: "3 preparers" is no Form 990 Preparer. */
const COUNTED_PEOPLE =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|a few)\s+(?:[a-z-]+\s+)?(?:people|persons|preparers?|accountants?|cpas?|eas|staff|users?|seats?|partners?|bookkeepers?|advisors?|advisers?|planners?|employees|auditors?|associates|analysts?|of us)\b/gi;

/**
 * The things the message asks for, each as its stemmed words, when it lists two or more after its
 * ask ("We want two things: a tax research service …, and a tool to project …"); none otherwise.
 */
function thingsAsked(text: string): string[][] {
  const raw = withSubject(text);
  const cue = ASK_CUE.exec(raw.toLowerCase());
  const ask = cue ? raw.slice(cue.index) : raw;
  // The first sentence that lists them: the budget or the next question is no thing asked for.
  for (const sentence of ask.split(/(?<=[.!?])\s+/)) {
    const things = sentence
      .replace(COUNTED_PEOPLE, " ")
      .split(NEXT_THING)
      .map(contentWords)
      .filter((words) => words.length > 0);
    if (things.length >= 2) return things;
  }
  return [];
}

export interface AskSpan {
  asked: string;
  described: string;
  /** The things the ask lists, when it lists two or more ("something to X and something to Y"). */
  things: string[];
}

/**
 * A question that asks for a product: "is there something we can send them?", "do you have
 * anything for …", "anything ready-made?", "¿tienen algo …?" (read in English).
 */
const ASK_QUESTION =
  /\b(?:is there|are there|do you (?:have|sell|carry|offer)|have you got|you got|got) (?:something|anything|a|an|any|some)\b|(?:^|[.!?;]\s*)(?:anything|something|any(?: good)? (?:tool|software|program|template)s?)\b/;

/** The message asks whether there is a product for something: "is there something …", "anything for that?". */
export const asksForAProduct = (text: string) =>
  ASK_QUESTION.test(text.toLowerCase().replace(/['‘’]/g, " "));

/** Words that only point back: "anything for that?", "anything ready-made?". */
const POINTING_BACK =
  /^\W*(?:(?:is there|are there|do you have|have you got|you got|got)\s+)?(?:anything|something)(?:\s+(?:for|like|to help with|that does|that helps with))?\s+(?:that|this|it|those|these)?\s*(?:ready[- ]made|off the shelf|simple|like that|out there|you(?:'d| would) recommend)?\s*[?.!]*\s*$/;

/**
 * Asked what to buy for what was just said: "what would help with that?", "what could fix
 * this?", "what do you suggest for it?", "what can you recommend for that".
 */
const HELP_WITH_THAT =
  /(?:^|[.!?;]\s*)(?:so |and |ok |okay )?what (?:would|could|can|might|do you|would you|can you)\s+(?:help|work|fix|solve|recommend|suggest)(?:\s+(?:with|for|on))?\s+(?:that|this|it|these|those)\b/;

/**
 * Where the message turns to its ask: the first ask cue or question for a product. A question
 * that only points back ("… switching to an S corp. Anything for that?") asks for the sentence
 * before it. With no cue, the whole message is the ask.
 */
export function askSpan(text: string): AskSpan {
  const raw = withSubject(text);
  // ("I'd like": the cues are written without apostrophes; the length stays the same.)
  const lower = raw.toLowerCase().replace(/['‘’]/g, " ");
  const cues = [ASK_CUE.exec(lower), ASK_QUESTION.exec(lower), HELP_WITH_THAT.exec(lower)].filter(
    (m) => m !== null,
  );
  // With no turn to an ask ("… all of them on Xero. What do you suggest?"), the message
  // describes the firm: its words sort nothing.
  if (!cues.length) return { asked: "", described: text, things: [] };
  let at = Math.min(...cues.map((m) => m.index + (/^[.!?;]/.test(m[0]) ? 1 : 0)));
  const sentenceEnd = lower.slice(at).search(/[.!?](?:\s|$)/);
  const sentence = sentenceEnd < 0 ? lower.slice(at) : lower.slice(at, at + sentenceEnd + 1);
  if (POINTING_BACK.test(sentence) || HELP_WITH_THAT.test(sentence.trimStart())) {
    const before = lower.slice(0, at).replace(/[.!?;]\s*$/, "");
    at = Math.max(0, before.search(/[^.!?;]*$/));
  }
  // The budget said beside the ask ("Can't go over $2,000 a month.") is no thing asked for.
  const clauses = raw
    .slice(at)
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((c) => !SUM_OF_MONEY.test(c) || ASK_CUE.test(c.toLowerCase()));
  // "Not the cloud ones, we want something installed": where it runs is a filter the sheets
  // answer, not a job; an ask of nothing else sorts nothing.
  if (clauses.every((c) => contentWords(c).every((w) => PLACE_OR_KIND.test(w))))
    return { asked: "", described: text, things: [] };
  return {
    asked: clauses.join(" "),
    described: raw.slice(0, at),
    things: clauses
      .flatMap((c) => c.split(NEXT_THING_ASKED))
      .map((c) => c.trim())
      .filter((c) => contentWords(c).length > 0),
  };
}

/** Words of where software runs, or of software itself, that say no job. */
const PLACE_OR_KIND =
  /^(?:instal\w*|cloud|desktop|browser|online|web|mac|macs|window|windows|server|network|premise\w*|on-prem\w*|host\w*|local\w*|computer|pc|something|anything|one|ones|software|program|tool|app|want|need|prefer|rather|run|runs|our|own|not|no)$/;

/** "$2,000", "100 a month", "150 dollars": a sum of money. */
const SUM_OF_MONEY =
  /\$\s?\d|\b\d[\d,.]*\s*k?\s*(?:dollars|usd|bucks|a month|a year|per month|per year)\b/i;

/**
 * Where an ask turns to its next thing: "…, and", "plus", "and something to", "and maybe
 * something that", ";".
 */
const NEXT_THING_ASKED = new RegExp(
  `${NEXT_THING.source}|\\s+(?:and|plus|also)\\s+(?:maybe\\s+|also\\s+|then\\s+)?(?=(?:something|anything|a tool|a program|a template|another|one)\\s+(?:to|for|that|which)\\b)|\\s+and\\s+(?=(?:a|an)\\s)`,
  "i",
);

/** An ask on top of the work described: "need a client portal too", "as well", "also". */
const ASKED_BESIDES = /\b(?:too|as well|also|in addition|besides|on top)\b/;

/** The firm's needs, strongest first (ties in the vocabulary's order). */
export function topNeeds(firm: Pick<FirmProfile, "needs">, count: number): CapabilityId[] {
  const order = new Map(CAPABILITIES.map((c, i) => [c.id, i]));
  return [...firm.needs.entries()]
    .sort((a, b) => b[1].weight - a[1].weight || order.get(a[0])! - order.get(b[0])!)
    .slice(0, count)
    .map(([id]) => id);
}
