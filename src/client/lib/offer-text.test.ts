import { describe, expect, it } from "vitest";
import { lineCountText, lineSumText, lineTotalText, perPeriod, wholeFirmNote } from "./offer-text";

const seats = {
  unitPrice: "119.00",
  quantity: 5,
  offer: { unit: "per_user", term: "monthly" },
} as const;
const licence = {
  unitPrice: "499.00",
  quantity: 1,
  offer: { unit: "per_firm", term: "annual" },
} as const;
const once = {
  unitPrice: "1299.00",
  quantity: 1,
  offer: { unit: "per_firm", term: "perpetual" },
} as const;

describe("a priced line's words", () => {
  it("multiplies through the pricing function and says what the total is per", () => {
    expect(lineTotalText(seats)).toBe("$595.00 / month");
    expect(lineTotalText({ ...seats, quantity: 40 })).toBe("$4,760.00 / month");
    expect(lineTotalText(licence)).toBe("$499.00 / year");
    expect(lineTotalText(once)).toBe("$1,299.00");
    expect(perPeriod({ unit: "per_return", term: "per_use" })).toBe("");
  });

  it("counts in the offer's unit", () => {
    expect(lineCountText(seats)).toBe("5 users × $119.00 / user / month");
    expect(lineCountText(licence)).toBe("1 licence × $499.00 / year");
    expect(lineSumText({ ...seats, quantity: 1 })).toBe("1 user × $119.00 = $119.00 / month");
    expect(
      lineSumText({
        unitPrice: "69.00",
        quantity: 12,
        offer: { unit: "per_client", term: "monthly" },
      }),
    ).toBe("12 clients × $69.00 = $828.00 / month");
  });

  it("says why a per-firm line is one licence, and nothing for counted offers", () => {
    expect(wholeFirmNote(licence.offer)).toBe("One licence covers the whole firm.");
    expect(wholeFirmNote(seats.offer)).toBeNull();
  });
});
