import type { Config } from "../../config.js";
import type { PaymentProvider } from "./provider.js";
import { stripeClient, stripePaymentProvider } from "./stripe-provider.js";
import { testPaymentProvider } from "./test-provider.js";

/** The provider that took a payment, or undefined when this server cannot reach it. */
export type ProviderFor = (name: "stripe" | "test") => PaymentProvider | undefined;

/**
 * A payment is refunded by the provider that took it, whatever the server's mode is now: a test
 * payment moves no money back, a Stripe payment needs the Stripe key.
 */
export function refundProviders(config: Config): ProviderFor {
  let stripe: PaymentProvider | undefined;
  return (name) => {
    if (name === "test") return testPaymentProvider();
    if (!config.payments.secretKey) return undefined;
    return (stripe ??= stripePaymentProvider(stripeClient(config)));
  };
}
