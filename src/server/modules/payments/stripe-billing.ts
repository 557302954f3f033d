import Stripe from "stripe";
import { PAYMENT_CURRENCY } from "./paid-amount.js";

/** The part of an invoice a renewal needs: which subscription, which period, what was paid. */
export interface BillingInvoice {
  id: string;
  stripeSubscriptionId: string | null;
  periodStart: Date;
  periodEnd: Date;
  amountPaidCents: number;
  /** The period's own line, and Stripe's proration lines for seats changed (decision 0251). */
  periodAmountCents: number;
  prorationCents: number;
}

export type OpenInvoicePayment =
  | { status: "paid"; invoice: BillingInvoice }
  | { status: "declined"; message: string; invoiceId: string | null }
  | { status: "nothing open" };

/**
 * Stripe mode's renewals (decision 0094): each subscription line is a Stripe Billing
 * subscription whose invoices Stripe charges; its webhooks move our row. Every call that creates
 * something carries an idempotency key naming our subscription.
 */
export interface StripeBilling {
  /**
   * A Stripe subscription for our subscription `id`, billed `amountCents` every `interval` (a
   * month, or a year for an annual licence; tax included), its first invoice deferred to
   * `firstChargeAt` (the trial's end, or the end of the period paid today). Returns Stripe's id
   * and the exact first charge time (Stripe counts whole seconds).
   */
  createSubscription(input: {
    subscriptionId: number;
    userId: string;
    productId: number;
    productName: string;
    amountCents: number;
    interval: "month" | "year";
    quantity: number;
    paymentMethodRef: string;
    firstChargeAt: Date;
  }): Promise<{ id: string; firstChargeAt: Date }>;
  setCancelAtPeriodEnd(stripeSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends it now (a past_due subscription its owner cancels: nothing is paid ahead). */
  cancelNow(stripeSubscriptionId: string): Promise<void>;
  /** The card Stripe charges from now on (a "cus_…/pm_…" reference). */
  setDefaultCard(stripeSubscriptionId: string, paymentMethodRef: string): Promise<void>;
  /**
   * Seats added or removed (decision 0251): the subscription's one item bills the new period
   * total from now on, and Stripe prorates the rest of the period onto the next invoice.
   */
  changeSeats(
    stripeSubscriptionId: string,
    change: { seats: number; amountCents: number; prorationDate: Date; idempotencyKey: string },
  ): Promise<void>;
  /** Pays the subscription's open invoice with the card (a past_due subscription's new card). */
  payOpenInvoice(
    stripeSubscriptionId: string,
    paymentMethodRef: string,
  ): Promise<OpenInvoicePayment>;
}

const unix = (date: Date) => Math.ceil(date.getTime() / 1000);

/** A Stripe invoice as a renewal reads it: the period is its subscription line's. */
export function billingInvoiceOf(invoice: {
  id?: string;
  parent?: {
    subscription_details?: { subscription?: string | { id: string } | null } | null;
  } | null;
  lines?: {
    data?: Array<{
      period?: { start: number; end: number };
      amount?: number;
      parent?: { subscription_item_details?: { proration?: boolean } | null } | null;
    }>;
  };
  amount_paid?: number;
}): BillingInvoice | null {
  const lines = invoice.lines?.data ?? [];
  const isProration = (line: (typeof lines)[number]) =>
    line.parent?.subscription_item_details?.proration === true;
  const periodLine = lines.find((line) => !isProration(line));
  const period = periodLine?.period;
  if (!invoice.id || !period) return null;
  const owner = invoice.parent?.subscription_details?.subscription;
  return {
    id: invoice.id,
    stripeSubscriptionId: typeof owner === "string" ? owner : (owner?.id ?? null),
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    amountPaidCents: invoice.amount_paid ?? 0,
    periodAmountCents: periodLine?.amount ?? 0,
    prorationCents: lines.filter(isProration).reduce((sum, line) => sum + (line.amount ?? 0), 0),
  };
}

export function stripeBilling(stripe: Stripe): StripeBilling {
  /** One Stripe Product per shop product, with an id of our own, so it is never made twice. */
  const productFor = async (productId: number, name: string): Promise<string> => {
    const id = `countinghouse_product_${productId}`;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.statusCode !== 404)
        throw err;
    }
    try {
      return (
        await stripe.products.create(
          { id, name, metadata: { productId: String(productId) } },
          { idempotencyKey: `countinghouse-product-${productId}` },
        )
      ).id;
    } catch (err) {
      // Made at the same moment by another process: it exists now.
      if (
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        err.code === "resource_already_exists"
      )
        return id;
      throw err;
    }
  };

  return {
    async createSubscription(input) {
      const [customer, paymentMethod] = input.paymentMethodRef.split("/");
      if (!customer || !paymentMethod) throw new Error("Not a Stripe customer's card");
      const product = await productFor(input.productId, input.productName);
      const created = await stripe.subscriptions.create(
        {
          customer,
          default_payment_method: paymentMethod,
          // One line for the period's total: exactly what the shop quotes (8% tax included),
          // with no per-seat rounding of its own. The seats are in the metadata.
          items: [
            {
              price_data: {
                currency: PAYMENT_CURRENCY,
                product,
                unit_amount: input.amountCents,
                recurring: { interval: input.interval },
              },
              quantity: 1,
            },
          ],
          trial_end: unix(input.firstChargeAt),
          off_session: true,
          metadata: {
            subscriptionId: String(input.subscriptionId),
            userId: input.userId,
            seats: String(input.quantity),
          },
        },
        { idempotencyKey: `countinghouse-subscription-${input.subscriptionId}` },
      );
      return {
        id: created.id,
        firstChargeAt: new Date((created.trial_end ?? unix(input.firstChargeAt)) * 1000),
      };
    },
    async changeSeats(id, change) {
      const subscription = await stripe.subscriptions.retrieve(id);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      const product =
        typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      await stripe.subscriptionItems.update(
        item.id,
        {
          price_data: {
            currency: item.price.currency,
            product,
            unit_amount: change.amountCents,
            recurring: { interval: item.price.recurring?.interval ?? "month" },
          },
          quantity: 1,
          proration_behavior: "create_prorations",
          // The moment the shop quoted: Stripe's proration is then the one the buyer saw.
          proration_date: Math.floor(change.prorationDate.getTime() / 1000),
        },
        { idempotencyKey: change.idempotencyKey },
      );
      await stripe.subscriptions.update(id, { metadata: { seats: String(change.seats) } });
    },
    async setCancelAtPeriodEnd(id, cancel) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    },
    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },
    async setDefaultCard(id, paymentMethodRef) {
      const [, paymentMethod] = paymentMethodRef.split("/");
      await stripe.subscriptions.update(id, { default_payment_method: paymentMethod });
    },
    async payOpenInvoice(id, paymentMethodRef) {
      const [, paymentMethod] = paymentMethodRef.split("/");
      const subscription = await stripe.subscriptions.retrieve(id);
      const latest = subscription.latest_invoice;
      const invoiceId = typeof latest === "string" ? latest : latest?.id;
      if (!invoiceId) return { status: "nothing open" };
      const invoice = await stripe.invoices.retrieve(invoiceId);
      if (invoice.status !== "open") return { status: "nothing open" };
      try {
        const paid = await stripe.invoices.pay(invoiceId, {
          payment_method: paymentMethod,
          off_session: true,
        });
        const read = billingInvoiceOf(paid);
        if (paid.status !== "paid" || !read)
          return { status: "declined", message: "The invoice is still open.", invoiceId };
        return { status: "paid", invoice: read };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError)
          return { status: "declined", message: err.message, invoiceId };
        throw err;
      }
    },
  };
}
