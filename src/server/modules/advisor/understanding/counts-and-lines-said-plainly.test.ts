import { describe, expect, it } from "vitest";
import { detectLanguage, spanishToEnglish } from "./language.js";
import { budgetFrom, readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import { readQuantities } from "./quantities.js";

const english = (text: string) =>
  numbersAsDigits(detectLanguage(text) === "es" ? spanishToEnglish(text) : text);
const counts = (text: string) => {
  const t = english(text);
  return readQuantities(t, readMoney(t));
};
const budget = (text: string) => budgetFrom(readMoney(english(text)), null, true);

describe("headcounts said by trade, by who works beside the writer, and by the work done", () => {
  it("counts enrolled agents as the firm's people", () => {
    expect(counts("Three enrolled agents here, mostly amended returns.").seats).toBe(3);
    expect(counts("We're 4 EAs in a strip-mall office.").seats).toBe(4);
  });

  it("counts the one writing and who they work with", () => {
    expect(counts("I work with my bookkeeper and a seasonal preparer.").seats).toBe(3);
    expect(counts("I'm working with one assistant on this.").seats).toBe(2);
    expect(counts("Trabajo con mi socia y una asistente.").seats).toBe(3);
    expect(counts("Para dos de nosotros, ¿cuánto sería?").seats).toBe(2);
  });

  it("counts those the firm does its work for as its clients", () => {
    expect(counts("We run the monthly close for 11 auto dealerships.").clients).toBe(11);
    expect(counts("Two of us handle payroll for around 35 landscaping outfits.").clients).toBe(35);
    expect(counts("Hacemos la contabilidad de 22 talleres de costura.").clients).toBe(22);
    // Clients named before, then counted by "of them" after what is sold to or done for them.
    expect(
      counts("Our book is mostly bakeries; we'd offer a quarterly review to roughly 8 of them.")
        .clients,
    ).toBe(8);
  });

  it("keeps places, periods and things as what they are", () => {
    expect(counts("We file sales tax for 12 states.").clients).toBeNull();
    expect(counts("We do the books on it for 3 years now.").clients).toBeNull();
    expect(counts("We process payroll for 40 employees.").clients).toBeNull();
    expect(counts("We'd need it for 2 offices.").clients).toBeNull();
  });
});

describe("budget lines said plainly, and numbers that are not budgets", () => {
  it("reads a line drawn after the amount as a hard cap, even after 'about'", () => {
    expect(budget("We've got about $250 a month, no more.")).toMatchObject({
      amountCents: 250_00,
      period: "month",
      kind: "cap",
      hard: true,
    });
    expect(budget("Tenemos unos 800 dólares al año y no más.")).toMatchObject({
      amountCents: 800_00,
      period: "year",
      kind: "cap",
      hard: true,
    });
  });

  it("reads a limit someone else approves as a hard cap", () => {
    expect(budget("Our board authorises up to $1,200 a year for software.")).toMatchObject({
      amountCents: 1_200_00,
      period: "year",
      hard: true,
    });
    expect(budget("La cooperativa nos autoriza hasta 90 dólares al mes.")).toMatchObject({
      amountCents: 90_00,
      period: "month",
      hard: true,
    });
  });

  it("reads dollars by their everyday Spanish names, and what the writer can spend as hard", () => {
    expect(budget("Podemos invertir hasta 400 varos al año.")).toMatchObject({
      amountCents: 400_00,
      period: "year",
      kind: "cap",
      hard: true,
    });
    expect(budget("Tengo 300 fulas al mes para esto.")).toMatchObject({
      amountCents: 300_00,
      period: "month",
    });
  });

  it("reads 'a one-off $N' as a sum paid once", () => {
    expect(budget("The owner agreed to a one-time $250, tops.")).toMatchObject({
      amountCents: 250_00,
      period: "once",
      hard: true,
    });
  });

  it("reads a count per year after what it counts as no money", () => {
    expect(budget("- quarterly reviews, ~40/yr\n- 2 seniors")).toBeNull();
    expect(budget("Payroll runs: about 26 a year per client.")).toBeNull();
    // A budget line beside it is still read.
    expect(budget("compilations, ~30/yr; $800 max")).toMatchObject({
      amountCents: 800_00,
    });
  });

  it("reads a price referred back to as a question about it, never a budget", () => {
    expect(budget("Is the $349 paid every year or just once?")).toBeNull();
    expect(budget("That 129 dollars, is it per user?")).toBeNull();
    // "The budget is …" stays a budget.
    expect(budget("The budget is $300 a month.")).toMatchObject({
      amountCents: 300_00,
    });
  });
});
