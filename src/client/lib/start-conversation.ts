import type { StartConversationBody } from "@shared/advisor/contracts";
import { startConversationResponseSchema } from "@shared/advisor/contracts";
import { apiRequest } from "./api-client";

/**
 * POST /api/ai/start-conversation (spec section 7): the wizard sends its answers and first message,
 * the chat page sends nothing for New Chat. Answers the new conversation's id.
 */
export async function startConversation(body?: StartConversationBody): Promise<string> {
  const response = await apiRequest("POST", "/api/ai/start-conversation", body);
  return startConversationResponseSchema.parse(await response.json()).conversationId;
}
