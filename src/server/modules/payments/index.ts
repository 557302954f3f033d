/**
 * The payments module's door: what the rest of the server may use of it. Other modules, the
 * workflows (src/server/workflows/) and app.ts import from here only (the layers lint rule,
 * decision 0246). The module owns the payments, refunds and stripe_events tables and the
 * payment providers; the flows that run through it (checkout, renewal, refund, Stripe's
 * webhook) are workflows.
 */
export { MAXIMUM_CHARGE_CENTS, PAYMENT_CURRENCY, paidAmountProblem } from "./paid-amount.js";
export {
  type Payment,
  cancelOpenPayment,
  cartKeyOf,
  findOpenPayments,
  findPaymentByRef,
  findUserPaymentBySecret,
  insertPayment,
  lastBillingOf,
  lockPayment,
  markPaymentFailed,
  markPaymentSucceeded,
  recordIntentOnce,
  recordStripeEvent,
  updatePayment,
} from "./payments-repository.js";
export type { PaymentProvider, SavedCard } from "./provider.js";
export { type ProviderFor, refundProviders } from "./refund-providers.js";
export {
  PENDING_REFUND,
  deletePendingRefund,
  findRefundByRequestKey,
  insertPendingRefund,
  markRefundDone,
} from "./refunds-repository.js";
export { remoteBilling } from "./remote-billing.js";
export { type BillingInvoice, billingInvoiceOf } from "./stripe-billing.js";
export { stripeClient, stripePaymentProvider } from "./stripe-provider.js";
export { testPaymentMethod, testPaymentProvider } from "./test-provider.js";
