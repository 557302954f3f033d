import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { withTax } from "./offer.js";
import { netPaidCents, refundAmount, type RefundableOrder } from "./refunds.js";

function orderOf(prices: number[]): RefundableOrder {
  const totals = withTax(prices.reduce((sum, cents) => sum + cents, 0));
  return {
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    lines: prices.map((lineCents, i) => ({ id: i + 1, lineCents, refunded: false })),
  };
}

describe("refundAmount", () => {
  it("gives a line back with its share of the tax", () => {
    const order = orderOf([129900, 4999]); // tax 10792 on 134899
    expect(refundAmount(order, [2])).toBe(4999 + 400);
    expect(refundAmount(order, [1, 2])).toBe(order.totalCents);
  });

  it("adds up to the order's total exactly, whatever the order of the refunds", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 8 }),
        fc.infiniteStream(fc.boolean()),
        (prices, coin) => {
          const order = orderOf(prices);
          let refunded = 0;
          const lines = [...order.lines];
          const remaining = [...lines].sort(() => (coin.next().value ? 1 : -1));
          while (remaining.length > 0) {
            const take = remaining.splice(0, 1 + (coin.next().value ? 1 : 0));
            const amount = refundAmount(
              { ...order, lines },
              take.map((l) => l.id),
            );
            expect(amount).toBeGreaterThan(0);
            refunded += amount;
            expect(refunded).toBeLessThanOrEqual(order.totalCents);
            for (const line of take) lines[line.id - 1] = { ...line, refunded: true };
          }
          expect(refunded).toBe(order.totalCents);
        },
      ),
    );
  });
});

describe("netPaidCents", () => {
  it("is the order's total less what refunds gave back", () => {
    expect(netPaidCents({ totalAmount: "15917.04", refundedAmount: "1402.92" })).toBe(1451412);
    expect(netPaidCents({ totalAmount: "53.99", refundedAmount: "0.00" })).toBe(5399);
    expect(netPaidCents({ totalAmount: "53.99", refundedAmount: "53.99" })).toBe(0);
  });
});
