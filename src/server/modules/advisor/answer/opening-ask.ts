import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { readAsk } from "../ranking/ask-match.js";
import { askSpan, asksForAProduct } from "../ranking/firm-profile.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { readMessage, type Ask, type Understanding } from "../understanding/read-message.js";

const nothingShown = (before: ConversationState | undefined) =>
  !before || (before.recommendation.length === 0 && before.shown.length === 0);

/** The firm says who it is: its people, its clients or its services. */
const describesTheFirm = (u: Understanding) =>
  u.quantities.seats !== null || u.quantities.clients !== null || u.services.length > 0;

/**
 * A firm's opening: it says who it is (its people, its clients or its services), then asks
 * whether there is something for a job ("… every February we chase them for fixed asset
 * additions. Is there something we can send them?", "… what they'd save by switching to an S
 * corp. Anything for that?"), before anything was shown. That asks for a recommendation, ranked
 * by what it asks (decision 0257), not for a list of every product with a word of it, nor for a
 * memo of a recommendation not yet made.
 */
export function opensWithAnAsk(
  view: CatalogueView,
  u: Understanding,
  before: ConversationState | undefined,
): boolean {
  if (!nothingShown(before) || !describesTheFirm(u) || !asksForAProduct(u.text)) return false;
  return u.needs.size > 0 || readAsk(view, askSpan(u.text)) !== null;
}

/**
 * Asked what to buy in so many words: "what would you recommend?", "what would help with that?",
 * "I should be grateful for your recommendation", "where should we start?".
 */
const RECOMMENDATION_ASKED =
  /\b(?:recommend\w*|recomend\w*|suggest\w*|what (?:would|could|can|might|will) (?:help|work|fix|solve|do it|do that|do this)\b|what (?:should|would|do) (?:i|we) (?:buy|get|use|need|look at)\b|where (?:should|do) (?:i|we) start)/;

/**
 * The firm's opening says who it is and what it wants ("we need …", "I want a way to …", "is
 * there something …", "what would you recommend?"), before anything was shown.
 */
function opensWithAWant(u: Understanding, before: ConversationState | undefined): boolean {
  if (!nothingShown(before) || !describesTheFirm(u)) return false;
  return askSpan(u.text).asked.trim() !== "" || RECOMMENDATION_ASKED.test(u.text.toLowerCase());
}

/** What answers a want by itself: the products that do the job asked ("what covers that?"). */
const ANSWERS_A_WANT = new Set<Ask["kind"]>(["recommend", "coverage", "cheaper", "misfits"]);

/** Two readings ask the same question: the same kind, and for the store's policy a topic shared. */
const sameQuestion = (a: Ask, b: Ask) =>
  a.kind === b.kind &&
  (a.kind !== "policy" || (b.kind === "policy" && a.topics.some((t) => b.topics.includes(t)))) &&
  (a.kind !== "decline" || (b.kind === "decline" && a.reason === b.reason));

/** A sentence that asks, with its mark or without: "what covers that", "any help with this?". */
const QUESTION_SENTENCE =
  /\?\s*$|^\W*(?:what|which|how|where|is there|are there|do you|does|do|can|could|would|will|any|anything|something)\b/;

/** A question whose object points back: "what covers that", "do you have something like that?". */
const POINTS_BACK = /\b(?:that|this|it|those|these|them)\W*$/;

/**
 * The questions a message asks, each as it would be read alone; one that points back with the
 * sentence before it ("need to prepare 1041s. what covers that").
 */
function questionsOf(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim());
  return sentences.flatMap((sentence, i) => {
    const lower = sentence.toLowerCase();
    if (!sentence || !QUESTION_SENTENCE.test(lower)) return [];
    return POINTS_BACK.test(lower) && i > 0 ? [`${sentences[i - 1]} ${sentence}`] : [sentence];
  });
}

/** A sentence that says what the firm wants, not asking it: "we need a client portal". */
const statesAWant = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .some((s) => !QUESTION_SENTENCE.test(s.trim().toLowerCase()) && askSpan(s).asked.trim() !== "");

/**
 * The questions of an opening that says who the firm is and what it wants. What the reader took
 * from its description alone is no question: a list of the products that say a word of it ("…
 * issue 1099s to the crew …": Form 1099), a policy read from a statement ("staff are not spending
 * a weekend on it": support hours), a price of a product it is looking at ("we're looking at the
 * Harborview portal … ten years of files"). Those are set aside, and the recommendation comes
 * first, then what its own questions ask beside it. Asked what to buy in so many words ("what
 * would help with that?"), a list of the products that say a word of it is no answer either.
 */
export function openingAsks(
  view: CatalogueView,
  u: Understanding,
  before: ConversationState | undefined,
): Ask[] {
  if (u.asks.some((a) => a.kind === "recommend") || !opensWithAWant(u, before)) return u.asks;
  const questions = questionsOf(u.text);
  const toBuy = questions.some((q) => RECOMMENDATION_ASKED.test(q.toLowerCase()));
  const asked = questions.flatMap(
    (q) => readMessage(view, q, before ?? emptyConversationState()).asks,
  );
  const beside = u.asks.filter(
    (a) =>
      a.kind !== "ack" &&
      a.kind !== "greeting" &&
      !(toBuy && a.kind === "coverage") &&
      !(a.kind === "decline" && (a.reason === "not_understood" || a.reason === "ambiguous")) &&
      asked.some((b) => sameQuestion(a, b)),
  );
  // (Every question read from its own sentences: "… need to prepare 1041s. What covers that?")
  // (An opening that also says what it wants in a sentence of its own, "… and need a client
  // portal. Do you offer refunds?", is answered with the picks before its question.)
  if (beside.length === u.asks.length && !statesAWant(u.text)) return u.asks;
  return beside.some((a) => ANSWERS_A_WANT.has(a.kind))
    ? beside
    : [{ kind: "recommend" }, ...beside];
}
