import { describe, expect, it } from "vitest";
import { readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import { readQuantities } from "./quantities.js";

const read = (said: string) => {
  const t = numbersAsDigits(said);
  return readQuantities(t, readMoney(t));
};

describe("“N of our clients” counts those clients", () => {
  it("reads a dozen of our clients as 12 clients, the words between aside", () => {
    expect(read("about a dozen of our bookkeeping clients sell on Etsy").clients).toBe(12);
    expect(read("maybe 15 of my payroll clients have workers in two states").clients).toBe(15);
  });
  it("reads some of the staff as seats", () => {
    expect(read("4 of our preparers would log in").seats).toBe(4);
  });
});
