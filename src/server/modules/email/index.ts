/**
 * The email module's door: what the rest of the server may use of it. Other modules and app.ts
 * import from here only (the layers lint rule, decision 0246).
 */
export { type Mailer, createMailer } from "./mailer.js";
export { type Block, composeMessage, longDate } from "./messages.js";
export { enqueueEmail, isSendableAddress } from "./outbox-repository.js";
export { emailAdminRoutes } from "./routes.js";
