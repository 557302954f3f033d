import { useQuery } from "@tanstack/react-query";
import { conversationInsightsSchema, INSIGHTS_AFTER_MESSAGES } from "@shared/advisor/contracts";
import { checkedQuery } from "@client/lib/api-client";

export const insightsKey = (conversationId: string) => [`/api/ai/insights/${conversationId}`];

/** GET /api/ai/insights/{id}: fetched only once the conversation has more than two messages. */
export function useInsights(conversationId: string, messageCount: number) {
  return useQuery({
    queryKey: insightsKey(conversationId),
    queryFn: checkedQuery(conversationInsightsSchema),
    enabled: messageCount > INSIGHTS_AFTER_MESSAGES,
  });
}
