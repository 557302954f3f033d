import type { Subscription } from "@shared/contracts/orders";

/**
 * Where a subscription stands, told by its date (decision 0090), in the words the home page and
 * the dashboard share: one that will not renew (a cancelled trial included) says when it ends,
 * never "Next billing". An annual licence (decision 0194) renews or expires on its date. Dates are
 * written by the caller's `formatDate`, in the person's zone (lib/local-date.tsx).
 */
export function subscriptionDateLine(s: Subscription, formatDate: (iso: string) => string): string {
  const end = formatDate(s.currentPeriodEnd);
  if (s.interval === "year" && s.status !== "past_due") {
    if (s.status === "canceled") return `Expired on ${formatDate(s.endedAt ?? s.currentPeriodEnd)}`;
    return s.cancelAtPeriodEnd ? `Expires on ${end}` : `Renews on ${end}`;
  }
  if (s.status === "canceled") return `Ended on ${formatDate(s.endedAt ?? s.currentPeriodEnd)}`;
  if (s.cancelAtPeriodEnd) return `Ends on ${end}`;
  if (s.status === "trialing") return `Trial — ends ${end}`;
  if (s.status === "past_due") return `Payment due since ${end}`;
  return `Next billing date: ${end}`;
}
