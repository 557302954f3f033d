import type { ConversationInsights } from "../../../shared/advisor/contracts.js";
import type { Advisor } from "./advisor.js";
import { profileProduct, type CatalogueProduct, type ProductProfile } from "./engine/catalogue.js";
import type { AdvisorConversation } from "./engine/conversation.js";
import { buildFirmProfile } from "./engine/firm-profile.js";
import { composeInsights } from "./engine/insights.js";
import { rankCatalogue, type RankedProduct } from "./engine/rank.js";
import { composeTurn, type AdvisorTurn } from "./engine/reply.js";

/**
 * The default advisor: no network, deterministic, grounded in the catalogue it is given.
 * Product analysis is cached per product and redone when the product's text or price changes.
 */
export class LocalAdvisor implements Advisor {
  private readonly profiles = new Map<number, { signature: string; profile: ProductProfile }>();

  profilesOf(catalogue: readonly CatalogueProduct[]): ProductProfile[] {
    return [...catalogue]
      .sort((a, b) => a.id - b.id)
      .map((product) => {
        const signature = JSON.stringify(product);
        const cached = this.profiles.get(product.id);
        if (cached?.signature === signature) return cached.profile;
        const profile = profileProduct(product);
        this.profiles.set(product.id, { signature, profile });
        return profile;
      });
  }

  /** The ranking a model provider is given as its candidates. */
  rank(conversation: AdvisorConversation, catalogue: readonly CatalogueProduct[]): RankedProduct[] {
    const profiles = this.profilesOf(catalogue);
    const firm = buildFirmProfile(
      conversation,
      catalogue.map((p) => p.name),
    );
    return rankCatalogue(profiles, firm);
  }

  async reply(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<AdvisorTurn> {
    return composeTurn(this.profilesOf(catalogue), conversation);
  }

  async insights(
    conversation: AdvisorConversation,
    catalogue: CatalogueProduct[],
  ): Promise<ConversationInsights> {
    return composeInsights(this.profilesOf(catalogue), conversation);
  }
}
