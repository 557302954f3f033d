import { useQuery } from "@tanstack/react-query";
import { INSIGHTS_AFTER_MESSAGES, type ConversationInsights } from "@shared/advisor/contracts";

export const insightsKey = (conversationId: string) => [`/api/ai/insights/${conversationId}`];

/** GET /api/ai/insights/{id}: fetched only once the conversation has more than two messages. */
export function useInsights(conversationId: string, messageCount: number) {
  return useQuery<ConversationInsights>({
    queryKey: insightsKey(conversationId),
    enabled: messageCount > INSIGHTS_AFTER_MESSAGES,
  });
}
