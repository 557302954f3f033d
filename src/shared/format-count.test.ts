import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes every whole number as Intl's en-US format does", () => {
    const intl = new Intl.NumberFormat("en-US");
    fc.assert(
      fc.property(
        fc.maxSafeInteger().chain((n) => fc.constantFrom(n, -n, n % 10_000)),
        (n) => {
          expect(formatCount(n)).toBe(intl.format(n));
        },
      ),
    );
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000])
      expect(formatCount(n)).toBe(intl.format(n));
  });

  it("refuses what is not a whole number", () => {
    for (const n of [1.5, Number.NaN, Infinity, 2 ** 53]) expect(() => formatCount(n)).toThrow();
  });
});
