import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  costOverMonths,
  countOf,
  firstYearCost,
  MAX_OFFER_QUANTITY,
  OFFER_TERMS,
  OFFER_UNITS,
  offerTypeProblem,
  priceLabel,
  productLine,
  quantityProblem,
  quoteLine,
  quoteLines,
  renewalTotals,
  typeOfTerm,
  type Offer,
  type PricedLineInput,
} from "./offer.js";

/** Tax by long-hand decimal arithmetic on BigInt: 8/100 of the subtotal, half a cent rounds up. */
function referenceTax(subtotalCents: number): number {
  const eightPercentInHundredthsOfACent = BigInt(subtotalCents) * 8n;
  const wholeCents = eightPercentInHundredthsOfACent / 100n;
  const remainder = eightPercentInHundredthsOfACent % 100n;
  return Number(remainder >= 50n ? wholeCents + 1n : wholeCents);
}

const NOW = new Date("2026-11-27T10:00:00Z");

const offer = fc.record({
  unit: fc.constantFrom(...OFFER_UNITS),
  term: fc.constantFrom(...OFFER_TERMS),
});
const line: fc.Arbitrary<PricedLineInput> = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 150_000 }),
  quantity: fc.integer({ min: 1, max: MAX_OFFER_QUANTITY }),
  offer,
  trialDays: fc.integer({ min: 0, max: 90 }),
});

describe("the price's words", () => {
  it("say the unit and the term, as the issue's examples read", () => {
    expect(priceLabel({ price: "499.00", offer: { unit: "per_firm", term: "annual" } })).toBe(
      "$499.00 / year",
    );
    expect(priceLabel({ price: "119.00", offer: { unit: "per_user", term: "monthly" } })).toBe(
      "$119.00 / user / month",
    );
    expect(priceLabel({ price: "69.00", offer: { unit: "per_client", term: "monthly" } })).toBe(
      "$69.00 / client / month",
    );
    expect(priceLabel({ price: "1299.00", offer: { unit: "per_firm", term: "perpetual" } })).toBe(
      "$1,299.00 one-time",
    );
    expect(priceLabel({ price: "149.00", offer: { unit: "per_user", term: "perpetual" } })).toBe(
      "$149.00 / user, one-time",
    );
    expect(priceLabel({ price: "12.00", offer: { unit: "per_return", term: "per_use" } })).toBe(
      "$12.00 / return",
    );
  });

  it("count what the unit counts", () => {
    expect(countOf("per_user", 1)).toBe("1 user");
    expect(countOf("per_user", 12)).toBe("12 users");
    expect(countOf("per_client", 140)).toBe("140 clients");
    expect(countOf("per_firm", 1)).toBe("1 licence");
  });
});

describe("what may be bought", () => {
  it("a per-firm licence once, other units 1 to 500", () => {
    expect(quantityProblem("per_firm", 1)).toBeNull();
    expect(quantityProblem("per_firm", 2)).toMatch(/whole firm/);
    for (const unit of ["per_user", "per_client", "per_return"] as const) {
      expect(quantityProblem(unit, 1)).toBeNull();
      expect(quantityProblem(unit, MAX_OFFER_QUANTITY)).toBeNull();
      expect(quantityProblem(unit, MAX_OFFER_QUANTITY + 1)).toMatch(/At most 500/);
    }
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(quantityProblem("per_user", bad)).not.toBeNull();
  });

  it("only a monthly term is a subscription", () => {
    for (const term of OFFER_TERMS) {
      const type = typeOfTerm(term);
      expect(offerTypeProblem(type, { unit: "per_firm", term })).toBeNull();
      const other = type === "subscription" ? "one-time" : "subscription";
      expect(offerTypeProblem(other, { unit: "per_firm", term })).not.toBeNull();
    }
  });
});

describe("quoteLine", () => {
  it("prices 40 users of a $119 per-user monthly subscription at $4,760 a month", () => {
    const q = quoteLine(
      productLine({ price: "119.00", offer: { unit: "per_user", term: "monthly" } }, 40),
      NOW,
    );
    expect(q.lineCents).toBe(476_000);
    expect(q.monthlyCents).toBe(476_000);
    expect(q.firstYearCents).toBe(5_712_000);
    expect(renewalTotals({ unitPriceCents: 11_900, quantity: 40 }).totalCents).toBe(514_080);
    expect(q.renewal).toEqual({ amountCents: 476_000, date: new Date("2026-12-27T10:00:00Z") });
  });

  it("renews an annual licence a year on and never calls it one-time", () => {
    const q = quoteLine(
      productLine({ price: "499.00", offer: { unit: "per_firm", term: "annual" } }),
      NOW,
    );
    expect(q.interval).toBe("year");
    expect(q.renewal).toEqual({ amountCents: 49_900, date: new Date("2027-11-27T10:00:00Z") });
    expect(q.firstYearCents).toBe(49_900);
    expect(q.monthlyCents).toBe(4_159); // a twelfth, rounded up to the cent
  });

  it("charges nothing today during a monthly trial, and the first charge when it ends", () => {
    const q = quoteLine(
      productLine({ price: "69.00", offer: { unit: "per_client", term: "monthly" } }, 140, 14),
      NOW,
    );
    expect(q.dueTodayCents).toBe(0);
    expect(q.renewal).toEqual({ amountCents: 966_000, date: new Date("2026-12-11T10:00:00Z") });
  });

  it("gives a trial only to monthly terms", () => {
    const q = quoteLine(
      productLine({ price: "499.00", offer: { unit: "per_firm", term: "annual" } }, 1, 14),
      NOW,
    );
    expect(q.dueTodayCents).toBe(49_900);
  });

  it("a perpetual licence never renews", () => {
    const q = quoteLine(
      productLine({ price: "899.00", offer: { unit: "per_user", term: "perpetual" } }, 3),
      NOW,
    );
    expect(q.renewal).toBeNull();
    expect(q.firstYearCents).toBe(269_700);
  });

  it("the API's first-year cost is for one unit", () => {
    expect(firstYearCost({ price: "119.00", offer: { unit: "per_user", term: "monthly" } })).toBe(
      "1428.00",
    );
    expect(firstYearCost({ price: "499.00", offer: { unit: "per_firm", term: "annual" } })).toBe(
      "499.00",
    );
  });

  it("refuses fractional cents or quantities", () => {
    const o: Offer = { unit: "per_user", term: "monthly" };
    expect(() => quoteLine({ unitPriceCents: 10.5, quantity: 1, offer: o }, NOW)).toThrow();
    expect(() => quoteLine({ unitPriceCents: 100, quantity: 1.5, offer: o }, NOW)).toThrow();
    expect(() => quoteLine({ unitPriceCents: 100, quantity: 0, offer: o }, NOW)).toThrow();
  });
});

