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
import { checkModelInsights, sanitiseModelReply } from "./model-output.js";

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const CANDIDATES = 8;
const HISTORY = 12;

const SYSTEM_PROMPT = `You are the Countinghouse product advisor. Countinghouse sells software, templates and SaaS to accounting, tax and financial-planning firms.
Rules:
- Recommend only products from the CANDIDATES list. Never name any other product, vendor or brand.
- Write every product you mention as a Markdown link with its exact name and id: [Exact Name](/products/ID).
- Use the prices exactly as given. Subscriptions can start with a free trial; one-time products are bought once.
- Be specific and brief (under 220 words): the best 2 or 3 candidates for this firm, why each fits in the firm's own terms, and what to try first.
- If the firm's budget, size or main service is unknown, end with one short question asking for it.
- Plain English. Formatting: short paragraphs, "-" or "1." lists, **bold**. No HTML, no headings, no tables, no links other than /products/ID.`;

const INSIGHTS_PROMPT = `Return only a JSON object with this shape:
{"recommendations":[{"productId":number,"productName":string,"relevanceScore":number 0-100,"reasoning":string,"keyBenefits":[string,string]}],"keyTopics":[string],"nextSteps":[string]}
At most 3 recommendations, only from the CANDIDATES list, best first. keyTopics: up to 6 short topics of this conversation. nextSteps: up to 4 concrete actions for the firm.`;

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
      `- id ${r.profile.product.id} | ${r.profile.product.name} | ${pricePhrase(r.profile)} | ${r.profile.product.type} | fit ${r.relevance}% | features: ${r.profile.product.features.join("; ")} | why: ${reasonSentence(r)}`,
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

/**
 * An OpenAI-compatible provider (OpenAI, Azure, Ollama, vLLM: anything speaking chat completions).
 * It gets the firm's profile and the local ranking's candidates; whatever it says is checked against
 * the catalogue, and on any failure or timeout the local advisor answers instead.
 */
export class OpenAiAdvisor implements Advisor {
  private readonly client: OpenAI;
  private readonly insightsCache = new Map<string, ConversationInsights>();

  constructor(
    private readonly settings: ModelSettings,
    private readonly local: LocalAdvisor,
    private readonly log: FastifyBaseLogger,
  ) {
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
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0.2,
        messages: this.prompt(conversation, catalogue, "Answer the user's latest message."),
      });
      const reply = sanitiseModelReply(completion.choices[0]?.message?.content, catalogue);
      if (!reply) throw new Error("the model's reply was empty after checking");
      return { text: reply, state: local.state };
    } catch (err) {
      this.fellBack("a reply", err);
      return local;
    }
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
    try {
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: this.prompt(conversation, catalogue, INSIGHTS_PROMPT),
      });
      const content = completion.choices[0]?.message?.content ?? "";
      const insights = checkModelInsights(JSON.parse(content), catalogue, local);
      this.insightsCache.set(key, insights);
      if (this.insightsCache.size > 500) {
        this.insightsCache.delete(this.insightsCache.keys().next().value!);
      }
      return insights;
    } catch (err) {
      this.fellBack("insights", err);
      return local;
    }
  }
}
