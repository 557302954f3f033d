/**
 * The firms module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { BUYERS, displayName, findFirm, requireFirmRole, roleIn } from "./firms-repository.js";
export { firmsRoutes } from "./routes.js";
