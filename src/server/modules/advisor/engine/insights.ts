import type { ConversationInsights } from "../../../../shared/advisor/contracts.js";
import { INSIGHT_RECOMMENDATIONS_MAX } from "../../../../shared/advisor/contracts.js";
import type { ProductProfile } from "./catalogue.js";
import type { AdvisorConversation } from "./conversation.js";
import { buildFirmProfile, knowsMainService, topNeeds, type FirmProfile } from "./firm-profile.js";
import { keyBenefits, shortReason, topicLabel } from "./phrases.js";
import { rankCatalogue, scoreProducts, type RankedProduct } from "./rank.js";

const KEY_TOPICS_MAX = 6;
const NEXT_STEPS_MAX = 4;

function keyTopics(firm: FirmProfile): string[] {
  const topics = topNeeds(firm, KEY_TOPICS_MAX - 1).map(topicLabel);
  if (firm.budget) topics.push(`Budget: ${firm.budget.label}`);
  return topics.slice(0, KEY_TOPICS_MAX);
}

function nextSteps(firm: FirmProfile, ranked: RankedProduct[]): string[] {
  const steps: string[] = [];
  const [first, second] = ranked;
  if (first) {
    const name = first.profile.product.name;
    steps.push(
      first.profile.product.type === "subscription"
        ? `Start the free trial of ${name} and run a few real client files through it`
        : `Review ${name}'s features on its product page, then add it to your cart`,
    );
  }
  if (first && second) {
    steps.push(
      `Ask me to compare ${first.profile.product.name} and ${second.profile.product.name} side by side`,
    );
  }
  if (!knowsMainService(firm)) steps.push("Tell me which service matters most to your firm");
  if (!firm.budget) steps.push("Tell me your monthly software budget so I can narrow the list");
  if (firm.scale === null) steps.push("Tell me how many people and clients your firm has");
  if (firm.timeframe === "immediate" && first) {
    steps.push("Block an hour this week to set up the first tool with one real client");
  } else if (firm.timeframe === "planning" || firm.timeframe === "future") {
    steps.push("Download a free checklist from Free Resources to plan the switch");
  }
  steps.push("Contact our team if you would like a guided demo");
  return steps.slice(0, NEXT_STEPS_MAX);
}

/**
 * The insights panel: the chat's current recommendation (the conversation's state), in the chat's
 * order, so panel and chat always agree. Without a stored state, the ranking's top picks.
 */
export function composeInsights(
  catalogue: readonly ProductProfile[],
  conversation: AdvisorConversation,
): ConversationInsights {
  const firm = buildFirmProfile(
    conversation,
    catalogue.map((p) => p.product.name),
  );
  const state = conversation.state ?? null;
  let ranked: RankedProduct[];
  if (state) {
    const scored = scoreProducts(catalogue, firm);
    ranked = state.recommendation
      .map((id) => scored.find((r) => r.profile.product.id === id))
      .filter((r): r is RankedProduct => r !== undefined);
  } else {
    const all = rankCatalogue(catalogue, firm);
    const picked = all.filter((r) => r.topPick);
    ranked = picked.length ? picked : all;
  }
  return {
    recommendations: ranked.slice(0, INSIGHT_RECOMMENDATIONS_MAX).map((r) => ({
      productId: r.profile.product.id,
      productName: r.profile.product.name,
      relevanceScore: r.relevance,
      reasoning: shortReason(r),
      keyBenefits: keyBenefits(r),
    })),
    keyTopics: keyTopics(firm),
    nextSteps: nextSteps(firm, ranked),
  };
}
