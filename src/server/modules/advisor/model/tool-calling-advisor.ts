import type { FastifyBaseLogger } from "fastify";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { ConversationInsights } from "../../../../shared/advisor/contracts.js";
import type { Advisor } from "../advisor.js";
import { budgetPhrase, wordsIn } from "../answer/compose.js";
import type { AnswerPart } from "../answer/route.js";
import {
  answerTurn,
  finishTurn,
  prepareTurn,
  type AdvisorTurn,
  type PreparedTurn,
} from "../answer/turn.js";
import type { AdvisorConversation } from "../conversation.js";
import type { LocalAdvisor } from "../local-advisor.js";
import type { CatalogueProduct } from "../needs/product-profile.js";
import { catalogueView, type CatalogueView } from "../tools/catalogue-view.js";
import type { Ask } from "../understanding/read-message.js";
import { BREAKER_COOL_DOWN_MS, BREAKER_FAILURES, CircuitBreaker } from "./circuit-breaker.js";
import { keepOpening } from "./model-words.js";
import { modelToolDefinitions, runModelTool, ToolCallError } from "./model-tools.js";

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** How long a failing provider is skipped once the circuit opens. Default 60 s. */
  breakerCoolDownMs?: number;
}

/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 4;
const MAX_CALLS = 6;
const HISTORY = 12;
/** Products listed in the prompt with their ids; find_products reaches the rest. */
const LISTED_PRODUCTS = 80;

const SYSTEM_PROMPT = `You are the Countinghouse product advisor. Countinghouse sells software, templates and SaaS to accounting, tax and financial-planning firms.
Answer the firm's latest message by calling the tools: find_products to recommend, product_facts for what one product does or leaves out, cost for prices (always pass the firm's seats or clients), compare, coverage for which products do something, integrations, store_policy for trials, refunds, support hours and delivery.
Rules:
- Call the tools for every fact, name, price and link. The server writes the answer from the tool results; never state a product name, number, price, link or capability yourself.
- After the tools, reply with one or two plain sentences that open the answer (no names, numbers, links or claims about products), or nothing.
- If no tool can answer, call no tool and say so in one sentence.`;

/** The conversation's state for the model: what the firm said and the products in play, by id. */
function stateBrief(view: CatalogueView, prepared: PreparedTurn): string {
  const { state } = prepared;
  const w = wordsIn("en");
  const lines: string[] = [];
  const firm = state.firm;
  if (firm.seats) lines.push(`Seats (users): ${firm.seats}`);
  if (firm.clients) lines.push(`Clients: ${firm.clients}`);
  if (firm.services.length) lines.push(`Services: ${firm.services.join(", ")}`);
  if (state.budget) lines.push(`Budget: ${budgetPhrase(state.budget, w)}`);
  if (firm.integrations.length)
    lines.push(`Software used or asked about: ${firm.integrations.join(", ")}`);
  const named = (ids: readonly number[]) =>
    ids
      .map((id) => view.byId.get(id))
      .filter((p) => p !== undefined)
      .map((p) => `${p.id} ${p.name}`)
      .join("; ");
  if (state.focus.length) lines.push(`The last reply was about: ${named(state.focus)}`);
  if (state.recommendation.length)
    lines.push(`Current recommendation: ${named(state.recommendation)}`);
  if (state.rejected.length) lines.push(`Turned down: ${named(state.rejected)}`);
  const inPlay = new Set([...state.focus, ...state.recommendation, ...state.shown]);
  const listed = [
    ...view.products.filter((p) => inPlay.has(p.id)),
    ...view.products.filter((p) => !inPlay.has(p.id)),
  ].slice(0, LISTED_PRODUCTS);
  lines.push(
    "CATALOGUE (id | name | price)",
    ...listed.map((p) => `${p.id} | ${p.name} | ${p.priceLabel}`),
  );
  return lines.join("\n");
}

/** The question a part answered, so a short follow-up can ask it again. */
function askOf(part: AnswerPart): Ask {
  switch (part.kind) {
    case "cost":
      return {
        kind: "cost",
        products: part.result.lines.map((l) => l.productId),
        cheapest: false,
        fits: part.fits,
      };
    case "capability":
      return {
        kind: "capability",
        products: part.answers.map((a) => a.productId),
        subjects: part.answers.map((a) => a.subject),
      };
    case "integration":
      return {
        kind: "integration",
        products: part.results.flatMap((r) => (r.answer ? [r.answer.productId] : [])),
        integrations: part.results.map((r) => r.integration),
      };
    case "coverage":
      return { kind: "coverage", subject: part.result.subject, place: null };
    case "compare":
      return { kind: "compare", products: part.result.products.map((p) => p.productId) };
    case "policy":
      return { kind: "policy", topics: part.entries.map((e) => e.topic) };
    case "facts":
      return { kind: "facts", products: part.facts.map((f) => f.productId) };
    default:
      return { kind: "recommend" };
  }
}

