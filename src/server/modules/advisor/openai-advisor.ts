import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { ConversationInsights } from "../../../shared/advisor/contracts.js";
import {
  BUDGET_LABELS,
  BUSINESS_TYPE_LABELS,
  FIRM_SIZE_LABELS,
  FIRM_SIZE_HINTS,
  TECH_COMFORT_LABELS,
  TIMEFRAME_LABELS,
} from "../../../shared/advisor/options.js";
import type { Advisor } from "./advisor.js";
import type { CatalogueProduct } from "./engine/catalogue.js";
import type { AdvisorConversation } from "./engine/conversation.js";
import { buildFirmProfile, knowsMainService, topNeeds } from "./engine/firm-profile.js";
import { pricePhrase, reasonSentence, topicLabel } from "./engine/phrases.js";
import type { LocalAdvisor } from "./local-advisor.js";
import type { AdvisorTurn } from "./engine/reply.js";
import { checkModelInsights } from "./model-output.js";
import { composeModelReply, MODEL_REPLY_FORMAT } from "./model-reply.js";
import { questionBlock } from "./engine/reply.js";

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Insights are a side panel: they wait less for a provider than a reply does. Default 5 s. */
  insightsTimeoutMs?: number;
  /** How long a failing provider is skipped once the circuit opens. Default 60 s. */
  breakerCoolDownMs?: number;
}

const CANDIDATES = 8;
const HISTORY = 12;
const INSIGHTS_TIMEOUT_MS = 5_000;
/** After this many failures in a row the provider is not called for a while (decision 0134). */
const BREAKER_FAILURES = 3;
const BREAKER_COOL_DOWN_MS = 60_000;

/**
 * A circuit breaker: after BREAKER_FAILURES failures in a row, calls are skipped for the cool-down,
 * so a stalled provider costs one timeout per minute instead of one per message. One call is let
 * through after the cool-down; its success closes the circuit again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;

  constructor(
    private readonly threshold = BREAKER_FAILURES,
    private readonly coolDownMs = BREAKER_COOL_DOWN_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get open(): boolean {
    return this.now() < this.openUntil;
  }

  succeeded() {
    this.failures = 0;
    this.openUntil = 0;
  }

  failed() {
    this.failures++;
    if (this.failures >= this.threshold) {
      this.openUntil = this.now() + this.coolDownMs;
      this.failures = this.threshold - 1; // one more failure after the cool-down re-opens it
    }
  }
}

const SYSTEM_PROMPT = `You are the Countinghouse product advisor. Countinghouse sells software, templates and SaaS to accounting, tax and financial-planning firms.
Rules:
- Answer as JSON in the given schema. Choose only products from the CANDIDATES list, by id; the server writes their names, prices and links.
- Back each pick with claims copied exactly from that candidate's features, description or facts (forms, integrations, security answered yes, trial days). Never claim anything a candidate's listing does not say.
- "intro": one or two plain sentences for this firm's situation, with no product names, vendors, brands, prices, links, web or e-mail addresses.
- "question": one short question when the firm's budget, size or main service is unknown, otherwise null.`;

const INSIGHTS_PROMPT = `Return the insights panel for this conversation. At most 3 recommendations, only from the CANDIDATES list, best first; keyBenefits are copied exactly from that candidate's features. keyTopics: up to 6 short topics of this conversation. nextSteps: up to 4 concrete actions for the firm. No prices, web or e-mail addresses.`;

/** Structured output for the insights panel; checked field by field (model-output.ts). */
const INSIGHTS_FORMAT = {
  type: "json_schema",
  json_schema: {
    name: "advisor_insights",
    strict: true,
    schema: {
      type: "object",
      additionalProperties: false,
      required: ["recommendations", "keyTopics", "nextSteps"],
      properties: {
        recommendations: {
          type: "array",
          maxItems: 3,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["productId", "productName", "relevanceScore", "reasoning", "keyBenefits"],
            properties: {
              productId: { type: "integer" },
              productName: { type: "string" },
              relevanceScore: { type: "number" },
              reasoning: { type: "string" },
              keyBenefits: { type: "array", items: { type: "string" }, maxItems: 3 },
            },
          },
        },
        keyTopics: { type: "array", items: { type: "string" }, maxItems: 6 },
        nextSteps: { type: "array", items: { type: "string" }, maxItems: 4 },
      },
    },
  },
} as const;

