import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  DEFAULT_TRIAL_DAYS,
  subscriptionCounts,
  trialDaysOf,
  trialsHint,
} from "./subscriptions.js";

describe("subscription rules", () => {
  it("take the trial from the fact sheet, 14 days when it does not say, none for one-time products", () => {
    expect(trialDaysOf({ type: "subscription", facts: { trialDays: 30 } })).toBe(30);
    expect(trialDaysOf({ type: "subscription", facts: { trialDays: 0 } })).toBe(0);
    expect(trialDaysOf({ type: "subscription", facts: { trialDays: "unknown" } })).toBe(
      DEFAULT_TRIAL_DAYS,
    );
    expect(trialDaysOf({ type: "subscription", facts: null })).toBe(14);
    expect(trialDaysOf({ type: "one-time", facts: { trialDays: 14 } })).toBe(0);
  });

  it("bill a month on, clamped to the end of a short month", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(addMonths(new Date("2026-11-23T20:00:00Z")).toISOString()).toBe(
      "2026-12-23T20:00:00.000Z",
    );
    expect(addMonths(new Date("2026-12-15T00:00:00Z")).toISOString()).toBe(
      "2027-01-15T00:00:00.000Z",
    );
    expect(addDays(new Date("2026-11-23T20:00:00Z"), 14).toISOString()).toBe(
      "2026-12-07T20:00:00.000Z",
    );
  });
});

describe("subscriptionCounts (issue 47)", () => {
  it("counts paid subscriptions as active and running trials apart; a cancelled trial in neither", () => {
    const list = [
      { status: "active", cancelAtPeriodEnd: false },
      { status: "active", cancelAtPeriodEnd: true },
      { status: "trialing", cancelAtPeriodEnd: false },
      { status: "trialing", cancelAtPeriodEnd: true },
      { status: "canceled", cancelAtPeriodEnd: false },
      { status: "past_due", cancelAtPeriodEnd: false },
    ];
    expect(subscriptionCounts(list)).toEqual({ active: 2, trials: 1 });
    expect(trialsHint(1)).toBe("+ 1 in free trial");
    expect(trialsHint(0)).toBeUndefined();
  });
});
