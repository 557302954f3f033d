import type { ConversationInsights } from "../../../shared/advisor/contracts.js";
import type { CatalogueProduct } from "./engine/catalogue.js";
import type { AdvisorConversation } from "./engine/conversation.js";

/** Answers a conversation from a catalogue. Implementations must only ever name its products. */
export interface Advisor {
  reply(conversation: AdvisorConversation, catalogue: CatalogueProduct[]): Promise<string>;
  insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights>;
}
