import type { ConversationInsights } from "../../../shared/advisor/contracts.js";
import type { Advisor } from "./advisor.js";
import { insightsFromState } from "./answer/insights.js";
import { advisorTurn, type AdvisorTurn } from "./answer/turn.js";
import type { AdvisorConversation } from "./conversation.js";
import type { CatalogueProduct } from "./needs/product-profile.js";
import { catalogueView } from "./tools/catalogue-view.js";

/**
 * The default advisor (decision 0220): no network, deterministic for a given clock, grounded in
 * the catalogue it is given. Each turn reads the message, answers with the catalogue tools and
 * writes the reply from their results.
 */
export class LocalAdvisor implements Advisor {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async reply(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<AdvisorTurn> {
    return advisorTurn(catalogueView(catalogue), conversation, this.clock());
  }

  async insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights> {
    return insightsFromState(conversation.state ?? null, catalogueView(catalogue), this.clock());
  }
}
