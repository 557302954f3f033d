import Stripe from "stripe";
import type { Config } from "../../config.js";
import type { PaymentProvider } from "./provider.js";
import { stripeBilling } from "./stripe-billing.js";
import { PAYMENT_CURRENCY } from "./paid-amount.js";

/** A Stripe client; STRIPE_API_BASE points it elsewhere (the tests' wire-level fake of Stripe's API). */
export function stripeClient(config: Config): Stripe {
  const base = config.payments.apiBase ? new URL(config.payments.apiBase) : undefined;
  return new Stripe(config.payments.secretKey!, {
    // Bounded (decision 0203): a slow Stripe costs its own request at most two timeouts, and no
    // connection, transaction or lock of ours is held meanwhile.
    maxNetworkRetries: 1,
    timeout: config.payments.timeoutMs,
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
    billing: stripeBilling(stripe),
    async createIntent({ amountCents, userId, paymentId, idempotencyKey, saveCard }) {
      const metadata = { userId, paymentId: String(paymentId) };
      // A subscription's card is kept on a Stripe customer for its off-session renewals.
      const customer = saveCard
        ? (
            await stripe.customers.create(
              { metadata: { userId } },
              { idempotencyKey: `${idempotencyKey}-customer` },
            )
          ).id
        : undefined;
      if (amountCents === 0) {
        // Only free trials: nothing to charge, so Stripe saves the card with a SetupIntent.
        const setup = await stripe.setupIntents.create(
          {
            customer,
            usage: "off_session",
            automatic_payment_methods: { enabled: true },
            description: `Countinghouse free trial (payment ${paymentId})`,
            metadata,
          },
          { idempotencyKey },
        );
        if (!setup.client_secret) throw new Error("Stripe returned no client secret");
        return { providerRef: setup.id, clientSecret: setup.client_secret };
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: PAYMENT_CURRENCY,
          automatic_payment_methods: { enabled: true },
          description: `Countinghouse order (payment ${paymentId})`,
          metadata,
          ...(customer ? { customer, setup_future_usage: "off_session" as const } : {}),
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error("Stripe returned no client secret");
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },
    async savedCardOf(providerRef) {
      const source = providerRef.startsWith("seti_")
        ? await stripe.setupIntents.retrieve(providerRef)
        : await stripe.paymentIntents.retrieve(providerRef);
      const customer = typeof source.customer === "string" ? source.customer : source.customer?.id;
      const method =
        typeof source.payment_method === "string"
          ? await stripe.paymentMethods.retrieve(source.payment_method)
          : source.payment_method;
      if (!customer || !method?.card) return null;
      return {
        // Off-session charges need both: kept together as "cus_…/pm_…".
        paymentMethodRef: `${customer}/${method.id}`,
        cardBrand: brandName(method.card.brand),
        cardLast4: method.card.last4,
      };
    },
    async chargeSaved({ paymentMethodRef, amountCents, idempotencyKey, description, metadata }) {
      const [customer, paymentMethod] = paymentMethodRef.split("/");
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: PAYMENT_CURRENCY,
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description,
            metadata,
          },
          { idempotencyKey },
        );
        if (intent.status === "succeeded") return { status: "succeeded", providerRef: intent.id };
        return {
          status: "declined",
          message: "Your bank asked for confirmation. Update your card to continue.",
          providerRef: intent.id,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError)
          return {
            status: "declined",
            message: err.message,
            providerRef: err.payment_intent?.id ?? null,
          };
        throw err;
      }
    },
    async startCardSetup({ paymentMethodRef, idempotencyKey, metadata }) {
      const [customer] = paymentMethodRef.split("/");
      const setup = await stripe.setupIntents.create(
        {
          customer,
          usage: "off_session",
          automatic_payment_methods: { enabled: true },
          description: `Countinghouse card update (subscription ${metadata.subscriptionId ?? ""})`,
          metadata,
        },
        { idempotencyKey },
      );
      if (!setup.client_secret) throw new Error("Stripe returned no client secret");
      return { providerRef: setup.id, clientSecret: setup.client_secret };
    },
    async cardSetupOf(providerRef) {
      const setup = await stripe.setupIntents.retrieve(providerRef);
      const status = STATUS[setup.status] ?? "open";
      return {
        status,
        metadata: setup.metadata ?? {},
        card: status === "succeeded" ? await this.savedCardOf(providerRef) : null,
      };
    },
    async retrievePayment(providerRef) {
      if (providerRef.startsWith("seti_")) {
        const setup = await stripe.setupIntents.retrieve(providerRef);
        return {
          status: STATUS[setup.status] ?? "open",
          amountReceivedCents: 0,
          currency: PAYMENT_CURRENCY,
        };
      }
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      return {
        status: STATUS[intent.status] ?? "open",
        amountReceivedCents: intent.amount_received || intent.amount,
        currency: (intent.currency ?? PAYMENT_CURRENCY).toLowerCase(),
      };
    },
    async cancel(providerRef) {
      if (providerRef.startsWith("seti_")) {
        await stripe.setupIntents.cancel(providerRef).catch(() => undefined);
        return;
      }
      await stripe.paymentIntents.cancel(providerRef).catch(() => undefined);
    },
    async refund({ providerRef, amountCents, idempotencyKey, metadata }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: await paymentIntentOf(stripe, providerRef),
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

/**
 * A renewal Stripe Billing charged is known by its invoice (in_…, decision 0094); its money moved
 * in the invoice's PaymentIntent, which is what a refund names.
 */
async function paymentIntentOf(stripe: Stripe, providerRef: string): Promise<string> {
  if (!providerRef.startsWith("in_")) return providerRef;
  const invoice = await stripe.invoices.retrieve(providerRef, { expand: ["payments"] });
  const paid = invoice.payments?.data.find(
    (p) => p.status === "paid" && p.payment.type === "payment_intent",
  )?.payment.payment_intent;
  const id = typeof paid === "string" ? paid : paid?.id;
  if (!id) throw new Error(`Stripe invoice ${providerRef} has no paid PaymentIntent`);
  return id;
}

/** "visa" -> "Visa", "amex" -> "American Express": what a receipt prints. */
function brandName(brand: string): string {
  const names: Record<string, string> = {
    amex: "American Express",
    diners: "Diners Club",
    discover: "Discover",
    jcb: "JCB",
    mastercard: "Mastercard",
    unionpay: "UnionPay",
    visa: "Visa",
  };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
