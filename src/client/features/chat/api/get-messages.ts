import { useQuery } from "@tanstack/react-query";
import { chatMessageListSchema } from "@shared/advisor/contracts";
import { checkedQuery } from "@client/lib/api-client";

export const messagesKey = (conversationId: string) => [`/api/ai/messages/${conversationId}`];

/** GET /api/ai/messages/{id}: only when there is an id (spec section 7). */
export function useMessages(conversationId: string | undefined) {
  return useQuery({
    queryKey: messagesKey(conversationId ?? ""),
    queryFn: checkedQuery(chatMessageListSchema),
    enabled: Boolean(conversationId),
  });
}
