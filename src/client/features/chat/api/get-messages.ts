import { useQuery } from "@tanstack/react-query";
import { chatMessageListSchema, type ChatMessage } from "@shared/advisor/contracts";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

/** GET /api/ai/messages/{id}: a conversation's messages, oldest first. */
export const messagesQuery = (conversationId: string): PageQuery<ChatMessage[]> => ({
  url: `/api/ai/messages/${conversationId}`,
  contract: async () => chatMessageListSchema,
});
export const messagesKey = (conversationId: string) => [messagesQuery(conversationId).url];

/** GET /api/ai/messages/{id}: only when there is an id (spec section 7). */
export function useMessages(conversationId: string | undefined) {
  return useQuery({
    queryKey: messagesKey(conversationId ?? ""),
    queryFn: checkedQuery(chatMessageListSchema),
    enabled: Boolean(conversationId),
  });
}
