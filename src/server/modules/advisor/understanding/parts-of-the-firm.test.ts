import { describe, expect, it } from "vitest";
import { readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import { readQuantities } from "./quantities.js";

const read = (said: string) => {
  const t = numbersAsDigits(said);
  return readQuantities(t, readMoney(t));
};

describe("a smaller count of people after the firm's own is some of them", () => {
  it("keeps the firm's headcount when a part of it is described", () => {
    expect(
      read("We are a 12-person shop; 4 people basically do nothing but data entry all week").seats,
    ).toBe(12);
    expect(read("there are ten of us, two staff members quit in the spring tho").seats).toBe(10);
    expect(read("Team of 6. Only one of us really knows the software we have now.").seats).toBe(6);
  });

  it("counts the part that would use the product", () => {
    expect(read("We're 9 in total but just 3 of us would use it").seats).toBe(3);
    expect(read("a 15-person firm, 5 preparers need a licence").seats).toBe(5);
  });
});

describe("the one writing, the only one of a role", () => {
  it("is one seat", () => {
    expect(read("I am the sole bookkeeper for a small church and its school").seats).toBe(1);
    expect(read("im the lone accountant at our family's company").seats).toBe(1);
  });
});

describe("a count after a role the writer plays for them is of clients", () => {
  it("counts the businesses served", () => {
    expect(read("I'm a fractional controller for nine dental practices").clients).toBe(9);
    expect(read("outsourced CFO for 5 tech startups in Austin").clients).toBe(5);
    expect(read("I work as a consultant for 11 family vineyards").clients).toBe(11);
  });
});