function firmBrief(
  conversation: AdvisorConversation,
  catalogue: readonly CatalogueProduct[],
): string {
  const firm = buildFirmProfile(
    conversation,
    catalogue.map((p) => p.name),
  );
  const o = conversation.onboarding;
  const lines: string[] = [];
  if (o) {
    lines.push(
      `Business type: ${BUSINESS_TYPE_LABELS[o.businessType]}; firm size: ${FIRM_SIZE_LABELS[o.firmSize]} (${FIRM_SIZE_HINTS[o.firmSize]})`,
      `Services: ${o.services.join(", ")}`,
      `Challenges: ${o.currentChallenges.join("; ")}`,
      `Goals: ${o.goals.join("; ")}`,
      `Monthly budget: ${BUDGET_LABELS[o.budget]}; tech comfort: ${TECH_COMFORT_LABELS[o.techComfort]}; timeframe: ${TIMEFRAME_LABELS[o.timeframe]}`,
    );
    if (o.specificNeeds) lines.push(`Specific needs: ${o.specificNeeds}`);
  }
  const topics = topNeeds(firm, 5).map(topicLabel);
  if (topics.length) lines.push(`Main topics so far: ${topics.join(", ")}`);
  if (firm.budget && !o) lines.push(`Budget said in chat: ${firm.budget.label}`);
  const unknown = [
    !knowsMainService(firm) && "main service",
    !firm.budget && "budget",
    firm.scale === null && "firm size",
  ].filter(Boolean);
  if (unknown.length) lines.push(`Unknown so far: ${unknown.join(", ")}`);
  return lines.length ? lines.join("\n") : "Nothing known about the firm yet.";
}

function candidateList(
  local: LocalAdvisor,
  conversation: AdvisorConversation,
  catalogue: readonly CatalogueProduct[],
): string {
  const ranked = local.rank(conversation, catalogue).slice(0, CANDIDATES);
  const profiles = local.profilesOf(catalogue);
  const lines = ranked.map(
    (r) =>
      `- id ${r.profile.product.id} | ${r.profile.product.name} | ${pricePhrase(r.profile)} | ${r.profile.product.type} | fit ${r.relevance}% | description: ${r.profile.product.description} | features: ${r.profile.product.features.join("; ")} | facts: ${factsLine(r.profile.product)} | why: ${reasonSentence(r)}`,
  );
  for (const p of profiles) {
    if (lines.length >= Math.min(CANDIDATES, 3)) break;
    if (ranked.some((r) => r.profile === p)) continue;
    lines.push(
      `- id ${p.product.id} | ${p.product.name} | ${pricePhrase(p)} | ${p.product.type} | features: ${p.product.features.join("; ")}`,
    );
  }
  return lines.join("\n");
}

/** The fact sheet in one line for the prompt: only what is known. */
function factsLine(product: CatalogueProduct): string {
  const f = product.facts;
  if (!f) return "none";
  const known = (value: unknown) => value !== "unknown";
  const parts: string[] = [];
  if (product.offer) parts.push(`pricing ${product.offer.unit}, ${product.offer.term}`);
  if (known(f.forms)) parts.push(`forms ${(f.forms as string[]).join(", ") || "none"}`);
  if (known(f.integrations))
    parts.push(`integrations ${(f.integrations as string[]).join(", ") || "none"}`);
  const security = Object.entries(f.security).filter(([, v]) => v !== "unknown");
  if (security.length) parts.push(`security ${security.map(([k, v]) => `${k} ${v}`).join(", ")}`);
  if (known(f.trialDays)) parts.push(`trial days ${f.trialDays}`);
  if (f.notIncluded.length) parts.push(`not included: ${f.notIncluded.join("; ")}`);
  return parts.join(" | ") || "none";
}

/**
 * An OpenAI-compatible provider (OpenAI, Azure, Ollama, vLLM: anything speaking chat completions).
 * It gets the firm's profile and the local ranking's candidates; whatever it says is checked against
 * the catalogue, and on any failure or timeout the local advisor answers instead.
 */
export class OpenAiAdvisor implements Advisor {
  private readonly client: OpenAI;
  private readonly insightsCache = new Map<string, ConversationInsights>();
  readonly breaker: CircuitBreaker;

