import type { OnboardingData } from "./onboarding.js";
import {
  BUDGET_LABELS,
  BUSINESS_TYPE_LABELS,
  FIRM_SIZE_HINTS,
  FIRM_SIZE_LABELS,
  TECH_COMFORT_LABELS,
  TIMEFRAME_LABELS,
  TIMEFRAME_OPTIONS,
} from "./options.js";

export const INITIAL_MESSAGE_REQUEST =
  "Based on this, which products would you recommend for my practice, and why?";

const timeframeHint = (value: OnboardingData["timeframe"]) =>
  TIMEFRAME_OPTIONS.find((o) => o.value === value)?.hint.toLowerCase();

/**
 * The wizard's first chat message (spec section 7): a readable summary of the answers that ends
 * with a request for product recommendations. Contact details stay out of the chat.
 */
export function composeInitialMessage(data: OnboardingData): string {
  const lines = [
    "Hi! I'm looking for software for my practice. Here is a summary of my answers:",
    "",
    `- Business type: ${BUSINESS_TYPE_LABELS[data.businessType]}`,
    `- Firm size: ${FIRM_SIZE_LABELS[data.firmSize]} (${FIRM_SIZE_HINTS[data.firmSize].toLowerCase()})`,
    `- Services we offer: ${data.services.join(", ")}`,
    `- Current challenges: ${data.currentChallenges.join("; ")}`,
    `- Goals: ${data.goals.join("; ")}`,
    `- Monthly budget: ${BUDGET_LABELS[data.budget]}`,
    `- Comfort with technology: ${TECH_COMFORT_LABELS[data.techComfort]}`,
    `- Timeframe: ${TIMEFRAME_LABELS[data.timeframe]} (${timeframeHint(data.timeframe)})`,
  ];
  const needs = data.specificNeeds?.trim();
  if (needs) lines.push(`- Specific needs: ${needs.replace(/\s+/g, " ")}`);
  lines.push("", INITIAL_MESSAGE_REQUEST);
  return lines.join("\n");
}
