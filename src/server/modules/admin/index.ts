/**
 * The admin module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { productImageServeRoutes } from "./product-images.js";
export { adminRoutes } from "./routes.js";
export type { RefundFlows } from "./refund-flows.js";
