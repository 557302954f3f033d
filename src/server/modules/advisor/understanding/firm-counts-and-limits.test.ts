import { describe, expect, it } from "vitest";
import { spanishToEnglish } from "./language.js";
import { readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import { readQuantities } from "./quantities.js";

const read = (text: string) => readQuantities(numbersAsDigits(spanishToEnglish(text)), []);
const money = (text: string) => {
  const [first] = readMoney(numbersAsDigits(spanishToEnglish(text)));
  return (
    first && {
      cents: first.amountCents,
      period: first.period,
      kind: first.kind,
      hard: first.hard,
    }
  );
};

describe("clients counted under the names of who they are", () => {
  it("counts the people and bodies a firm works for as its clients", () => {
    expect(read("I keep the books for about 30 plumbers and electricians").clients).toBe(30);
    expect(read("We file for 75 landlords every January").clients).toBe(75);
    expect(read("Bookkeeping for 18 churches in the county").clients).toBe(18);
    expect(read("We do the monthly close for 14 dentists").clients).toBe(14);
    expect(read("Llevo la contabilidad de 45 negocios").clients).toBe(45);
  });

  it("counts clients said as 'N of them' where the sentence ends", () => {
    expect(read("Our clients are mostly farms. We have about 22 of them.").clients).toBe(22);
    expect(read("All our clients run restaurants, 9 of them at the moment.").clients).toBe(9);
    // Some of the clients, not how many there are.
    expect(read("We have 40 clients, 6 of them use Xero.").clients).toBe(40);
  });

  it("keeps the firm's own people and things as what they are", () => {
    expect(read("4 volunteers and 3 computers").clients).toBeNull();
    expect(read("We track 200 vendors for 1099s").clients).toBeNull();
    expect(read("we pay 50 employees").clients).toBeNull();
  });
});

describe("the firm's headcount", () => {
  it("takes the whole when its parts are listed after it", () => {
    expect(read("Five people (three partners and two assistants)").seats).toBe(5);
    expect(read("somos seis personas: dos socias y cuatro empleadas").seats).toBe(6);
    expect(read("We are 3 accountants and 2 assistants").seats).toBe(5);
  });

  it("reads someone who says they are alone as one user", () => {
    expect(read("Enrolled agent, alone, around 80 clients").seats).toBe(1);
    expect(read("I do this alone for 25 families").seats).toBe(1);
    expect(read("We need a stand-alone app for 3 users").seats).toBe(3);
  });
});

describe("budgets the firm states as its limit", () => {
  it("reads what the firm has, can go to, or finds fine at most as a hard cap", () => {
    expect(money("We've got up to $900 a year for this")).toEqual({
      cents: 900_00,
      period: "year",
      kind: "cap",
      hard: true,
    });
    expect(money("Up to 250 dollars a month would be fine")).toMatchObject({
      kind: "cap",
      hard: true,
    });
    expect(money("My boss says we could go to $2,000 a month")).toMatchObject({
      period: "month",
      kind: "cap",
      hard: true,
    });
    expect(money("Tenemos hasta 800 dolares al mes")).toMatchObject({
      kind: "cap",
      hard: true,
    });
    expect(money("Nothing above $75, please")).toMatchObject({
      kind: "cap",
      hard: true,
    });
    expect(money("No queremos pasar de 400 dolares al mes")).toMatchObject({
      kind: "cap",
      hard: true,
    });
  });

  it("reads a sum for the first year as a year's", () => {
    expect(money("El tope es 2.000 dolares el primer año")).toMatchObject({
      period: "year",
      hard: true,
    });
    expect(money("We can spend $5,000 in year one")).toMatchObject({
      period: "year",
    });
  });

  it("keeps a target a target", () => {
    expect(money("We're hoping for roughly $700 a month if possible")).toMatchObject({
      kind: "target",
      hard: false,
    });
  });
});
