import { useQuery } from "@tanstack/react-query";
import type { ChatMessage } from "@shared/advisor/contracts";

export const messagesKey = (conversationId: string) => [`/api/ai/messages/${conversationId}`];

/** GET /api/ai/messages/{id}: only when there is an id (spec section 7). */
export function useMessages(conversationId: string | undefined) {
  return useQuery<ChatMessage[]>({
    queryKey: messagesKey(conversationId ?? ""),
    enabled: Boolean(conversationId),
  });
}
