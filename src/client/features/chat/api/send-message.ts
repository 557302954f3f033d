import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api-client";
import { insightsKey } from "./get-insights";
import { messagesKey } from "./get-messages";

/** POST /api/ai/chat/{id}; the answer is not read: messages and insights are fetched again. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest("POST", `/api/ai/chat/${conversationId}`, { message }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: insightsKey(conversationId) }),
      ]);
    },
  });
}
