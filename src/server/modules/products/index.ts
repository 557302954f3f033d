/**
 * The products module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { type ProductsCache, createProductsCache } from "./products-cache.js";
export {
  findActiveProduct,
  productColumns,
  toProduct,
  toProductDetail,
} from "./products-repository.js";
export { productsRoutes } from "./routes.js";
export { openListingDb } from "./listing-db.js";
export { type ListingDb, priceMatch } from "./product-page-repository.js";
export { catalogueQuery, type QueryMemo } from "./catalogue-query.js";
