import type { ConversationInsights } from "../../../shared/advisor/contracts.js";
import type { CatalogueProduct } from "./engine/catalogue.js";
import type { AdvisorConversation } from "./engine/conversation.js";
import type { AdvisorTurn } from "./engine/reply.js";

/** Answers a conversation from a catalogue. Implementations must only ever name its products. */
export interface Advisor {
  /** The reply to the latest user message and what to remember for the next turn. */
  reply(conversation: AdvisorConversation, catalogue: CatalogueProduct[]): Promise<AdvisorTurn>;
  insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights>;
}
