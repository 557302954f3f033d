/**
 * The orders module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { fulfilOrder } from "./fulfil-order.js";
export { listSubscriptions } from "./orders-repository.js";
export {
  applyRefund,
  lockOrderForRefund,
  releaseRefundLines,
  reserveRefundLines,
} from "./refund-lines.js";
export { recordRenewalOrder, renewalOrderOf } from "./renewal-order.js";
export { ordersRoutes, type RemoteBilling } from "./routes.js";
export { queueSubscriptionEmail } from "./subscription-emails.js";
export {
  type SubscriptionRow,
  boughtAsOf,
  dueSubscriptionIds,
  isLive,
  lockOwnSubscription,
  lockSubscription,
  lockSubscriptionByStripeId,
  markEnded,
  markHeldByStripe,
  markPastDue,
  markRenewed,
  productNameOf,
  saveSubscriptionCard,
  subscriptionHistory,
  subscriptionIdsOfOrder,
  syncCancelAtPeriodEnd,
  unheldStripeSubscriptionIds,
} from "./subscriptions-repository.js";
export {
  claimRefundDecision,
  finishRefundApproval,
  releaseRefundClaim,
} from "./refund-requests.js";
