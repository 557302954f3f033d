import type { FastifyBaseLogger } from "fastify";
import { periodEnd as periodEndOf } from "../../shared/offer.js";
import {
  addDays,
  LICENCE_RENEWAL_REMINDER_DAYS,
  PAST_DUE_GRACE_DAYS,
  TRIAL_REMINDER_DAYS,
} from "../../shared/subscriptions.js";
import type { DbOrTx } from "../db/client.js";
import type { JobDefinition } from "../jobs/job-queue.js";
import {
  queueSubscriptionEmail,
  dueSubscriptionIds,
  lockSubscription,
  markEnded,
  productNameOf,
  type SubscriptionRow,
} from "../modules/orders/index.js";
import type { PaymentProvider } from "../modules/payments/index.js";
import {
  periodTotals,
  type RenewalContext,
  recordRenewalDeclined,
  recordRenewalPaid,
  remindTrialEnding,
} from "./renewal-records.js";
import { holdUnheldSubscriptions } from "./stripe-billing-events.js";

export type { RenewalContext };

export type RenewalOutcome = "renewed" | "past_due" | "ended" | "not due" | "busy";

/**
 * The renewal job (decision 0091): every due subscription is handled in its own transaction
 * holding its row lock, so two server processes never charge one period twice (the second skips
 * the locked row and then finds it no longer due). The charge's idempotency key names the
 * subscription, the period and the card: a crash after the charge and before the commit charges
 * nothing more when the job runs again. `userId` narrows a run to one customer.
 */
export async function runRenewals(
  ctx: RenewalContext,
  userId?: string,
): Promise<Record<RenewalOutcome | "reminded", number>> {
  const counts = { renewed: 0, past_due: 0, ended: 0, "not due": 0, busy: 0, reminded: 0 };
  // Stripe mode: what Stripe Billing does not hold yet is handed to it (decision 0094); the rows
  // it holds are renewed by its invoices, never charged here.
  if (ctx.provider.billing && !userId) await holdUnheldSubscriptions(ctx.db, ctx.provider, ctx.now);
  const { due, endingTrials, renewingLicences } = await dueSubscriptionIds(
    ctx.db,
    ctx.now,
    addDays(ctx.now, TRIAL_REMINDER_DAYS),
    addDays(ctx.now, -PAST_DUE_GRACE_DAYS),
    userId,
    addDays(ctx.now, LICENCE_RENEWAL_REMINDER_DAYS),
  );
  for (const id of endingTrials) {
    if (await remindTrialEnding(ctx, id)) counts.reminded += 1;
  }
  for (const id of renewingLicences) {
    if (await remindLicenceRenewal(ctx, id)) counts.reminded += 1;
  }
  for (const id of due) {
    counts[await renewSubscription(ctx, id)] += 1;
  }
  return counts;
}

/**
 * An annual licence's renewal reminder, once per licence and period (its dedupe key), 30 days
 * before the yearly charge, unless renewal is turned off (decision 0194).
 */
export async function remindLicenceRenewal(
  ctx: Pick<RenewalContext, "db" | "siteUrl">,
  id: number,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, id, { skipLocked: true });
    if (!row || row.status !== "active" || row.interval !== "year" || row.cancelAtPeriodEnd)
      return false;
    return queueSubscriptionEmail(
      tx,
      {
        kind: "licence-renewal-reminder",
        dedupeKey: `licence-renewal-reminder:${row.id}:${row.currentPeriodEnd.toISOString()}`,
        userId: row.userId,
        productName: await productNameOf(tx, row.productId),
        amountCents: periodTotals(row).totalCents,
        date: row.currentPeriodEnd,
        card: { brand: row.cardBrand, last4: row.cardLast4 },
        interval: "year",
      },
      ctx.siteUrl,
    );
  });
}

/**
 * One subscription's turn: at its period's end it ends (cancelled), is charged for the next
 * period (renewed, or past_due when the card fails), or after the grace unpaid it ends.
 * `retry` charges a past_due subscription now (its owner just saved a new card).
 */
