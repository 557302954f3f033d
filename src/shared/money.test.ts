import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToDecimal, formatMoney, formatPrice, parseCents, taxOn } from "./money.js";

describe("parseCents", () => {
  it("reads decimal strings exactly", () => {
    expect(parseCents("49.99")).toBe(4999);
    expect(parseCents("0.29")).toBe(29);
    expect(parseCents("1.10")).toBe(110);
    expect(parseCents("1.1")).toBe(110);
    expect(parseCents("1500")).toBe(150000);
    expect(parseCents("1500.00")).toBe(150000);
    expect(parseCents("0.07")).toBe(7);
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "1.999", "-1.00", "1,000.00", "1e3", ".5", "NaN"]) {
      expect(() => parseCents(bad)).toThrow();
    }
  });

  it("round-trips with centsToDecimal for every amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(parseCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatting", () => {
  it("shows two decimals, a dollar sign and thousands separators", () => {
    expect(formatMoney(4999)).toBe("$49.99");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(150000)).toBe("$1,500.00");
    expect(formatMoney(123456789)).toBe("$1,234,567.89");
    expect(centsToDecimal(4990)).toBe("49.90");
    expect(formatPrice("1299.00")).toBe("$1,299.00");
  });
});

describe("tax and totals", () => {
  it("rounds half a cent up, once, on the subtotal", () => {
    expect(taxOn(0)).toBe(0);
    expect(taxOn(4999)).toBe(400); // 399.92
    expect(taxOn(1875)).toBe(150); // 150.00
    expect(taxOn(1881)).toBe(150); // 150.48
    expect(taxOn(1882)).toBe(151); // 150.56
    expect(taxOn(2025)).toBe(162); // 162.00
    expect(taxOn(6)).toBe(0); // 0.48
    expect(taxOn(7)).toBe(1); // 0.56 rounds up
    expect(taxOn(1)).toBe(0); // 0.08
  });

  it("the tax never strays more than half a cent from 8%", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (subtotal) => {
        const tax = taxOn(subtotal);
        const exactHundredths = subtotal * 8; // tax x 100, exact in integers
        expect(tax * 100 - exactHundredths).toBeLessThanOrEqual(50);
        expect(exactHundredths - tax * 100).toBeLessThan(50);
      }),
    );
  });
});