describe("quoteLines", () => {
  it("taxes the subtotal once, not each line", () => {
    // Three lines of $0.06 each: per-line tax would be 0 + 0 + 0; on the $0.18 subtotal it is 1 cent.
    const lines = [1, 2, 3].map(() => ({
      unitPriceCents: 6,
      quantity: 1,
      offer: { unit: "per_firm", term: "perpetual" } as Offer,
    }));
    expect(quoteLines(lines, NOW).list).toEqual({
      subtotalCents: 18,
      taxCents: 1,
      totalCents: 19,
    });
  });

  it("5 seats cost 5 x price plus 8% tax", () => {
    const q = quoteLines(
      [productLine({ price: "119.00", offer: { unit: "per_user", term: "monthly" } }, 5)],
      NOW,
    );
    expect(q.list).toEqual({ subtotalCents: 59_500, taxCents: 4_760, totalCents: 64_260 });
  });

  it("for any cart: sums of the lines, tax = round(8%) once, and today never above the list", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const q = quoteLines(lines, NOW);
        const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        expect(q.list.subtotalCents).toBe(subtotal);
        expect(q.list.taxCents).toBe(referenceTax(subtotal));
        expect(q.list.totalCents).toBe(subtotal + referenceTax(subtotal));
        expect(q.dueToday.totalCents).toBeLessThanOrEqual(q.list.totalCents);
        expect(q.dueToday.taxCents).toBe(referenceTax(q.dueToday.subtotalCents));
        // What is free today is exactly the monthly lines on a trial.
        const free = lines
          .filter((l) => l.offer.term === "monthly" && (l.trialDays ?? 0) > 0)
          .reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        expect(q.list.subtotalCents - q.dueToday.subtotalCents).toBe(free);
        // A year holds twelve months of a subscription and one of anything else.
        const year = lines.reduce(
          (sum, l) => sum + l.unitPriceCents * l.quantity * (l.offer.term === "monthly" ? 12 : 1),
          0,
        );
        expect(q.firstYear.subtotalCents).toBe(year);
      }),
      { numRuns: 500 },
    );
  });

  it("a line's quote scales with its quantity, and only recurring terms renew", () => {
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: 20 }), (l, k) => {
        fc.pre(l.quantity * k <= MAX_OFFER_QUANTITY);
        const one = quoteLine(l, NOW);
        const many = quoteLine({ ...l, quantity: l.quantity * k }, NOW);
        expect(many.lineCents).toBe(one.lineCents * k);
        expect(many.firstYearCents).toBe(one.firstYearCents * k);
        expect(one.renewal === null).toBe(
          l.offer.term === "perpetual" || l.offer.term === "per_use",
        );
        if (one.renewal) expect(one.renewal.date.getTime()).toBeGreaterThan(NOW.getTime());
      }),
      { numRuns: 300 },
    );
  });
});

describe("costOverMonths", () => {
  const line = (unit: Offer["unit"], term: Offer["term"], quantity = 3): PricedLineInput => ({
    unitPriceCents: 59_00,
    quantity,
    offer: { unit, term },
    trialDays: 14,
  });

  it("charges a monthly term every month, an annual licence every year begun, the rest once", () => {
    expect(costOverMonths(line("per_user", "monthly"), 6)).toBe(6 * 3 * 59_00);
    expect(costOverMonths(line("per_user", "annual"), 6)).toBe(3 * 59_00);
    expect(costOverMonths(line("per_user", "annual"), 13)).toBe(2 * 3 * 59_00);
    expect(costOverMonths(line("per_user", "perpetual"), 36)).toBe(3 * 59_00);
    expect(costOverMonths(line("per_return", "per_use"), 2)).toBe(3 * 59_00);
    expect(() => costOverMonths(line("per_user", "monthly"), 0)).toThrow();
  });

  it("over twelve months is the first-year cost, for any offer", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OFFER_UNITS),
        fc.constantFrom(...OFFER_TERMS),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        (unit, term, price, quantity) => {
          const input = { unitPriceCents: price, quantity, offer: { unit, term }, trialDays: 14 };
          expect(costOverMonths(input, 12)).toBe(quoteLine(input, new Date(0)).firstYearCents);
        },
      ),
    );
  });
});
