import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import type { Citation } from "../tools/citations.js";
import { uniqueCitations } from "../tools/citations.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { detectLanguage, spanishToEnglish } from "../understanding/language.js";
import {
  freeTextMessages,
  latestIsWizardSummary,
  latestUserMessage,
  type AdvisorConversation,
} from "../conversation.js";
import { readMessage, type Ask, type Understanding } from "../understanding/read-message.js";
import { budgetPhrase, compose, missingQuestion, wordsIn } from "./compose.js";
import { remember, stateFromWizard } from "./remember.js";
import { answerAsk, type AnswerPart, type RouteContext } from "./route.js";
import { openingAsks } from "./opening-ask.js";
import { suggestionsFor } from "./suggestions.js";

/** One turn of the advisor: what it says, what it remembers, and the tool results it used. */
export interface AdvisorTurn {
  text: string;
  state: ConversationState;
  parts: AnswerPart[];
  /** The turn recommends products (a model may word such a turn, decision 0136). */
  recommends: boolean;
}

const CITED_KEPT = 60;

/** Every citation an answer part rests on. */
export function citationsOf(part: AnswerPart): Citation[] {
  switch (part.kind) {
    case "cost":
      return [part.result, ...(part.byCount ?? []).map((c) => c.result)]
        .flatMap((r) => r.lines.flatMap((l) => l.cites))
        .concat((part.formsMissed ?? []).flatMap((a) => a.cites));
    case "misfits":
      return part.answers.flatMap((a) => a.cites);
    case "capability":
      return [...part.answers, ...part.alternatives]
        .flatMap((a) => a.cites)
        .concat(part.cost?.cites ?? []);
    case "integration":
      return part.results.flatMap((r) => [
        ...(r.answer?.cites ?? []),
        ...r.listing.flatMap((a) => a.cites),
      ]);
    case "coverage":
      return [...part.result.doing, ...part.result.notIncluded, ...part.result.elsewhere].flatMap(
        (a) => a.cites,
      );
    case "compare":
    case "overlap":
      return [...part.result.cites, ...part.result.costs.lines.flatMap((l) => l.cites)];
    case "cheaper":
      return [...(part.than?.cites ?? []), ...part.products.flatMap((l) => l.cites)];
    case "choice":
      return part.result.lines.flatMap((l) => l.cites);
    case "facts":
      return part.facts.flatMap((f) => f.lines.map((l) => l.cite));
    case "recommend":
      return [
        ...part.products.flatMap((p) => [...p.cost.cites, ...p.reasons.map((r) => r.cite)]),
        ...part.leftOut.flatMap((l) => [
          ...l.cost.cites,
          ...(l.says ? [l.says.cite] : []),
          ...(l.atLimit?.cites ?? []),
        ]),
      ];
    default:
      return [];
  }
}

/** The products a part is about, in order: what "it" and "both" mean next. */
function focusOf(part: AnswerPart): number[] {
  switch (part.kind) {
    case "cost":
      return part.cheapest !== null
        ? [
            part.cheapest,
            ...part.result.lines.map((l) => l.productId).filter((id) => id !== part.cheapest),
          ]
        : part.result.lines.map((l) => l.productId);
    case "capability":
    case "misfits":
      return [...new Set(part.answers.map((a) => a.productId))];
    case "integration":
      return [
        ...new Set(
          part.results.flatMap((r) =>
            r.answer ? [r.answer.productId] : r.listing.slice(0, 1).map((a) => a.productId),
          ),
        ),
      ];
    case "coverage":
      return part.result.doing.slice(0, 1).map((a) => a.productId);
    case "compare":
    case "overlap":
      return part.result.products.map((p) => p.productId);
    case "cheaper":
      return part.products.slice(0, 1).map((l) => l.productId);
    case "choice":
      return [
        part.pick,
        ...part.result.lines.map((l) => l.productId).filter((id) => id !== part.pick),
      ];
    case "facts":
      return part.facts.map((f) => f.productId);
    case "recommend":
      return part.products.map((p) => p.productId);
    default:
      return [];
  }
}

/** The list a part shows, in order: what "the first two" and "the second one" mean next. */
function listOf(part: AnswerPart): number[] | null {
  switch (part.kind) {
    case "recommend":
      return part.products.map((p) => p.productId);
    case "coverage":
      return part.result.doing.map((a) => a.productId);
    case "cheaper":
      return part.products.map((l) => l.productId);
    case "compare":
    case "overlap":
      return part.result.products.map((p) => p.productId);
    default:
      return null;
  }
}

