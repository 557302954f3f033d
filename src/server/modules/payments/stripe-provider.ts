import Stripe from "stripe";
import type { Config } from "../../config.js";
import type { PaymentProvider } from "./provider.js";
import { PAYMENT_CURRENCY } from "./webhook.js";

/** A Stripe client; STRIPE_API_BASE points it elsewhere (the tests' wire-level fake of Stripe's API). */
export function stripeClient(config: Config): Stripe {
  const base = config.payments.apiBase ? new URL(config.payments.apiBase) : undefined;
  return new Stripe(config.payments.secretKey!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || undefined,
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

const STATUS: Record<string, "succeeded" | "failed" | "open" | "canceled"> = {
  succeeded: "succeeded",
  canceled: "canceled",
  requires_payment_method: "open",
  requires_confirmation: "open",
  requires_action: "open",
  processing: "open",
  requires_capture: "open",
};

export function stripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createIntent({ amountCents, userId, paymentId, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: PAYMENT_CURRENCY,
          automatic_payment_methods: { enabled: true },
          description: `Countinghouse order (payment ${paymentId})`,
          metadata: { userId, paymentId: String(paymentId) },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error("Stripe returned no client secret");
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveStatus(providerRef) {
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      // Money in another currency is not this payment's money: leave it open for a person to look at.
      if (intent.currency && intent.currency.toLowerCase() !== PAYMENT_CURRENCY) return "open";
      return STATUS[intent.status] ?? "open";
    },
    async cancel(providerRef) {
      await stripe.paymentIntents.cancel(providerRef).catch(() => undefined);
    },
    async refund({ providerRef, amountCents, idempotencyKey, metadata }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: providerRef,
          amount: amountCents,
          reason: "requested_by_customer",
          metadata,
        },
        { idempotencyKey },
      );
      if (refund.status === "failed" || refund.status === "canceled")
        throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { refundRef: refund.id };
    },
  };
}
