import type { ConversationState } from "../../../shared/advisor/conversation-state.js";
import type { OnboardingData } from "../../../shared/advisor/onboarding.js";

/** Everything the advisor may use: the wizard's answers (if any) and the messages so far. */
export interface AdvisorConversation {
  onboarding: OnboardingData | null;
  messages: ReadonlyArray<{ role: "user" | "assistant"; content: string }>;
  /** What the advisor remembered after the previous turn, when stored. */
  state?: ConversationState | null;
}

/** The user's messages that carry their own words (the wizard's composed summary does not). */
export function freeTextMessages(conversation: AdvisorConversation): string[] {
  const userMessages = conversation.messages.filter((m) => m.role === "user").map((m) => m.content);
  return conversation.onboarding ? userMessages.slice(1) : userMessages;
}

export function latestUserMessage(conversation: AdvisorConversation): string | null {
  for (let i = conversation.messages.length - 1; i >= 0; i--) {
    const message = conversation.messages[i]!;
    if (message.role === "user") return message.content;
  }
  return null;
}

/** The latest message is the wizard's summary when it is the first one of a wizard conversation. */
export function latestIsWizardSummary(conversation: AdvisorConversation): boolean {
  return Boolean(conversation.onboarding) && freeTextMessages(conversation).length === 0;
}

/** The assistant's last reply before the latest user message, if any. */
export function previousAssistantReply(conversation: AdvisorConversation): string | null {
  let seenUser = false;
  for (let i = conversation.messages.length - 1; i >= 0; i--) {
    const message = conversation.messages[i]!;
    if (message.role === "user") seenUser = true;
    else if (seenUser) return message.content;
  }
  return null;
}
