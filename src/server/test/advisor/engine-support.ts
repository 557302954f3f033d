import type { OnboardingData } from "../../../shared/advisor/onboarding.js";
import { composeInitialMessage } from "../../../shared/advisor/initial-message.js";
import type { AdvisorConversation } from "../../modules/advisor/index.js";

/** A finished wizard with sensible defaults; tests override what they are about. */
export function wizard(patch: Partial<OnboardingData>): OnboardingData {
  return {
    businessType: "small_firm",
    firmSize: "growing",
    services: ["Tax Preparation"],
    currentChallenges: ["Too much manual data entry"],
    goals: ["Save time and work more efficiently"],
    budget: "500_1500",
    techComfort: "intermediate",
    timeframe: "soon",
    ...patch,
  };
}

/** The conversation the wizard starts: its summary as the first user message. */
export const wizardConversation = (onboarding: OnboardingData): AdvisorConversation => ({
  onboarding,
  messages: [{ role: "user", content: composeInitialMessage(onboarding) }],
});

export const chatConversation = (...userMessages: string[]): AdvisorConversation => ({
  onboarding: null,
  messages: userMessages.map((content) => ({ role: "user" as const, content })),
});
