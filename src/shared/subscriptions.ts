/**
 * Subscription rules both sides use (decision 0090): trial length, billing periods, statuses.
 * Dates are computed from an explicit "now" so the server's renewal job can run on any clock.
 */

/** The contact page's FAQ promise: a subscription whose fact sheet does not say gets 14 days. */
export const DEFAULT_TRIAL_DAYS = 14;
/** The trial-ending e-mail goes out this many days before the first charge. */
export const TRIAL_REMINDER_DAYS = 3;
/** An annual licence's renewal reminder goes out this many days before its yearly charge. */
export const LICENCE_RENEWAL_REMINDER_DAYS = 30;
/** A past_due subscription whose card is not fixed within this many days ends. */
export const PAST_DUE_GRACE_DAYS = 14;

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A status read as text (an admin report's column): unknown values read as "canceled". */
export const asSubscriptionStatus = (value: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
    ? (value as SubscriptionStatus)
    : "canceled";

/** Statuses of a subscription that is still running (one per customer per product). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ["trialing", "active", "past_due"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The free trial a product offers, in days (0: none). One-time products never have one. */
export function trialDaysOf(product: {
  type: "one-time" | "subscription";
  facts?: { trialDays?: number | "unknown" } | null;
}): number {
  if (product.type !== "subscription") return 0;
  const fact = product.facts?.trialDays;
  return typeof fact === "number" ? fact : DEFAULT_TRIAL_DAYS;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** One billing month on, clamped to the month's last day (Jan 31 -> Feb 28), in UTC. */
export function addMonths(from: Date, months = 1): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The spec's "Active Subscriptions" (status active) and, counted apart, the free trials running
 * (issue 47): a trial is not yet a paid subscription, but it should not count nowhere either. A
 * trial cancelled before its end is no longer counted as running.
 */
export function subscriptionCounts(
  list: readonly { status: string; cancelAtPeriodEnd: boolean }[],
) {
  return {
    active: list.filter((s) => s.status === "active").length,
    trials: list.filter((s) => s.status === "trialing" && !s.cancelAtPeriodEnd).length,
  };
}

/** "1 in free trial", "2 in free trial"; nothing when none runs. */
export const trialsHint = (trials: number) =>
  trials > 0 ? `+ ${trials} in free trial` : undefined;
