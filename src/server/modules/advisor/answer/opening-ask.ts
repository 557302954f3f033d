import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { readAsk } from "../ranking/ask-match.js";
import { askSpan, asksForAProduct } from "../ranking/firm-profile.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import type { Understanding } from "../understanding/read-message.js";

/**
 * A firm's opening: it says who it is (its people, its clients or its services), then asks
 * whether there is something for a job ("… every February we chase them for fixed asset
 * additions. Is there something we can send them?", "… what they'd save by switching to an S
 * corp. Anything for that?"), before anything was shown. That asks for a recommendation, ranked
 * by what it asks (decision 0257), not for a list of every product with a word of it, nor for a
 * memo of a recommendation not yet made.
 */
export function opensWithAnAsk(
  view: CatalogueView,
  u: Understanding,
  before: ConversationState | undefined,
): boolean {
  if (before && (before.recommendation.length > 0 || before.shown.length > 0)) return false;
  const describes =
    u.quantities.seats !== null || u.quantities.clients !== null || u.services.length > 0;
  if (!describes || !asksForAProduct(u.text)) return false;
  return u.needs.size > 0 || readAsk(view, askSpan(u.text)) !== null;
}