export async function renewSubscription(
  ctx: RenewalContext,
  id: number,
  options: { retry?: boolean; tx?: DbOrTx } = {},
): Promise<RenewalOutcome> {
  const decide = async (tx: DbOrTx): Promise<RenewalOutcome | SubscriptionRow> => {
    const row = await lockSubscription(tx, id, { skipLocked: !options.tx });
    if (!row) return "busy";
    const { now } = ctx;
    if (row.status === "canceled") return "not due";
    if (row.stripeSubscriptionId) return "not due"; // Stripe Billing renews it (decision 0094)
    if (row.status === "past_due" && !options.retry) {
      if (addDays(row.currentPeriodEnd, PAST_DUE_GRACE_DAYS) > now) return "not due";
      await markEnded(tx, row.id, now, now);
      return "ended";
    }
    if (row.status !== "past_due" && row.currentPeriodEnd > now) return "not due";
    if (row.cancelAtPeriodEnd) {
      await markEnded(tx, row.id, row.currentPeriodEnd, now);
      return "ended";
    }
    return row; // to be charged
  };
  if (options.tx) {
    // The owner saving a new card (their own request, in their transaction): charged at once.
    const decided = await decide(options.tx);
    if (typeof decided === "string") return decided;
    return recordCharge(ctx, options.tx, decided, await chargeFor(ctx, decided));
  }
  // The job (decision 0203): decided in a short transaction, charged with no transaction open
  // (a slow provider holds no connection or lock of ours), recorded in a second one. The charge's
  // idempotency key names the subscription, period and card, so a second process deciding the
  // same charge meanwhile gets the first one's answer back, and records nothing twice.
  const decided = await ctx.db.transaction(decide);
  if (typeof decided === "string") return decided;
  const charge = await chargeFor(ctx, decided);
  return ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, id);
    const same =
      row &&
      row.status === decided.status &&
      row.currentPeriodEnd.getTime() === decided.currentPeriodEnd.getTime() &&
      row.paymentMethodRef === decided.paymentMethodRef &&
      // Seats changed meanwhile (decision 0251): what was charged is not what would be recorded.
      row.quantity === decided.quantity &&
      row.prorationCents === decided.prorationCents;
    if (!same) return "not due"; // handled meanwhile by another process or the owner
    return recordCharge(ctx, tx, row, charge);
  });
}

type Charge = Awaited<ReturnType<PaymentProvider["chargeSaved"]>>;

/** The next period's charge on the saved card (asked of the provider; no transaction needed). */
async function chargeFor(ctx: RenewalContext, row: SubscriptionRow): Promise<Charge> {
  if (!row.paymentMethodRef)
    return { status: "declined", message: "No card is saved.", providerRef: null };
  const periodStart = row.currentPeriodEnd;
  const totals = periodTotals(row);
  const productName = await productNameOf(ctx.db, row.productId);
  return ctx.provider.chargeSaved({
    paymentMethodRef: row.paymentMethodRef,
    amountCents: totals.totalCents,
    // A new card gets a new attempt; the same card for the same period is charged once.
    idempotencyKey: `countinghouse-renewal-${row.id}-${periodStart.toISOString()}-${row.paymentMethodRef}`,
    description: `${productName} (subscription ${row.id}), period from ${periodStart.toISOString().slice(0, 10)}`,
    metadata: { subscriptionId: String(row.id), periodStart: periodStart.toISOString() },
  });
}

/** The charge's outcome on the locked row: renewed, or past_due with the failed-renewal e-mail. */
async function recordCharge(
  ctx: RenewalContext,
  tx: DbOrTx,
  row: SubscriptionRow,
  charge: Charge,
): Promise<RenewalOutcome> {
  const periodStart = row.currentPeriodEnd;
  if (charge.status === "declined") {
    await recordRenewalDeclined(ctx, tx, row, periodStart, charge.message);
    return "past_due";
  }
  const recorded = await recordRenewalPaid(ctx, tx, row, {
    providerRef: charge.providerRef,
    period: { start: periodStart, end: periodEndOf(row.interval, periodStart) },
  });
  return recorded === "renewed" ? "renewed" : "not due";
}

export const RENEW_SUBSCRIPTIONS = "renew-subscriptions";

/**
 * The renewal job on the real clock, every five minutes: one run across all servers (a pg-boss
 * schedule, decision 0240), never two at once; a failed run is visible to admins and the next
 * due time runs it again.
 */
export function renewalJob(
  ctx: Omit<RenewalContext, "now">,
  log: FastifyBaseLogger,
  afterRun: () => void,
): JobDefinition {
  return {
    name: RENEW_SUBSCRIPTIONS,
    cron: "*/5 * * * *",
    policy: "stately",
    retries: 0,
    expireInSeconds: 30 * 60,
    async run() {
      const counts = await runRenewals({ ...ctx, now: new Date() });
      if (counts.renewed + counts.past_due + counts.ended + counts.reminded > 0) {
        log.info(counts, "renewal job");
        afterRun();
      }
      return counts;
    },
  };
}
