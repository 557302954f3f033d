import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const PAYROLL =
  "I run payroll for 10 small businesses and want cloud payroll with direct deposit. What would you suggest?";
const PRACTICE =
  "We're 4 people and want the Tallystone Practice Manager for due dates and recurring jobs.";
const PRACTICE_ES =
  "Somos cuatro personas y queremos el Tallystone Practice Manager para los vencimientos y el trabajo recurrente.";
const last = (...said: string[]) => playMessages(...said).at(-1)!.text;

describe("a product added to the one discussed, and the total asked", () => {
  it("prices both and their total ('the total if we throw in …')", () => {
    // Copperline Payroll Cloud 10 x $69 = $690 a month ($8,280 a year) + the checklist $25 once.
    const reply = last(
      PAYROLL,
      "And what's the total for the first year if we throw in the year-end payroll checklist?",
    );
    expect(reply).toContain("Copperline Payroll Cloud");
    expect(reply).toContain("Year-End Payroll & W-2 Checklist");
    expect(reply).toContain("$8,305.00");
  });

  it("reads 'si agregamos …, ¿cuánto es todo junto?' the same in Spanish", () => {
    // Tallystone Practice Manager 4 x $59 = $236 a month ($2,832 a year) + the calendar $19 once.
    const reply = last(
      PRACTICE_ES,
      "¿Y si agregamos el calendario de vencimientos federales, cuánto es todo junto el primer año?",
    );
    expect(reply).toContain("Tallystone Practice Manager");
    expect(reply).toContain("Federal Tax Deadline Calendar 2027");
    expect(reply).toContain("$2,851.00");
  });

  it("answers 'nos devolvéis el dinero' with the Terms' refund policy", () => {
    const reply = last(PRACTICE_ES, "Si al final no nos sirve, ¿nos devolvéis el dinero?");
    expect(reply).toContain("/terms");
    expect(reply).toMatch(/30 days/);
  });
});

describe("a count said as more than one the firm gave", () => {
  it("takes the total said beside it ('3 more, so 13'), in English and Spanish", () => {
    // Copperline Payroll Cloud: $69 a client a month.
    const reply = last(
      PAYROLL,
      "We pick up 3 more businesses in January, so 13 in all. Monthly cost then?",
    );
    expect(reply).toContain("for 13 clients");
    expect(reply).toContain("$897.00 a month");
    const es = last(PAYROLL, "Si sumamos 2 clientes más, o sea 12, ¿cuánto sale al mes?");
    expect(es).toContain("$828.00");
  });

  it("adds 'N more' to the count remembered when no total is said", () => {
    const reply = last(
      PAYROLL,
      "And if we take on 5 additional clients next year, what's the monthly?",
    );
    expect(reply).toContain("for 15 clients");
    expect(reply).toContain("$1,035.00 a month");
    // Tallystone Practice Manager: $59 a user a month; 4 people and two more are 6.
    const seats = last(
      PRACTICE,
      "We're hiring 2 more staff this spring. What would it run per month then?",
    );
    expect(seats).toContain("$354.00 a month");
  });
});