function lastAskOf(
  asks: readonly Ask[],
  parts: readonly AnswerPart[],
): ConversationState["lastAsk"] {
  for (let i = asks.length - 1; i >= 0; i--) {
    const ask = asks[i]!;
    const part = parts[i];
    if (ask.kind === "capability") return { kind: "capability", subject: ask.subjects[0] };
    if (ask.kind === "coverage") return { kind: "coverage", subject: ask.subject };
    if (ask.kind === "integration")
      return { kind: "integration", subject: { kind: "integration", name: ask.integrations[0] } };
    if (ask.kind === "cost") return { kind: "cost" };
    // "Can we try it first?" answers the product's trial, then the store's policy: "And Close
    // Manager?" after it asks the product's question again, not the policy.
    if (ask.kind === "policy" && asks.some((a) => a.kind === "capability")) continue;
    if (ask.kind === "policy") return { kind: "policy", topics: ask.topics };
    if (ask.kind === "compare" || ask.kind === "overlap" || ask.kind === "cheaper")
      return { kind: ask.kind };
    if (ask.kind === "recommend" && part?.kind === "recommend") return { kind: "recommend" };
  }
  return null;
}

/** "Noted: 8 users, not 10." when a message corrects what was remembered. */
function notedLine(
  before: ConversationState,
  after: ConversationState,
  u: Understanding,
  parts: readonly AnswerPart[],
): string | null {
  const w = wordsIn(after.language);
  if (parts[0]?.kind === "recommend") return null;
  const changes: string[] = [];
  if (before.firm.seats && after.firm.seats !== before.firm.seats && u.correction)
    changes.push(
      w(
        `${after.firm.seats} users, not ${before.firm.seats}`,
        `${after.firm.seats} usuarios, no ${before.firm.seats}`,
      ),
    );
  if (before.firm.clients && after.firm.clients !== before.firm.clients && u.correction)
    changes.push(
      w(
        `${after.firm.clients} clients, not ${before.firm.clients}`,
        `${after.firm.clients} clientes, no ${before.firm.clients}`,
      ),
    );
  if (after.budget && JSON.stringify(after.budget) !== JSON.stringify(before.budget))
    changes.push(
      w(
        `your budget is ${budgetPhrase(after.budget, w)}`,
        `su presupuesto es ${budgetPhrase(after.budget, w)}`,
      ),
    );
  return changes.length
    ? w(`Noted: ${changes.join("; ")}.`, `Entendido: ${changes.join("; ")}.`)
    : null;
}

/** A turn read but not yet answered: the state before and after reading, and what was read. */
export interface PreparedTurn {
  before: ConversationState;
  state: ConversationState;
  understanding: Understanding;
}

/** Reads the latest message against the state (the wizard's first message from its answers). */
export function prepareTurn(view: CatalogueView, conversation: AdvisorConversation): PreparedTurn {
  const message = latestUserMessage(conversation) ?? "";
  const wizardStart = latestIsWizardSummary(conversation) && conversation.onboarding;
  let before =
    conversation.state ??
    (conversation.onboarding ? stateFromWizard(conversation.onboarding) : emptyConversationState());
  if (wizardStart && conversation.onboarding) {
    // The wizard's summary is its answers; the firm's own words are its specific needs.
    before = stateFromWizard(conversation.onboarding);
    const specific = conversation.onboarding.specificNeeds;
    if (specific) before = remember(before, readMessage(view, specific, before), view, "specific");
  }
  const understanding: Understanding = wizardStart
    ? {
        ...readMessage(view, conversation.onboarding?.specificNeeds ?? "", before),
        asks: [{ kind: "recommend" }],
        language: "en",
      }
    : openingRead(view, readMessage(view, message, before), before);
  const state = wizardStart ? before : remember(before, understanding, view);
  return { before, state, understanding };
}

/** An opening that says who the firm is and what it wants is asked what to buy, first. */
const openingRead = (
  view: CatalogueView,
  u: Understanding,
  before: ConversationState,
): Understanding => {
  const asks = openingAsks(view, u, before);
  return asks === u.asks ? u : { ...u, asks };
};

/** Answers each question the message asks with its tool. */
export function answerTurn(
  view: CatalogueView,
  conversation: AdvisorConversation,
  prepared: PreparedTurn,
  now: Date,
): AnswerPart[] {
  const ctx: RouteContext = {
    view,
    state: prepared.state,
    before: prepared.before,
    onboarding: conversation.onboarding,
    understanding: prepared.understanding,
    now,
    said: freeTextMessages(conversation).map((m) =>
      detectLanguage(m) === "es" ? spanishToEnglish(m) : m,
    ),
  };
  return prepared.understanding.asks.map((ask) => answerAsk(ctx, ask));
}

