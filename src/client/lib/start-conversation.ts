import type { StartConversationBody } from "@shared/advisor/contracts";
import { apiJson } from "./api-client";

/**
 * POST /api/ai/start-conversation (spec section 7): the wizard sends its answers and first message,
 * the chat page sends nothing for New Chat. Answers the new conversation's id.
 */
export async function startConversation(body?: StartConversationBody): Promise<string> {
  const contract = () =>
    import("@shared/advisor/contracts").then((m) => m.startConversationResponseSchema);
  return (await apiJson("POST", "/api/ai/start-conversation", contract, body)).conversationId;
}
