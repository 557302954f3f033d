/**
 * The advisor module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { type AdvisorConversation } from "./conversation.js";
export { sweepIdleVisitorConversations } from "./conversations-repository.js";
export { type CatalogueProduct } from "./needs/product-profile.js";
export { advisorRoutes } from "./routes.js";
