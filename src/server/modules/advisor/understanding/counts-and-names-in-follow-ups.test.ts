import { describe, expect, it } from "vitest";
import { askWhileDiscussing, playMessages } from "../regression/run-scenario.js";

const last = (...said: string[]) => playMessages(...said).at(-1)!.text;

describe("a follow-up's count: the new total said beside the increment", () => {
  // Tickmark Receipt Capture: $19 a client a month.
  it("prices the total said after 'N more' of a count not named as clients", () => {
    const bands = askWhileDiscussing(
      "Tickmark Receipt Capture",
      "we picked up 6 more bands this month, so it's 26 now. receipt capture monthly?",
    ).text;
    expect(bands).toContain("for 26 clients");
    expect(bands).toContain("$494.00 a month");
    const households = askWhileDiscussing(
      "Tickmark Receipt Capture",
      "2 more households signed on last week - we're at 14 now. Monthly cost?",
    ).text;
    expect(households).toContain("$266.00 a month");
  });

  it("reads 'N people plus the <product>' as one count and a product joined, never N added", () => {
    // Copperline Payroll Cloud 12 x $69 = $828 a month, $9,936 the first year; the checklist $25.
    const reply = last(
      "We keep books for 12 companies and want Copperline Payroll Cloud.",
      "Payroll Cloud for 12 companies plus the year-end checklist, what's the first year?",
    );
    expect(reply).toContain("for 12 clients");
    expect(reply).toContain("$9,961.00");
    expect(reply).not.toContain("24 clients");
  });
});

describe("a product pointed at before a product named in full", () => {
  it("prices both: 'the vault for all 9 of us plus the scan & split'", () => {
    // Vault 9 x $39 = $351 a month; Scan & Split 9 x $149 once = $1,341; first year $5,553.
    const reply = last(
      "We're 9 people and want the Brightfile Document Vault.",
      "the vault for all 9 of us plus the scan & split — monthly?",
    );
    expect(reply).toContain("$351.00 a month");
    expect(reply).toContain("$1,341.00 once");
    expect(reply).toContain("**$5,553.00**");
  });
});

describe("a name's words joined by a hyphen", () => {
  it("reads 'the all-access library' as the template library, not the research library shown", () => {
    const reply = last(
      "We're a 3-person tax shop.",
      "what would the all-access library run us per year?",
    );
    expect(reply).toContain("[Countinghouse Template Library — All Access]");
    expect(reply).toContain("$348.00");
    expect(reply).not.toContain("[Ledgerpoint Tax Research Library]");
  });
});

describe("a not-included line the question holds, beside the product's own name", () => {
  it("says no from the line, not 'not stated' because the name matched the question too", () => {
    // Harborview Portal Setup & Migration: not included "The Harborview Client Portal
    // subscription itself".
    for (const question of [
      "is the portal subscription part of harborview's setup package or extra?",
      "portal subscription: in the migration package??",
      "portal subscription included with Harborview's migration package, yes or no?",
    ]) {
      const reply = askWhileDiscussing("Harborview Portal Setup & Migration", question).text;
      expect(reply, question).toMatch(/^\*\*No\*\*: \[Harborview Portal Setup & Migration\]/);
      expect(reply, question).toContain("“The Harborview Client Portal subscription itself”");
    }
  });
});