  constructor(
    private readonly settings: ModelSettings,
    private readonly local: LocalAdvisor,
    private readonly log: FastifyBaseLogger,
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

  private prompt(
    conversation: AdvisorConversation,
    catalogue: readonly CatalogueProduct[],
    task: string,
  ): ChatCompletionMessageParam[] {
    const history = conversation.messages.slice(-HISTORY).map((m): ChatCompletionMessageParam => ({
      role: m.role,
      content: m.content.slice(0, 4000),
    }));
    return [
      { role: "system", content: `${SYSTEM_PROMPT}\n\n${task}` },
      {
        role: "system",
        content: `FIRM PROFILE\n${firmBrief(conversation, catalogue)}\n\nCANDIDATES\n${candidateList(this.local, conversation, catalogue)}`,
      },
      ...history,
    ];
  }

  private fellBack(what: string, err: unknown) {
    this.breaker.failed();
    this.log.warn(
      { err: err instanceof Error ? err.message : String(err), provider: this.settings.baseUrl },
      `AI provider failed for ${what}; the local advisor answered`,
    );
  }

  async reply(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<AdvisorTurn> {
    const local = await this.local.reply(conversation, catalogue);
    // Answers to questions (capability, price, comparison, store…) are composed from facts; a
    // model only words plain recommendations (decision 0136).
    if (!local.recommends || this.breaker.open) return local;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0.2,
        response_format: MODEL_REPLY_FORMAT,
        messages: this.prompt(conversation, catalogue, "Answer the user's latest message."),
      });
      const candidates = this.local.rank(conversation, catalogue).slice(0, CANDIDATES);
      const recommended = new Set(local.state.recommendation);
      const rejected = new Set(local.state.rejected);
      const somethingFits = candidates.some((r) => r.withinBudget !== false);
      const firm = buildFirmProfile(
        conversation,
        catalogue.map((p) => p.name),
      );
      const prefix = /^((?:I read your budget|Noted:|I've left out)[^\n]*\n\n)/.exec(local.text);
      const composed = composeModelReply(
        completion.choices[0]?.message?.content,
        candidates,
        catalogue,
        {
          // Never a product turned down, nor one above the budget while something fits.
          allowed: (r) =>
            !rejected.has(r.profile.product.id) &&
            (recommended.has(r.profile.product.id) || r.withinBudget !== false || !somethingFits),
          prefix: prefix?.[1] ?? "",
          fallbackQuestion: questionBlock(firm),
        },
      );
      if (!composed) throw new Error("the model's reply was not usable structured output");
      this.breaker.succeeded();
      if (composed.dropped > 0) {
        this.log.info(
          { dropped: composed.dropped },
          "claims or products from the model that the catalogue does not back were dropped",
        );
      }
      // The products the model recommended are the conversation's recommendation: the insights
      // panel shows them.
      return {
        text: composed.text,
        state: { ...local.state, recommendation: composed.recommendation },
        recommends: true,
      };
    } catch (err) {
      this.fellBack("a reply", err);
      return local;
    }
  }

  private remember(key: string, insights: ConversationInsights): ConversationInsights {
    this.insightsCache.set(key, insights);
    if (this.insightsCache.size > 500) {
      this.insightsCache.delete(this.insightsCache.keys().next().value!);
    }
    return insights;
  }

  async insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights> {
    const key = createHash("sha256")
      .update(JSON.stringify([conversation, catalogue]))
      .digest("hex");
    const cached = this.insightsCache.get(key);
    if (cached) return cached;
    const local = await this.local.insights(conversation, catalogue);
    if (this.breaker.open) return this.remember(key, local);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          temperature: 0,
          response_format: INSIGHTS_FORMAT,
          messages: this.prompt(conversation, catalogue, INSIGHTS_PROMPT),
        },
        {
          timeout: Math.min(
            this.settings.timeoutMs,
            this.settings.insightsTimeoutMs ?? INSIGHTS_TIMEOUT_MS,
          ),
        },
      );
      const content = completion.choices[0]?.message?.content ?? "";
      const insights = checkModelInsights(JSON.parse(content), catalogue, local);
      this.breaker.succeeded();
      return this.remember(key, insights);
    } catch (err) {
      this.fellBack("insights", err);
      // The fallback is cached too: the panel polls, and a failing provider is not asked again
      // for the same conversation state.
      return this.remember(key, local);
    }
  }
}
