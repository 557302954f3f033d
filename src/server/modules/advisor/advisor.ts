import type { ConversationInsights } from "../../../shared/advisor/contracts.js";
import type { AdvisorTurn } from "./answer/turn.js";
import type { AdvisorConversation } from "./conversation.js";
import type { CatalogueProduct } from "./needs/product-profile.js";

/** Answers a conversation from a catalogue. Implementations must only ever name its products. */
export interface Advisor {
  /** The reply to the latest user message and what to remember for the next turn. */
  reply(conversation: AdvisorConversation, catalogue: CatalogueProduct[]): Promise<AdvisorTurn>;
  /** The insights panel: the conversation's current recommendation, from its state. */
  insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights>;
}
