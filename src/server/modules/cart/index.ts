/**
 * The cart module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { buyingFor, cartBuyerOf } from "./cart-buyer.js";
export { createCartCache } from "./cart-cache.js";
export { markCartChanged } from "./cart-changed-cookie.js";
export { addToCart, listCart, removeBoughtLines } from "./cart-repository.js";
export { cartRoutes } from "./routes.js";
