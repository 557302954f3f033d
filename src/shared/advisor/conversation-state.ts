import { z } from "zod";

/**
 * What the advisor remembers about one conversation after each turn (stored with it in
 * `conversations.advisor_state`, decisions 0132 and 0220): the firm as it described itself, its
 * budget, the products shown and turned down, what the last reply was about (what "it" and "both"
 * mean next), the last list shown (what "the first two" means), the current recommendation (what
 * the insights panel and the memo show), the facts cited so far and the suggested follow-ups.
 */

/**
 * A budget: an amount per month, per year, or once ("$1,500 all in" to buy outright, held against
 * the first year's cost); a cap (hard or not), a target, or a floor.
 */
export const budgetSchema = z.object({
  amountCents: z.number().int().positive(),
  period: z.enum(["month", "year", "once"]),
  /** "cap": at most; "target": about; "floor": at least ("over $5,000"). */
  kind: z.enum(["cap", "target", "floor"]),
  /** "Hard cap", "can't go over", "max": nothing above it is recommended. */
  hard: z.boolean(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const suggestionSchema = z.object({
  /** The chip's words: "Cost for 12 users". */
  label: z.string().min(1).max(60),
  /** What is sent when it is chosen: a whole question the advisor answers with a tool. */
  message: z.string().min(1).max(300),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const ids = z.array(z.number().int().positive());

export const citationSchema = z.object({
  productId: z.number().int().positive(),
  field: z.string(),
  value: z.union([z.string(), z.number()]),
});

export const conversationStateSchema = z.object({
  version: z.literal(2),
  language: z.enum(["en", "es"]),
  firm: z.object({
    /** People who will use per-user software. */
    seats: z.number().int().positive().nullable(),
    /** Clients, client companies or entities a per-client price counts. */
    clients: z.number().int().positive().nullable(),
    /** Returns a season (a per-return price). */
    returns: z.number().int().positive().nullable(),
    /** 1 (solo) to 4 (large firm), when only a size was said. */
    scale: z.number().min(1).max(4).nullable(),
    /** The wizard's services the firm offers, word for word. */
    services: z.array(z.string()),
    /** What the firm needs, by weight: the needs vocabulary's ids. */
    needs: z.record(z.string(), z.number()),
    /** Needs the firm said it does not have ("we don't do payroll"). */
    excluded: z.array(z.string()),
    /** Software the firm uses or asked about (fact sheet names): "QuickBooks Online". */
    integrations: z.array(z.string()),
    /**
     * What the firm counted its clients as, when places that each keep their own books
     * ("locations", "stores"): a later count of them is a count of clients. Absent in older states.
     */
    clientsAs: z.string().max(40).nullable().default(null),
    /**
     * IRS forms the firm said it prepares ("a few partnerships (1065)"): a cheaper alternative
     * whose sheet does not cover one is said to. Absent in older states.
     */
    forms: z.array(z.string().max(12)).max(20).default([]),
  }),
  budget: budgetSchema.nullable(),
  /** Products named so far, in the order first shown. */
  shown: ids,
  /** Products the firm turned down: never recommended again in this conversation. */
  rejected: ids,
  /** The current recommendation, best first: the insights panel and the memo show it. */
  recommendation: ids,
  /** Relevance of each recommended product when recommended (decision 0131), by id. */
  relevance: z.record(z.string(), z.number().int()),
  /**
   * What the recommendation left out and why, as the chat said it (the memo lists it): a job's
   * best product above the budget alone ("budget") or beside the picks ("together"), or a better
   * fit whose sheet caps users or clients below the firm's ("limit"). Absent in older states.
   */
  leftOut: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        need: z.string(),
        reason: z.enum(["budget", "together", "limit"]),
      }),
    )
    .max(6)
    .default([]),
  /** The products the last reply was about: "it", "both", "the cheaper one". */
  focus: ids,
  /**
   * The products the replies were about, the latest first (at most six): "both" and "either of
   * them" after a reply about one product are it and the one discussed before. Absent in older
   * states.
   */
  discussed: ids.max(6).default([]),
  /** The last list shown, in order: "the first two", "the second one". */
  listed: ids,
  /** Facts the answers cited so far, newest last (the memo lists them). */
  cited: z.array(citationSchema).max(60),
  /** What the advisor asked for already ("seats", "budget", "service"): never asked twice. */
  asked: z.array(z.string()),
  /**
   * What the last question asked, so a short follow-up asks it again of something else: "And
   * ADP?" after "which products work with Gusto?", "Close Manager?" after a trial question.
   */
  lastAsk: z
    .object({
      kind: z.string(),
      /** The subject asked about (tools/subjects.ts), as stored; checked again when read. */
      subject: z.unknown().optional(),
      topics: z.array(z.string()).optional(),
    })
    .nullable(),
  /** How many questions were honestly declined: each decline offers different alternatives. */
  declined: z.number().int().min(0),
  /** The follow-ups offered under the latest reply. */
  suggestions: z.array(suggestionSchema).max(3),
});

export type ConversationState = z.infer<typeof conversationStateSchema>;

/** The state of a conversation nothing has been said in yet. */
export function emptyConversationState(): ConversationState {
  return {
    version: 2,
    language: "en",
    firm: {
      seats: null,
      clients: null,
      returns: null,
      scale: null,
      services: [],
      needs: {},
      excluded: [],
      integrations: [],
      clientsAs: null,
      forms: [],
    },
    budget: null,
    shown: [],
    rejected: [],
    recommendation: [],
    relevance: {},
    leftOut: [],
    focus: [],
    discussed: [],
    listed: [],
    cited: [],
    asked: [],
    lastAsk: null,
    declined: 0,
    suggestions: [],
  };
}

/** The first version's state (decision 0132), still stored with older conversations. */
const stateV1Schema = z.object({
  version: z.literal(1),
  language: z.enum(["en", "es"]),
  budget: z
    .object({
      limitCents: z.number().int().nullable(),
      floorCents: z.number().int().nullable(),
      hard: z.boolean(),
      period: z.enum(["month", "year"]),
    })
    .nullable(),
  headcount: z.number().int().positive().nullable(),
  scale: z.number().nullable(),
  needs: z.array(z.string()),
  excluded: z.array(z.string()),
  shown: ids,
  rejected: ids,
  recommendation: ids,
  relevance: z.record(z.string(), z.number().int()),
});

/**
 * A stored state as this version reads it: the current shape, or the first version's carried
 * over (budget, headcount, needs, products shown, turned down and recommended). Anything else
 * is forgotten rather than trusted.
 */
export function readConversationState(raw: unknown): ConversationState | null {
  const current = conversationStateSchema.safeParse(raw);
  if (current.success) return current.data;
  const old = stateV1Schema.safeParse(raw);
  if (!old.success) return null;
  const v1 = old.data;
  const state = emptyConversationState();
  const amount = v1.budget?.limitCents ?? v1.budget?.floorCents ?? null;
  return {
    ...state,
    language: v1.language,
    firm: {
      ...state.firm,
      seats: v1.headcount,
      scale: v1.scale !== null ? Math.min(4, Math.max(1, v1.scale)) : null,
      needs: Object.fromEntries(v1.needs.map((need, i) => [need, v1.needs.length - i])),
      excluded: v1.excluded,
    },
    budget:
      v1.budget && amount && amount > 0
        ? {
            amountCents: amount,
            period: v1.budget.period,
            kind: v1.budget.limitCents !== null ? "cap" : "floor",
            hard: v1.budget.hard,
          }
        : null,
    shown: v1.shown,
    rejected: v1.rejected,
    recommendation: v1.recommendation,
    relevance: v1.relevance,
    focus: v1.recommendation.slice(0, 1),
    listed: v1.recommendation,
  };
}
