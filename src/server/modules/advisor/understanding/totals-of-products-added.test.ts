import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const last = (...said: string[]) => playMessages(...said).at(-1)!.text;

describe("a product added by request, and the total asked in few words", () => {
  it("prices both when the add is a request and the total is 'what's that combined?'", () => {
    // Individual Tax Organizer $39 once + Business Tax Organizer $39 once = $78.
    const reply = last(
      "We're 2 CPAs and want the Individual Tax Organizer for our clients.",
      "Add the business organizer for our 1120-S clients. What's that combined?",
    );
    expect(reply).toContain("Individual Tax Organizer");
    expect(reply).toContain("Business Tax Organizer");
    expect(reply).toContain("$78.00");
    // Who the added product is for is no question about forms.
    expect(reply).not.toMatch(/fact sheet (?:covers|lists) Form/);
  });

  it.each([
    "and all of it together?",
    "ok so what does everything come to",
    "all of that combined, what are we looking at?",
  ])("prices the picks and the product asked about after them for “%s”", (total) => {
    // Tax Suite Professional $1,299 a year + Individual Tax Organizer $39 + Business Tax
    // Organizer $39, both once: $1,377 in the first year.
    const reply = last(
      "Three preparers, mostly 1120-S and 1065 returns. We want professional tax software and organizers to send our clients.",
      "how much is the business organizer?",
      total,
    );
    for (const name of [
      "Ledgerpoint Tax Suite Professional",
      "Individual Tax Organizer",
      "Business Tax Organizer",
    ])
      expect(reply).toContain(name);
    expect(reply).toContain("$1,377.00");
  });

  it("reads 'todo junto' with a checklist named by what it is in Spanish", () => {
    // Tickmark Close Manager 3 x $59 = $177 a month ($2,124 a year) + Month-End Close Checklist
    // $29 once = $2,153 in the first year.
    const reply = last(
      "Somos tres contadores y nos interesa el Tickmark Close Manager.",
      "¿Cuánto sale la lista de control del cierre de mes junto con el Close Manager, todo junto?",
    );
    expect(reply).toContain("Month-End Close Checklist");
    expect(reply).toContain("Tickmark Close Manager");
    expect(reply).toContain("$2,153.00");
  });

  it("names a checklist by its Spanish description", () => {
    const reply = last("¿Cuánto cuesta la lista de verificación de planificación de auditoría?");
    expect(reply).toContain("Audit Planning & Risk Assessment Checklist");
  });

  it("reads 'is there something we can send them' as a question to the catalogue, not the memo", () => {
    const reply = last(
      "We prepare returns for about 40 farm families. Is there something we can send them to gather their numbers before tax season?",
    );
    expect(reply).not.toContain("Save as memo");
  });
});