/**
 * Writes the reply from the answer parts (an opening from a model may come first) and remembers
 * what it showed: the products it was about, the list, the recommendation, the facts cited.
 */
export function finishTurn(
  view: CatalogueView,
  conversation: AdvisorConversation,
  prepared: PreparedTurn,
  parts: AnswerPart[],
  opening: string | null = null,
): AdvisorTurn {
  const { before, state, understanding } = prepared;
  const recommendPart = parts.find((p) => p.kind === "recommend");
  const w = wordsIn(state.language);
  const question = recommendPart ? missingQuestion(recommendPart, state.asked, w) : null;
  const previous = conversation.messages
    .filter((m) => m.role === "assistant")
    .map((m) => m.content.trim());
  const names = (ids: number[]) =>
    ids
      .map((id) => view.byId.get(id))
      .filter((p) => p !== undefined)
      .map((p) => `[${p.name}](${p.link})`)
      .join(", ");
  const declines = parts.filter((p) => p.kind === "decline").length;
  let text = compose(parts, {
    language: state.language,
    state,
    turn: previous.length,
    question: question?.text ?? null,
    noted: notedLine(before, state, understanding, parts),
    names,
  });
  if (opening) text = `${opening}\n\n${text}`;
  // Never the same reply twice: say plainly that the answer stands.
  if (previous.includes(text.trim()))
    text = `${w("Same answer as before — nothing you've told me since changes it:", "La misma respuesta que antes; nada de lo que me ha dicho la cambia:")}\n\n${text}`;
  if (previous.includes(text.trim()))
    text = `${text}\n\n${w(`(Asked again, answer ${previous.length + 1}.)`, `(Pregunta repetida, respuesta ${previous.length + 1}.)`)}`;

  const focus = [...new Set(parts.flatMap(focusOf))];
  const listed =
    parts
      .map(listOf)
      .filter((l) => l !== null)
      .at(-1) ?? null;
  const cited = uniqueCitations([
    ...state.cited,
    ...parts.flatMap(citationsOf),
  ] as Citation[]).slice(-CITED_KEPT);
  // A product a recommendation named as left out ("Not among them, …") was discussed beside its
  // picks: "what would both come to?" after one pick is the pick and that product.
  const namedBeside = recommendPart ? recommendPart.leftOut.map((l) => l.cost.productId) : [];
  const after: ConversationState = {
    ...state,
    focus: focus.length ? focus.slice(0, 3) : state.focus,
    discussed: [...new Set([...focus, ...namedBeside, ...state.discussed])].slice(0, 6),
    listed: listed ?? state.listed,
    shown: [...new Set([...state.shown, ...focus, ...(listed ?? [])])],
    recommendation: recommendPart
      ? recommendPart.products.map((p) => p.productId)
      : state.recommendation,
    relevance: recommendPart
      ? Object.fromEntries(recommendPart.products.map((p) => [String(p.productId), p.relevance]))
      : state.relevance,
    leftOut: recommendPart
      ? recommendPart.leftOut.map((l) => ({
          productId: l.cost.productId,
          need: l.need,
          reason: l.reason,
        }))
      : state.leftOut,
    cited,
    asked: question ? [...state.asked, question.key] : state.asked,
    lastAsk: lastAskOf(understanding.asks, parts) ?? state.lastAsk,
    declined: state.declined + declines,
    suggestions: [],
  };
  after.suggestions = suggestionsFor(after, parts, view);
  return { text, state: after, parts, recommends: Boolean(recommendPart) };
}

/**
 * One turn of the local advisor: read the latest message against the state, answer each question
 * with its tool, write the reply from the results, and remember what was shown.
 */
export function advisorTurn(
  view: CatalogueView,
  conversation: AdvisorConversation,
  now: Date,
): AdvisorTurn {
  const prepared = prepareTurn(view, conversation);
  return finishTurn(view, conversation, prepared, answerTurn(view, conversation, prepared, now));
}

/** A new conversation's state: nothing known yet, and the follow-ups any firm can start with. */
export function greetingState(view: CatalogueView): ConversationState {
  const state = emptyConversationState();
  return { ...state, suggestions: suggestionsFor(state, [], view) };
}
