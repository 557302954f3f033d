import { useQuery } from "@tanstack/react-query";
import type { ConversationInsights } from "@shared/advisor/contracts";
import { INSIGHTS_AFTER_MESSAGES } from "@shared/advisor/limits";
import { checkedQuery } from "@client/lib/api-client";

export const insightsKey = (conversationId: string) => [`/api/ai/insights/${conversationId}`];

const insightsContract = () =>
  import("@shared/advisor/contracts").then((m) => m.conversationInsightsSchema);

/** GET /api/ai/insights/{id}: fetched only once the conversation has more than two messages. */
export function useInsights(conversationId: string, messageCount: number) {
  return useQuery<ConversationInsights>({
    queryKey: insightsKey(conversationId),
    queryFn: checkedQuery(insightsContract),
    enabled: messageCount > INSIGHTS_AFTER_MESSAGES,
  });
}
