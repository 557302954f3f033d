/**
 * The seats module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { seatsRoutes } from "./routes.js";
export { keepHoldersWithin, releaseSeatsOf } from "./seats-repository.js";
