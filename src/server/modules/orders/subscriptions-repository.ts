import { and, eq, gt, inArray, isNotNull, isNull, like, lte } from "drizzle-orm";
import { mayManage } from "./purchase-scope.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { orderItems, products, subscriptions } from "../../db/schema.js";
import type { Offer } from "../../../shared/offer.js";
import { LIVE_STATUSES } from "../../../shared/subscriptions.js";
import { conflict, HttpError, notFound } from "../../lib/http-error.js";
import { queueSubscriptionEmail } from "./subscription-emails.js";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's subscriptions to these products, ever: what a checkout may still offer. */
export async function subscriptionHistory(
  db: DbOrTx,
  userId: string,
  productIds: number[],
  /** The firm the cart is bought for: its subscriptions count, not the person's own. */
  firmId: number | null = null,
) {
  if (productIds.length === 0) return [];
  const customer =
    firmId === null
      ? and(eq(subscriptions.userId, userId), isNull(subscriptions.firmId))
      : eq(subscriptions.firmId, firmId);
  return db
    .select({
      productId: subscriptions.productId,
      status: subscriptions.status,
      trialStartedAt: subscriptions.trialStartedAt,
    })
    .from(subscriptions)
    .where(and(customer, inArray(subscriptions.productId, productIds)));
}

/**
 * The subscription, its row locked until the transaction ends: changes to it queue up. With
 * `skipLocked` a row another process holds answers undefined at once (the renewal job moves on).
 */
export async function lockSubscription(
  tx: DbOrTx,
  id: number,
  options: { skipLocked?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for("update", options.skipLocked ? { skipLocked: true } : {});
  return row;
}

/**
 * One of the user's own subscriptions, locked; anyone else's answers 404 (which subscriptions
 * exist is nobody else's business).
 */
export async function lockOwnSubscription(
  tx: DbOrTx,
  userId: string,
  id: number,
): Promise<SubscriptionRow> {
  const row = await lockSubscription(tx, id);
  if (!row || !(await mayManage(tx, row, userId)))
    throw notFound("Subscription not found.", "subscription_not_found");
  return row;
}

/**
 * Subscriptions whose period has ended by `now` and still run (a renewal, a trial's first charge,
 * an end at period end), past_due ones unpaid since before `graceStart` (they end), and trials
 * ending before `reminderBefore` (the reminder). `userId` narrows it to
 * one customer (the test-mode clock endpoint).
 */
export async function dueSubscriptionIds(
  db: DbOrTx,
  now: Date,
  reminderBefore: Date,
  graceStart: Date,
  userId?: string,
  licenceReminderBefore: Date = reminderBefore,
): Promise<{ due: number[]; endingTrials: number[]; renewingLicences: number[] }> {
  const owner = userId ? eq(subscriptions.userId, userId) : undefined;
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        owner,
        inArray(subscriptions.status, ["trialing", "active"]),
        lte(subscriptions.currentPeriodEnd, now),
        // Stripe Billing renews these itself (decision 0094): the job never charges them.
        isNull(subscriptions.stripeSubscriptionId),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd);
  const pastDue = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        owner,
        eq(subscriptions.status, "past_due"),
        lte(subscriptions.currentPeriodEnd, graceStart),
        isNull(subscriptions.stripeSubscriptionId),
      ),
    );
  const endingTrials = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        owner,
        eq(subscriptions.status, "trialing"),
        isNotNull(subscriptions.trialEndsAt),
        lte(subscriptions.currentPeriodEnd, reminderBefore),
      ),
    );
  // Annual licences renewing soon (decision 0194): the reminder goes out ahead of the charge.
  const renewingLicences = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        owner,
        eq(subscriptions.status, "active"),
        eq(subscriptions.interval, "year"),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, licenceReminderBefore),
      ),
    );
  return {
    due: [...due, ...pastDue].map((r) => r.id),
    endingTrials: endingTrials.map((r) => r.id),
    renewingLicences: renewingLicences.map((r) => r.id),
  };
}

