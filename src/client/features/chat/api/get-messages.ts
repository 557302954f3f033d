import { useQuery } from "@tanstack/react-query";
import type { ChatMessage } from "@shared/advisor/contracts";
import type { PageQuery } from "@shared/contracts/page-render";
import { checkedQuery } from "@client/lib/api-client";

const messagesContract = () =>
  import("@shared/advisor/contracts").then((m) => m.chatMessageListSchema);

/** GET /api/ai/messages/{id}: a conversation's messages, oldest first. */
export const messagesQuery = (conversationId: string): PageQuery<ChatMessage[]> => ({
  url: `/api/ai/messages/${conversationId}`,
  contract: messagesContract,
});
export const messagesKey = (conversationId: string) => [messagesQuery(conversationId).url];

/** GET /api/ai/messages/{id}: only when there is an id (spec section 7). */
export function useMessages(conversationId: string | undefined) {
  return useQuery<ChatMessage[]>({
    queryKey: messagesKey(conversationId ?? ""),
    queryFn: checkedQuery(messagesContract),
    enabled: Boolean(conversationId),
  });
}
