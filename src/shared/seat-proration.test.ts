import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  activationLimit,
  MAX_OFFER_QUANTITY,
  periodCharge,
  prorationCents,
  quoteSeatChange,
  renewalTotals,
} from "./offer.js";

/** Seat changes in the middle of a period (decision 0251), priced by the one pricing function. */
const START = new Date("2026-11-01T00:00:00Z");
const END = new Date("2026-12-01T00:00:00Z");
const LENGTH = END.getTime() - START.getTime();

const change = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 150_000 }),
  fromQuantity: fc.integer({ min: 1, max: MAX_OFFER_QUANTITY }),
  toQuantity: fc.integer({ min: 1, max: MAX_OFFER_QUANTITY }),
  elapsed: fc.integer({ min: 0, max: LENGTH }),
});
const at = (elapsed: number) => ({
  periodStart: START,
  periodEnd: END,
  now: new Date(START.getTime() + elapsed),
});

describe("prorating a seat change", () => {
  it("charges for added seats and credits removed ones, never more than a whole period of them", () => {
    fc.assert(
      fc.property(change, ({ elapsed, ...c }) => {
        const cents = prorationCents({ ...c, ...at(elapsed) });
        const whole = (c.toQuantity - c.fromQuantity) * c.unitPriceCents;
        expect(Math.sign(cents) === Math.sign(whole) || cents === 0).toBe(true);
        expect(Math.abs(cents)).toBeLessThanOrEqual(Math.abs(whole));
        // By long-hand arithmetic: the seats' price for the time left, to the nearest cent.
        const exact = (whole * (LENGTH - elapsed)) / LENGTH;
        expect(Math.abs(cents - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("is the whole difference at the period's start and nothing at its end", () => {
    const c = { unitPriceCents: 11_900, fromQuantity: 40, toQuantity: 43 };
    expect(prorationCents({ ...c, ...at(0) })).toBe(3 * 11_900);
    expect(prorationCents({ ...c, ...at(LENGTH) })).toBe(0);
    // Half the month left: half of three seats.
    expect(prorationCents({ ...c, ...at(LENGTH / 2) })).toBe(17_850);
    // After the period's end (a renewal not yet run): nothing more.
    expect(prorationCents({ ...c, ...at(LENGTH * 2) })).toBe(0);
  });

  it("adding seats and removing them again at the same moment nets to nothing", () => {
    fc.assert(
      fc.property(change, ({ elapsed, ...c }) => {
        const there = prorationCents({ ...c, ...at(elapsed) });
        const back = prorationCents({
          ...c,
          fromQuantity: c.toQuantity,
          toQuantity: c.fromQuantity,
          ...at(elapsed),
        });
        expect(there + back).toBe(0);
      }),
    );
  });

  it("a renewal charges the period plus its prorations, never below $0, and keeps the rest of a credit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 1, max: MAX_OFFER_QUANTITY }),
        fc.integer({ min: -50_000_000, max: 50_000_000 }),
        (unitPriceCents, quantity, pending) => {
          const charge = periodCharge({ unitPriceCents, quantity }, pending);
          expect(charge.subtotalCents).toBeGreaterThanOrEqual(0);
          expect(charge.subtotalCents).toBe(charge.periodCents + charge.prorationAppliedCents);
          expect(charge.prorationAppliedCents + charge.prorationCarriedCents).toBe(pending);
          expect(charge.prorationCarriedCents).toBeLessThanOrEqual(0);
          if (pending >= 0) expect(charge.prorationCarriedCents).toBe(0);
          // Without prorations it is exactly the plain renewal.
          const plain = periodCharge({ unitPriceCents, quantity });
          expect({
            subtotalCents: plain.subtotalCents,
            taxCents: plain.taxCents,
            totalCents: plain.totalCents,
          }).toEqual(renewalTotals({ unitPriceCents, quantity }));
        },
      ),
    );
  });

  it("a quote shows the next charge with the proration and the renewals after it without", () => {
    const quote = quoteSeatChange({
      unitPriceCents: 11_900,
      fromQuantity: 5,
      toQuantity: 7,
      pendingProrationCents: 0,
      ...at(LENGTH / 2),
    });
    expect(quote.prorationCents).toBe(11_900);
    // 7 seats for a month ($833.00) + half a month of 2 seats ($119.00) = $952.00, + 8% tax.
    expect(quote.nextCharge.subtotalCents).toBe(95_200);
    expect(quote.nextCharge.totalCents).toBe(102_816);
    expect(quote.laterCharge.totalCents).toBe(Math.round(83_300 * 1.08));
  });

  it("documents each key's activation limit", () => {
    expect(activationLimit("per_user")).toBe(2);
    expect(activationLimit("per_firm")).toBe(25);
    expect(activationLimit("per_client")).toBe(5);
  });
});
