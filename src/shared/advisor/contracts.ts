import { z } from "zod";
import { formatCount } from "../format-count.js";
import { inputText } from "../contracts/text.js";
import { suggestionSchema } from "./conversation-state.js";
import { onboardingDataSchema } from "./onboarding.js";
import {
  INSIGHT_BENEFITS_SHOWN,
  INSIGHT_RECOMMENDATIONS_MAX,
  INSIGHTS_AFTER_MESSAGES,
  MESSAGE_MAX_LENGTH,
} from "./limits.js";

export {
  INSIGHT_BENEFITS_SHOWN,
  INSIGHT_RECOMMENDATIONS_MAX,
  INSIGHTS_AFTER_MESSAGES,
  MESSAGE_MAX_LENGTH,
};

/** What a person types: trimmed, then 1 to 4,000 characters. */
export const messageTextSchema = inputText()
  .trim()
  .min(1, { message: "Type a message first" })
  .max(MESSAGE_MAX_LENGTH, {
    message: `A message can be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters`,
  });

export const startConversationBodySchema = z.object({
  initialMessage: messageTextSchema.optional(),
  onboardingData: onboardingDataSchema.optional(),
});

export const startConversationResponseSchema = z.object({ conversationId: z.uuid() });

export const conversationParamsSchema = z.object({ conversationId: z.uuid() });

export const sendMessageBodySchema = z.object({ message: messageTextSchema });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.iso.datetime(),
  /**
   * Follow-up questions offered under the conversation's latest reply (issue 43), at most 3:
   * each is answered by the advisor's tools. Absent on other messages.
   */
  suggestions: z.array(suggestionSchema).max(3).optional(),
});

export const chatMessageListSchema = z.array(chatMessageSchema);

export const sendMessageResponseSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});

export const productRecommendationSchema = z.object({
  productId: z.number().int().positive(),
  productName: z.string(),
  /** How well the product fits this firm, as a percent. */
  relevanceScore: z.number().int().min(0).max(100),
  reasoning: z.string(),
  keyBenefits: z.array(z.string()),
});

export const conversationInsightsSchema = z.object({
  recommendations: z.array(productRecommendationSchema).max(INSIGHT_RECOMMENDATIONS_MAX),
  keyTopics: z.array(z.string()),
  nextSteps: z.array(z.string()),
});

export type StartConversationBody = z.infer<typeof startConversationBodySchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type { Suggestion } from "./conversation-state.js";
export type ProductRecommendation = z.infer<typeof productRecommendationSchema>;
export type ConversationInsights = z.infer<typeof conversationInsightsSchema>;
