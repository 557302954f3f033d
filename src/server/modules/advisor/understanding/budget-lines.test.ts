import { describe, expect, it } from "vitest";
import { spanishToEnglish } from "./language.js";
import { numbersAsDigits } from "./numbers.js";
import { budgetFrom, readMoney } from "./money.js";
import { playMessages } from "../regression/run-scenario.js";

const budget = (text: string, es = false) => {
  const english = numbersAsDigits(es ? spanishToEnglish(text) : text);
  return budgetFrom(readMoney(english), null, true);
};

describe("budgets as people write a line not to cross, a sum paid once, and counts that are not money", () => {
  it("reads a cap said as a line not to cross as a hard cap", () => {
    expect(budget("Our managing director wants us to stay within $800 a month.")).toMatchObject({
      amountCents: 800_00,
      period: "month",
      kind: "cap",
      hard: true,
    });
    expect(budget("Software spend for this: $250 monthly, and that's a hard line.")).toMatchObject({
      amountCents: 250_00,
      kind: "cap",
      hard: true,
    });
    expect(budget("We can put in not more than $9,000 per year.")).toMatchObject({
      amountCents: 9_000_00,
      period: "year",
      hard: true,
    });
    // A plain budget is a cap that is not hard; "about" is a target.
    expect(budget("Budget is $600 a month.")).toMatchObject({
      kind: "cap",
      hard: false,
    });
    expect(budget("Somewhere near $600 a month, give or take.")?.hard).toBe(false);
  });

  it("reads a sum with no period in a message that asks to pay once as that one payment", () => {
    expect(budget("We'd prefer to buy it outright. We have $700 for it.")).toMatchObject({
      amountCents: 700_00,
      period: "once",
    });
    expect(
      budget("Looking for a one-time licence, can spend up to $2,000 everything included, all-in.")
        ?.period,
    ).toBe("once");
    expect(
      budget(
        "Queremos comprar la licencia de una vez, no pagar cada mes; contamos con $900.",
        true,
      ),
    ).toMatchObject({
      amountCents: 900_00,
      period: "once",
    });
    // A count in the same message is never money.
    expect(
      readMoney("A firm of 5; we'd buy it outright, up to $1,200.").map((r) => r.amountCents),
    ).toEqual([1_200_00]);
    // A month said is a month's budget, even beside a one-time licence.
    expect(
      budget("A perpetual licence is fine, but no more than $90 a month for support.")?.period,
    ).toBe("month");
  });

  it("reads a bare number after 'all' or 'the' as a count of what was talked about, not dollars", () => {
    expect(readMoney("How much for all 25 over the year?")).toEqual([]);
    expect(readMoney("And what does it come to for the 12 per month?")).toEqual([]);
    expect(readMoney("All 40 would be $3,000 a year at most")).toHaveLength(1);
  });
});

describe("a sum for buying outright is said as one sum, never as a year's budget", () => {
  it("says 'in all' in the reply and holds the first year's cost against it", () => {
    const [turn] = playMessages(
      "Two partners, estate planning software we can own outright. We have 2,500 dollars for it, total.",
    );
    expect(turn!.state.budget).toMatchObject({ amountCents: 2_500_00, period: "once" });
    expect(turn!.text).toMatch(/\$2,500\.00 in all/);
    expect(turn!.text).not.toMatch(/\$2,500\.00 a year/);
  });

  it("says 'en total' in Spanish", () => {
    const [turn] = playMessages(
      "Somos tres asesores y queremos comprar el programa de jubilación de una vez, sin suscripción. Máximo 1.500 dólares en total.",
    );
    expect(turn!.state.budget?.period).toBe("once");
    expect(turn!.text).toMatch(/en total/);
  });
});

describe("a rule's number is not money", () => {
  it("reads 'leases under 842', 'exchanges under 1031', 'section 179' as rules, not budgets", () => {
    expect(readMoney("can it handle leases under 842 too?")).toEqual([]);
    expect(readMoney("does it track like-kind exchanges under 1031?")).toEqual([]);
    expect(readMoney("What about expensing under 179?")).toEqual([]);
    expect(readMoney("Is ASC 606 revenue recognition in there, and section 199A?")).toEqual([]);
  });

  it("still reads a bare number after 'under' as a budget where it is one", () => {
    for (const said of [
      "we need to stay under 200",
      "keep it under 300",
      "anything under 150?",
      "something for payroll under 400 a month",
      "tools under 90 a month",
    ])
      expect(readMoney(said), said).toHaveLength(1);
  });
});

describe("'nothing over' is a cap", () => {
  it("reads 'nothing over', 'none of it above' as a hard cap, though 'over' alone is a floor", () => {
    expect(budget("Nothing over 2,000 a year.")).toMatchObject({
      amountCents: 2_000_00,
      period: "year",
      kind: "cap",
      hard: true,
    });
    expect(budget("none of it above $450 a month, please")).toMatchObject({
      kind: "cap",
      hard: true,
    });
    expect(budget("Over $5,000 a year is fine")?.kind).toBe("floor");
  });
});
