import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes every whole number as Intl's en-US format does", () => {
    const intl = new Intl.NumberFormat("en-US");
    const anyWhole = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    const small = fc.integer({ min: -100_000, max: 100_000 });
    fc.assert(
      fc.property(fc.oneof(anyWhole, small), (n) => {
        expect(formatCount(n)).toBe(intl.format(n));
      }),
    );
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000])
      expect(formatCount(n)).toBe(intl.format(n));
    // Intl writes "-0"; a count never shows a sign on nothing.
    expect(formatCount(-0)).toBe("0");
  });

  it("refuses what is not a whole number", () => {
    for (const n of [1.5, Number.NaN, Infinity, 2 ** 53]) expect(() => formatCount(n)).toThrow();
  });
});