/**
 * An OpenAI-compatible model (OpenAI, Azure, Ollama, vLLM) reads the message and calls the
 * catalogue tools (decision 0220). The server runs each call, writes the reply from the results
 * (the same writer as the local advisor) and keeps of the model's own words only an opening with
 * no names, numbers, links or claims. A model that calls no usable tool, fails, stalls or
 * answers malformed gives way to the local advisor; a circuit breaker skips a failing provider.
 */
export class ToolCallingAdvisor implements Advisor {
  private readonly client: OpenAI;
  readonly breaker: CircuitBreaker;

  constructor(
    private readonly settings: ModelSettings,
    private readonly local: LocalAdvisor,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.breaker = new CircuitBreaker(
      BREAKER_FAILURES,
      settings.breakerCoolDownMs ?? BREAKER_COOL_DOWN_MS,
    );
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  }

  async reply(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<AdvisorTurn> {
    const view = catalogueView(catalogue);
    const now = this.clock();
    const prepared = prepareTurn(view, conversation);
    const local = () =>
      finishTurn(view, conversation, prepared, answerTurn(view, conversation, prepared, now));
    // The wizard's first answer and greetings need no model.
    if (
      this.breaker.open ||
      prepared.understanding.asks.every(
        (a) => a.kind === "greeting" || a.kind === "ack" || a.kind === "memo",
      )
    )
      return local();
    try {
      const { parts, content, rejected } = await this.callTools(view, conversation, prepared, now);
      this.breaker.succeeded();
      if (parts.length === 0) {
        this.log.info({ rejected }, "the model called no usable tool; the local advisor answered");
        return local();
      }
      const { opening, dropped } = keepOpening(content, view);
      if (dropped || rejected)
        this.log.info(
          { dropped, rejected },
          "model words or tool calls the results do not back were dropped",
        );
      const asked = {
        ...prepared,
        understanding: { ...prepared.understanding, asks: parts.map(askOf) },
      };
      return finishTurn(view, conversation, asked, parts, opening);
    } catch (err) {
      this.breaker.failed();
      this.log.warn(
        { err: err instanceof Error ? err.message : String(err), provider: this.settings.baseUrl },
        "AI provider failed for a reply; the local advisor answered",
      );
      return local();
    }
  }

  /** The model's rounds of tool calls, each run here; what it finally says. */
  private async callTools(
    view: CatalogueView,
    conversation: AdvisorConversation,
    prepared: PreparedTurn,
    now: Date,
  ) {
    const messages: ChatCompletionMessageParam[] = [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "system", content: `FIRM AND PRODUCTS\n${stateBrief(view, prepared)}` },
      ...conversation.messages.slice(-HISTORY).map((m): ChatCompletionMessageParam => ({
        role: m.role,
        content: m.content.slice(0, 4000),
      })),
    ];
    const ctx = { view, state: prepared.state, onboarding: conversation.onboarding, now };
    const parts: AnswerPart[] = [];
    let rejected = 0;
    let calls = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        tools: modelToolDefinitions(),
        tool_choice: round === MAX_ROUNDS - 1 ? "none" : "auto",
        messages,
      });
      const message = completion.choices?.[0]?.message;
      if (!message) throw new Error("the provider's answer is not a chat completion");
      const toolCalls = (message.tool_calls ?? []).filter((c) => c.type === "function");
      if (toolCalls.length === 0) return { parts, content: message.content ?? null, rejected };
      messages.push({ role: "assistant", content: message.content ?? null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        let content: string;
        if (++calls > MAX_CALLS) {
          rejected++;
          content = JSON.stringify({ error: "Too many tool calls; answer now" });
        } else {
          try {
            const run = runModelTool(call.function.name, call.function.arguments, ctx);
            parts.push(run.part);
            content = JSON.stringify(run.summary);
          } catch (err) {
            if (!(err instanceof ToolCallError)) throw err;
            rejected++;
            content = JSON.stringify({ error: err.message });
          }
        }
        messages.push({ role: "tool", tool_call_id: call.id, content });
      }
    }
    return { parts, content: null, rejected };
  }

  async insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights> {
    // The panel is the chat's state (decision 0220): the model changes what is recommended only
    // through the tool results the chat shows.
    return this.local.insights(conversation, catalogue);
  }
}
