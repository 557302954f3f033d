import Stripe from "stripe";
import { HttpError } from "./http-error.js";

/**
 * What a shopper reads when the payment provider fails (decision 0203). Stripe's own messages
 * ("Invalid API Key provided: sk_live_…", "No such payment_intent") and statuses (a 401 that the
 * client reads as signed out) never reach them: only a card's own decline, which Stripe writes
 * for the cardholder, is passed on.
 */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  "Payments are not available right now. Nothing was charged; please try again in a few minutes.";
export const PROVIDER_ERROR_MESSAGE =
  "The payment could not be started. Nothing was charged; please try again, or contact us if it keeps happening.";

/** Our own error for a provider's, or undefined when `err` is not a provider error. */
export function providerFailure(err: unknown): HttpError | undefined {
  if (!(err instanceof Stripe.errors.StripeError)) return undefined;
  if (err instanceof Stripe.errors.StripeCardError)
    return new HttpError(402, err.message, "payment_declined");
  // A key revoked or lacking rights, Stripe down, slow or limiting us: the shop's side, for now.
  if (
    err instanceof Stripe.errors.StripeAuthenticationError ||
    err instanceof Stripe.errors.StripePermissionError ||
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    err instanceof Stripe.errors.StripeAPIError ||
    (err.statusCode ?? 400) >= 500
  )
    return new HttpError(503, PROVIDER_UNAVAILABLE_MESSAGE, "payment_provider_unavailable");
  return new HttpError(502, PROVIDER_ERROR_MESSAGE, "payment_provider_error");
}
