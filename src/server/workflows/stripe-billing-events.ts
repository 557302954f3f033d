import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Db, DbOrTx } from "../db/client.js";
import {
  renewalOrderOf,
  lockSubscription,
  lockSubscriptionByStripeId,
  markEnded,
  markHeldByStripe,
  productNameOf,
  subscriptionIdsOfOrder,
  syncCancelAtPeriodEnd,
  unheldStripeSubscriptionIds,
  type SubscriptionRow,
} from "../modules/orders/index.js";
import { renewalTotals, splitTaxIncluded } from "../../shared/offer.js";
import {
  type PaymentProvider,
  billingInvoiceOf,
  type BillingInvoice,
} from "../modules/payments/index.js";
import { recordRenewalDeclined, recordRenewalPaid, remindTrialEnding } from "./renewal-records.js";

/** Stripe's first invoice must lie ahead; a period ending sooner is left to the renewal job. */
const HOLD_MARGIN_MS = 60 * 60 * 1000;

/**
 * Stripe mode (decision 0094): a Stripe Billing subscription for our subscription `id`, with the
 * card saved at checkout as its default and its first invoice at our period's end (the trial's
 * end, or a month after a payment made today: nothing is charged twice). The idempotency key
 * names our subscription, so a retry after a crash makes no second one. Answers whether Stripe
 * holds it now.
 */
export async function holdInStripeBilling(
  db: Db,
  provider: PaymentProvider,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  const billing = provider.billing;
  if (!billing) return false;
  const [candidate] = await unheldStripeSubscriptionIds(
    db,
    new Date(now.getTime() + HOLD_MARGIN_MS),
    [id],
  );
  if (candidate === undefined) return false;
  const [row] = await db.transaction(async (tx) => [await lockSubscription(tx, id)]);
  if (!row?.paymentMethodRef || row.stripeSubscriptionId) return Boolean(row?.stripeSubscriptionId);
  const created = await billing.createSubscription({
    subscriptionId: row.id,
    userId: row.userId,
    productId: row.productId,
    productName: await productNameOf(db, row.productId),
    amountCents: renewalTotals({ unitPriceCents: row.unitPriceCents ?? 0, quantity: row.quantity })
      .totalCents,
    interval: row.interval,
    quantity: row.quantity,
    paymentMethodRef: row.paymentMethodRef,
    firstChargeAt: row.currentPeriodEnd,
  });
  await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, id);
    if (!locked || locked.stripeSubscriptionId) return;
    await markHeldByStripe(tx, id, created.id, created.firstChargeAt, now);
  });
  return true;
}

/**
 * After a Stripe-mode checkout commits: Stripe Billing takes over its subscriptions. A failure is
 * logged, not thrown (the payment is done); the renewal job tries again on its next run.
 */
export async function holdOrderSubscriptions(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!provider.billing) return;
  for (const id of await subscriptionIdsOfOrder(db, orderId)) {
    try {
      await holdInStripeBilling(db, provider, id);
    } catch (err) {
      log.error(
        { subscriptionId: id, error: (err as Error).message },
        "stripe billing hold failed",
      );
    }
  }
}

/** The renewal job's first step in Stripe mode: hand Stripe Billing what it does not hold yet. */
export async function holdUnheldSubscriptions(
  db: Db,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  if (!provider.billing) return 0;
  let held = 0;
  for (const id of await unheldStripeSubscriptionIds(db, new Date(now.getTime() + HOLD_MARGIN_MS)))
    if (await holdInStripeBilling(db, provider, id, now)) held += 1;
  return held;
}

/** The Stripe Billing events that move a subscription; webhook.ts records and routes them. */
export const BILLING_EVENTS = new Set([
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
]);

const idSchema = z.string().min(1).max(255);
const invoiceSchema = z.object({
  id: idSchema,
  billing_reason: z.string().max(100).nullish(),
  amount_paid: z.number().int().min(0).optional(),
  currency: z.string().max(10).optional(),
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: z.union([idSchema, z.object({ id: idSchema })]) })
        .nullish(),
    })
    .nullish(),
  lines: z.object({
    data: z
      .array(
        z.object({
          period: z.object({ start: z.number().int(), end: z.number().int() }),
          amount: z.number().int().optional(),
          // Stripe's proration lines for an item changed during the period (decision 0251).
          parent: z
            .object({
              subscription_item_details: z.object({ proration: z.boolean().optional() }).nullish(),
            })
            .nullish(),
        }),
      )
      .min(1),
  }),
});
const subscriptionSchema = z.object({
  id: idSchema,
  status: z.string().max(50),
  cancel_at_period_end: z.boolean(),
  ended_at: z.number().int().nullish(),
});

