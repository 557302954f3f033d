import { periodCharge, type PeriodCharge } from "../../shared/offer.js";
import type { Db, DbOrTx } from "../db/client.js";
import {
  recordRenewalOrder,
  renewalOrderOf,
  queueSubscriptionEmail,
  boughtAsOf,
  lockSubscription,
  markPastDue,
  markRenewed,
  productNameOf,
  type SubscriptionRow,
} from "../modules/orders/index.js";
import { insertPayment, type PaymentProvider } from "../modules/payments/index.js";

/*
 * What a renewal leaves behind, whoever charged it: the shop's renewal job (renewal.ts) or
 * Stripe Billing's invoices (stripe-billing-events.ts).
 */

/** What a renewal runs with, the job's or a webhook's. */
export interface RenewalContext {
  db: Db;
  provider: PaymentProvider;
  siteUrl: string;
  /** The job's clock: tests and the test-mode endpoint run it at any date. */
  now: Date;
}

/** What the next renewal charges: the period, with the seats' prorations (decision 0251). */
export const periodTotals = (row: SubscriptionRow) =>
  periodCharge(
    { unitPriceCents: row.unitPriceCents ?? 0, quantity: row.quantity },
    row.prorationCents,
  );

/**
 * The trial-ending e-mail, once per subscription (its dedupe key), unless it is cancelled: the
 * job sends it three days ahead, Stripe mode also on customer.subscription.trial_will_end. True
 * when it was queued by this call.
 */
export async function remindTrialEnding(
  ctx: Pick<RenewalContext, "db" | "siteUrl">,
  id: number,
  tx?: DbOrTx,
): Promise<boolean> {
  const work = async (tx: DbOrTx) => {
    const row = await lockSubscription(tx, id, { skipLocked: true });
    if (!row || row.status !== "trialing" || row.cancelAtPeriodEnd) return false;
    return queueSubscriptionEmail(
      tx,
      {
        kind: "trial-ending",
        dedupeKey: `trial-ending:${row.id}`,
        userId: row.userId,
        productName: await productNameOf(tx, row.productId),
        amountCents: periodTotals(row).totalCents,
        date: row.currentPeriodEnd,
        card: { brand: row.cardBrand, last4: row.cardLast4 },
      },
      ctx.siteUrl,
    );
  };
  return tx ? work(tx) : ctx.db.transaction(work);
}

/**
 * A renewal charge failed (the job's decline, or Stripe's invoice.payment_failed): past_due with
 * the reason, and the failed-renewal e-mail once per period and card (its dedupe key).
 */
export async function recordRenewalDeclined(
  ctx: Pick<RenewalContext, "siteUrl" | "now">,
  tx: DbOrTx,
  row: SubscriptionRow,
  periodStart: Date,
  message: string,
): Promise<void> {
  await markPastDue(tx, row.id, message, ctx.now);
  await queueSubscriptionEmail(
    tx,
    {
      kind: "renewal-failed",
      dedupeKey: `renewal-failed:${row.id}:${periodStart.toISOString()}:${row.paymentMethodRef ?? "none"}`,
      userId: row.userId,
      productName: await productNameOf(tx, row.productId),
      amountCents: periodTotals(row).totalCents,
      date: periodStart,
      card: { brand: row.cardBrand, last4: row.cardLast4 },
      failure: message,
      interval: row.interval,
    },
    ctx.siteUrl,
  );
}

/**
 * A period was paid (the job's charge, or Stripe's invoice.paid): a payments row, a renewal order
 * with the next invoice number, the receipt e-mail, and the period moves on unless the row is
 * already further (an older invoice delivered late). Once per subscription and period: a period
 * already invoiced answers "already renewed" and changes nothing.
 */
export async function recordRenewalPaid(
  ctx: Pick<RenewalContext, "siteUrl" | "now"> & { provider: Pick<PaymentProvider, "name"> },
  tx: DbOrTx,
  row: SubscriptionRow,
  paid: {
    providerRef: string;
    period: { start: Date; end: Date };
    /** What was charged, when the provider decided it (Stripe's prorations); else the row's. */
    totals?: PeriodCharge;
  },
): Promise<"renewed" | "already renewed"> {
  const { now } = ctx;
  const { start: periodStart, end: periodEnd } = paid.period;
  if (await renewalOrderOf(tx, row.id, periodStart)) return "already renewed";
  const totals = paid.totals ?? periodTotals(row);
  const productName = await productNameOf(tx, row.productId);
  const bought = await boughtAsOf(tx, row);
  const payment = await insertPayment(tx, {
    provider: ctx.provider.name,
    providerRef: paid.providerRef,
    userId: row.userId,
    firmId: row.firmId,
    amountCents: totals.totalCents,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    status: "succeeded",
    cart: [
      {
        productId: row.productId,
        name: productName,
        unitPriceCents: row.unitPriceCents ?? 0,
        quantity: row.quantity,
        ...bought,
      },
    ],
    cartKey: `renewal:${row.id}:${periodStart.toISOString()}`,
    billing: row.billing,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    paymentMethodRef: row.paymentMethodRef,
    createdAt: now,
    updatedAt: now,
  });
  const order = await recordRenewalOrder(tx, row, payment, periodStart, now, totals);
  if (periodEnd > row.currentPeriodEnd)
    await markRenewed(
      tx,
      row,
      { start: periodStart, end: periodEnd },
      now,
      totals.prorationCarriedCents,
    );
  await queueSubscriptionEmail(
    tx,
    {
      kind: "renewal-receipt",
      dedupeKey: `renewal-receipt:${row.id}:${periodStart.toISOString()}`,
      userId: row.userId,
      productName,
      amountCents: totals.totalCents,
      date: periodEnd,
      card: { brand: row.cardBrand, last4: row.cardLast4 },
      invoiceNumber: order.invoiceNumber,
      orderId: order.id,
      interval: row.interval,
    },
    ctx.siteUrl,
  );
  return "renewed";
}
