/**
 * The licences module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { deactivateSeatKey, keysOfLines } from "./licence-state.js";
export { licencesRoutes } from "./routes.js";
