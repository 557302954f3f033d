import { describe, expect, it } from "vitest";
import type { Subscription } from "@shared/contracts/orders";
import { formatDate } from "@client/lib/format-date";
import { subscriptionDateLine as lineIn } from "./subscription-dates";

/** The lines as a person in UTC reads them (the dates are noon UTC: the same day anywhere near). */
const subscriptionDateLine = (s: Subscription) => lineIn(s, (iso) => formatDate(iso, "UTC"));

const running: Subscription = {
  id: 1,
  firm: null,
  status: "active",
  currentPeriodEnd: "2027-03-15T12:00:00.000Z",
  product: {
    id: 2,
    name: "Harborview Client Portal",
    description: "A portal.",
    price: "79.00",
    category: "saas",
    type: "subscription",
    imageUrl: null,
    downloadUrl: null,
    stripePriceId: null,
    features: null,
    isActive: true,
    offer: { unit: "per_user", term: "monthly" },
  },
  interval: "month",
  trialEndsAt: null,
  cancelAtPeriodEnd: false,
  endedAt: null,
  renewalAmount: "85.32",
  unitPrice: "79.00",
  quantity: 1,
  card: null,
  renewalFailure: null,
};

describe("subscriptionDateLine", () => {
  it("says when a running subscription bills next, and when a trial ends", () => {
    expect(subscriptionDateLine(running)).toBe("Next billing date: Mar 15, 2027");
    expect(subscriptionDateLine({ ...running, status: "trialing" })).toBe(
      "Trial — ends Mar 15, 2027",
    );
    expect(subscriptionDateLine({ ...running, status: "past_due" })).toBe(
      "Payment due since Mar 15, 2027",
    );
  });

  it("says when a cancelled one ends, a cancelled trial too: never Next billing", () => {
    for (const status of ["trialing", "active"] as const) {
      expect(subscriptionDateLine({ ...running, status, cancelAtPeriodEnd: true })).toBe(
        "Ends on Mar 15, 2027",
      );
    }
    expect(
      subscriptionDateLine({
        ...running,
        status: "canceled",
        cancelAtPeriodEnd: true,
        endedAt: "2027-02-01T12:00:00.000Z",
      }),
    ).toBe("Ended on Feb 1, 2027");
  });

  it("says an annual licence renews on its date, or expires on it once renewal is off", () => {
    const licence = { ...running, interval: "year" as const };
    expect(subscriptionDateLine(licence)).toBe("Renews on Mar 15, 2027");
    expect(subscriptionDateLine({ ...licence, cancelAtPeriodEnd: true })).toBe(
      "Expires on Mar 15, 2027",
    );
    expect(subscriptionDateLine({ ...licence, status: "canceled" })).toBe(
      "Expired on Mar 15, 2027",
    );
  });
});
