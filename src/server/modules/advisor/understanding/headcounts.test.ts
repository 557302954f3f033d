import { describe, expect, it } from "vitest";
import { spanishToEnglish } from "./language.js";
import { numbersAsDigits } from "./numbers.js";
import { budgetFrom, readMoney } from "./money.js";
import { readQuantities } from "./quantities.js";

const read = (text: string) => readQuantities(numbersAsDigits(text), []);
const readEs = (text: string) => readQuantities(numbersAsDigits(spanishToEnglish(text)), []);

describe("headcounts of people named by their trade, alone, or as 'both'", () => {
  it("reads 'both partners' and 'for both lawyers' as two people", () => {
    expect(
      read("The software is for the two of them: both partners will log in daily.").seats,
    ).toBe(2);
    expect(read("What is that for both lawyers?").seats).toBe(2);
    expect(read("Would both of the paralegals need a login?").seats).toBe(2);
    // Two products are not two people.
    expect(read("Do both products work with Xero?").seats).toBeNull();
  });

  it("counts attorneys and paralegals as users", () => {
    expect(read("A law office with three attorneys and no one else").seats).toBe(3);
  });

  it("reads someone working alone as one user", () => {
    expect(read("I'm a CPA and I work by myself out of a home office.").seats).toBe(1);
    expect(read("Enrolled agent, working on my own since 2019").seats).toBe(1);
    // The one writing counts once: "just me, and I …".
    expect(read("Bookkeeper here, only me, and I keep books for 20 shops").seats).toBe(1);
    expect(read("just me and a part-timer").seats).toBe(2);
  });
});

describe("people joined to the firm's own count", () => {
  it("adds them up: 'a three-accountant practice plus two part-time bookkeepers' is five", () => {
    expect(read("We're a three-accountant practice plus two part-time bookkeepers.").seats).toBe(5);
    expect(read("a team of 4 and one intern in the busy season").seats).toBe(5);
    expect(read("we're 6 plus a seasonal preparer").seats).toBe(7);
    // Counted on their own, they are not added to anything; the one writing is in the firm.
    expect(read("a 10-person firm").seats).toBe(10);
    expect(read("We're a 12-person firm and I run the payroll side").seats).toBe(12);
  });
});

describe("client companies counted as the per-client prices count them: each set of books", () => {
  it("counts locations that each keep their own books or entity as clients", () => {
    expect(
      read(
        "We keep the books for a restaurant group with nine sites, every one of them its own company.",
      ).clients,
    ).toBe(9);
    expect(read("Twenty-two QBO files, one per dental office, and 2 of us.").clients).toBe(22);
    expect(read("About 40 LLCs for one real estate investor").clients).toBe(40);
  });

  it("does not count the firm's own locations as clients", () => {
    const reading = read("A CPA office with 3 locations and 12 staff");
    expect(reading.clients).toBeNull();
    expect(reading.seats).toBe(12);
  });

  it("reads the same in Spanish", () => {
    expect(
      readEs("Llevamos una cadena de 12 sucursales, cada una con su propia LLC.").clients,
    ).toBe(12);
    expect(readEs("Los dos abogados lo usarían.").seats).toBe(2);
  });
});

describe("a budget paid once", () => {
  it("reads 'paid once' and 'in total' as one sum against the first year, unless a month is said", () => {
    expect(budgetFrom(readMoney("Our limit is $800, paid once."), null, true)).toMatchObject({
      amountCents: 800_00,
      period: "once",
    });
    expect(budgetFrom(readMoney("up to $500 a month in total"), null, true)).toMatchObject({
      amountCents: 500_00,
      period: "month",
    });
  });
});