export type BillingEvent =
  | {
      kind: "invoice";
      type: "invoice.paid" | "invoice.payment_failed";
      reason: string | null;
      invoice: BillingInvoice;
    }
  | {
      kind: "subscription";
      type:
        | "customer.subscription.updated"
        | "customer.subscription.deleted"
        | "customer.subscription.trial_will_end";
      subscription: z.infer<typeof subscriptionSchema>;
    };

/** The event's object in the shape this code reads, or the path of what is wrong with it. */
export function parseBillingEvent(
  type: string,
  object: unknown,
): { ok: true; event: BillingEvent } | { ok: false; issue: string } {
  if (type === "invoice.paid" || type === "invoice.payment_failed") {
    const parsed = invoiceSchema.safeParse(object);
    const invoice = parsed.success ? billingInvoiceOf(parsed.data) : null;
    if (!parsed.success || !invoice)
      return { ok: false, issue: parsed.error?.issues[0]?.path.join(".") ?? "lines" };
    return {
      ok: true,
      event: { kind: "invoice", type, reason: parsed.data.billing_reason ?? null, invoice },
    };
  }
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return { ok: false, issue: parsed.error.issues[0]?.path.join(".") ?? "" };
  return {
    ok: true,
    event: {
      kind: "subscription",
      type: type as Extract<BillingEvent, { kind: "subscription" }>["type"],
      subscription: parsed.data,
    },
  };
}

/**
 * Stripe does not say on the invoice why the bank said no; the e-mail and the dashboard (which
 * adds "Update your card …") say this.
 */
export const STRIPE_RENEWAL_FAILURE = "The card was declined.";

/**
 * One Stripe Billing event's effect, inside the webhook's transaction (its event id is recorded
 * there too). Each is idempotent by itself as well, since Stripe may send one invoice's news
 * under several event ids and in any order: a period is invoiced once (its renewal order), a
 * late failure for a period already paid or passed changes nothing.
 */
export async function applyBillingEvent(
  tx: DbOrTx,
  ctx: { db: Db; provider: PaymentProvider; siteUrl: string; now: Date },
  event: BillingEvent,
): Promise<string> {
  if (event.kind === "invoice") {
    const { invoice } = event;
    // The $0.00 invoice that opens a trial (subscription_create) and prorations are not renewals.
    if (event.reason !== "subscription_cycle") return "ignored";
    if (!invoice.stripeSubscriptionId) return "ignored";
    const row = await lockSubscriptionByStripeId(tx, invoice.stripeSubscriptionId);
    if (!row) return "unknown subscription";
    if (event.type === "invoice.paid") return applyPaidInvoice(tx, ctx, row, invoice);
    if (row.status === "canceled") return "stale";
    if (
      invoice.periodStart < row.currentPeriodEnd ||
      (await renewalOrderOf(tx, row.id, invoice.periodStart))
    )
      return "stale";
    await recordRenewalDeclined(ctx, tx, row, invoice.periodStart, STRIPE_RENEWAL_FAILURE);
    return "past_due";
  }
  const row = await lockSubscriptionByStripeId(tx, event.subscription.id);
  if (!row) return "unknown subscription";
  if (event.type === "customer.subscription.trial_will_end")
    return (await remindTrialEnding(ctx, row.id, tx)) ? "reminded" : "ignored";
  if (row.status === "canceled") return "ignored";
  const stripe = event.subscription;
  if (event.type === "customer.subscription.deleted" || stripe.status === "canceled") {
    const endedAt = stripe.ended_at ? new Date(stripe.ended_at * 1000) : ctx.now;
    await markEnded(tx, row.id, endedAt, ctx.now);
    return "ended";
  }
  await syncCancelAtPeriodEnd(tx, row, stripe.cancel_at_period_end, ctx.now);
  return "updated";
}

/** invoice.paid, or an open invoice paid at once with a new card: the period's renewal, once. */
export async function applyPaidInvoice(
  tx: DbOrTx,
  ctx: { provider: PaymentProvider; siteUrl: string; now: Date },
  row: SubscriptionRow,
  invoice: BillingInvoice,
): Promise<string> {
  const period = renewalTotals({ unitPriceCents: row.unitPriceCents ?? 0, quantity: row.quantity });
  // The period at its price, plus what Stripe prorated for seats changed during the last one.
  if (
    invoice.periodAmountCents !== period.totalCents ||
    invoice.amountPaidCents !== period.totalCents + invoice.prorationCents
  )
    return "amount mismatch";
  const prorated = splitTaxIncluded(invoice.prorationCents);
  return recordRenewalPaid(ctx, tx, row, {
    providerRef: invoice.id,
    period: { start: invoice.periodStart, end: invoice.periodEnd },
    totals: {
      subtotalCents: period.subtotalCents + prorated.subtotalCents,
      taxCents: period.taxCents + prorated.taxCents,
      totalCents: invoice.amountPaidCents,
      periodCents: period.subtotalCents,
      prorationAppliedCents: prorated.subtotalCents,
      prorationCarriedCents: 0,
    },
  });
}
