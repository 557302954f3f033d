import { loadStripe, type Stripe } from "@stripe/stripe-js";

const stripeLoads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js is fetched once per key, and only where a Stripe form shows (its importers are loaded
 * lazily: the checkout's payment form, and the dashboard's card update).
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = stripeLoads.get(publishableKey);
  if (!pending) {
    pending = loadStripe(publishableKey);
    stripeLoads.set(publishableKey, pending);
  }
  return pending;
}
