/**
 * The advisor's limits, without zod: the chat page's first view reads them and must not load the
 * schema library for it (docs/performance.md). contracts.ts builds its schemas from them.
 */
export const MESSAGE_MAX_LENGTH = 4000;
/** Spec section 9: the insights panel shows at most 3 recommendations, 2 benefits each. */
export const INSIGHT_RECOMMENDATIONS_MAX = 3;
export const INSIGHT_BENEFITS_SHOWN = 2;
/** Spec section 4: insights are fetched only when a conversation has more than two messages. */
export const INSIGHTS_AFTER_MESSAGES = 2;