/** A period was paid: the subscription runs on to `periodEnd`; a trial's first charge converts it. */
export async function markRenewed(
  tx: DbOrTx,
  row: SubscriptionRow,
  period: { start: Date; end: Date },
  now: Date,
  /** The seat prorations left for the next renewal (a credit larger than this one's charge). */
  prorationCents = 0,
) {
  await tx
    .update(subscriptions)
    .set({
      status: "active",
      prorationCents,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      renewalFailure: null,
      convertedAt: row.trialStartedAt && !row.convertedAt ? now : row.convertedAt,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
}

/** The renewal charge failed: past_due until the card is fixed (the period does not move). */
export async function markPastDue(tx: DbOrTx, id: number, failure: string, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: "past_due", renewalFailure: failure, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** The subscription stops: at its period's end after a cancellation, or after an unpaid grace. */
export async function markEnded(tx: DbOrTx, id: number, endedAt: Date, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: "canceled", endedAt, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** Cancel at period end (true) or resume (false); only a running subscription can do either. */
export async function setCancelAtPeriodEnd(
  tx: DbOrTx,
  row: SubscriptionRow,
  cancel: boolean,
  now: Date,
) {
  if (row.status === "canceled")
    throw conflict(
      "This subscription has ended. Subscribe again from the product's page.",
      "subscription_ended",
    );
  await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
}

/** The card renewals charge from now on. */
export async function saveSubscriptionCard(
  tx: DbOrTx,
  id: number,
  card: { paymentMethodRef: string; cardBrand: string; cardLast4: string },
  now: Date,
) {
  await tx
    .update(subscriptions)
    .set({ ...card, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** A live subscription of this user to one of these products (checkout refuses a second). */
export function isLive(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** The subscribed product's name, for messages and renewal lines. */
/**
 * What a subscription (or annual licence) was bought as: its first order's line type and offer,
 * which each renewal's order line repeats. A row with no such line reads by its interval.
 */
export async function boughtAsOf(
  db: DbOrTx,
  row: Pick<SubscriptionRow, "orderId" | "productId" | "interval">,
): Promise<{ type: "one-time" | "subscription"; offer: Offer }> {
  const [line] = row.orderId
    ? await db
        .select({ type: orderItems.type, unit: orderItems.priceUnit, term: orderItems.priceTerm })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.productId, row.productId)))
        .limit(1)
    : [];
  if (line) return { type: line.type, offer: { unit: line.unit, term: line.term } };
  return row.interval === "year"
    ? { type: "one-time", offer: { unit: "per_firm", term: "annual" } }
    : { type: "subscription", offer: { unit: "per_firm", term: "monthly" } };
}

export async function productNameOf(db: DbOrTx, productId: number): Promise<string> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  return row?.name ?? "Subscription";
}

/**
 * Stripe mode (decision 0094): the change is made in Stripe Billing first, inside the row's
 * lock; if Stripe refuses, the transaction rolls back and the row stays as it was.
 */
export type RemoteSubscriptionChange = (
  stripeSubscriptionId: string,
  change: "cancel" | "cancel now" | "resume",
) => Promise<void>;

async function tellRemote(
  remote: RemoteSubscriptionChange | undefined,
  row: SubscriptionRow,
  change: "cancel" | "cancel now" | "resume",
) {
  if (!remote || !row.stripeSubscriptionId) return;
  try {
    await remote(row.stripeSubscriptionId, change);
  } catch {
    // A 4xx so the person reads why (a 5xx hides its reason); nothing here changed.
    throw new HttpError(
      409,
      change === "resume"
        ? "Stripe could not resume this subscription just now. Nothing changed; try again in a minute."
        : "Stripe could not cancel this subscription just now. Nothing changed; try again in a minute.",
      "subscription_provider_failed",
    );
  }
}

/**
 * The owner cancels: it runs to the end of the period paid (or the trial) and then ends; a
 * past_due one, with nothing paid ahead, ends now. Cancelling twice changes nothing more.
 */
export async function cancelOwnSubscription(
  db: Db,
  userId: string,
  id: number,
  siteUrl: string,
  now: Date = new Date(),
  remote?: RemoteSubscriptionChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, userId, id);
    if (row.status === "canceled" || row.cancelAtPeriodEnd) return;
    await tellRemote(remote, row, row.status === "past_due" ? "cancel now" : "cancel");
    if (row.status === "past_due") {
      await setCancelAtPeriodEnd(tx, row, true, now);
      await markEnded(tx, row.id, now, now);
    } else {
      await setCancelAtPeriodEnd(tx, row, true, now);
    }
    await queueSubscriptionEmail(
      tx,
      {
        kind: "subscription-canceled",
        dedupeKey: `subscription-canceled:${row.id}:${now.toISOString()}`,
        userId,
        productName: await productNameOf(tx, row.productId),
        amountCents: 0,
        date: row.status === "past_due" ? now : row.currentPeriodEnd,
        interval: row.interval,
      },
      siteUrl,
    );
  });
}

/** The owner changes their mind before the period ends: it renews again. */
export async function resumeOwnSubscription(
  db: Db,
  userId: string,
  id: number,
  now: Date = new Date(),
  remote?: RemoteSubscriptionChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, userId, id);
    if (row.status === "canceled")
      throw conflict(
        "This subscription has ended. Subscribe again from the product's page.",
        "subscription_ended",
      );
    if (!row.cancelAtPeriodEnd) return;
    await tellRemote(remote, row, "resume");
    await setCancelAtPeriodEnd(tx, row, false, now);
  });
}

/**
 * Stripe mode: live subscriptions with a Stripe customer's card that Stripe Billing does not hold
 * yet (a crash between the checkout's commit and the Stripe call, or older rows), whose period
 * ends after `after` (Stripe's first invoice must lie in the future). `ids` narrows it.
 */
export async function unheldStripeSubscriptionIds(
  db: DbOrTx,
  after: Date,
  ids?: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        ids ? inArray(subscriptions.id, ids.length ? ids : [-1]) : undefined,
        inArray(subscriptions.status, ["trialing", "active"]),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.stripeSubscriptionId),
        like(subscriptions.paymentMethodRef, "cus_%/%"),
        gt(subscriptions.currentPeriodEnd, after),
      ),
    );
  return rows.map((r) => r.id);
}

/** The subscriptions an order started. */
export async function subscriptionIdsOfOrder(db: DbOrTx, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.orderId, orderId));
  return rows.map((r) => r.id);
}

/** Stripe Billing holds it from now on; its first invoice falls at `firstChargeAt` (whole seconds). */
export async function markHeldByStripe(
  tx: DbOrTx,
  id: number,
  stripeSubscriptionId: string,
  firstChargeAt: Date,
  now: Date,
) {
  await tx
    .update(subscriptions)
    .set({ stripeSubscriptionId, currentPeriodEnd: firstChargeAt, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** The subscription Stripe's `sub_…` is, locked until the transaction ends. */
export async function lockSubscriptionByStripeId(
  tx: DbOrTx,
  stripeSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for("update");
  return row;
}

/** Stripe says whether it ends at the period's end (customer.subscription.updated). */
export async function syncCancelAtPeriodEnd(
  tx: DbOrTx,
  row: SubscriptionRow,
  cancel: boolean,
  now: Date,
) {
  if (row.cancelAtPeriodEnd === cancel) return;
  await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
}
