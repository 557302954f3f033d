/**
 * The payments module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { refundOrder, refundProviders } from "./refund-payment.js";
export { remoteBilling } from "./remote-billing.js";
export { paymentsRoutes } from "./routes.js";
export { testPaymentProvider } from "./test-provider.js";
