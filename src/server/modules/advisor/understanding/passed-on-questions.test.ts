import { describe, expect, it } from "vitest";
import { askWhileDiscussing, playMessages } from "../regression/run-scenario.js";
import { asAsked } from "./reported-questions.js";

const last = (...said: string[]) => playMessages(...said).at(-1)!.text;

describe("a question passed on from someone else, read as asked", () => {
  it("puts a 'whether' clause as the question it reports", () => {
    expect(asAsked("Our controller wonders whether the vault keeps an audit trail.")).toBe(
      "Does the vault keep an audit trail?",
    );
    expect(asAsked("my boss wants to know if it is SOC 2 audited")).toBe("Is it SOC 2 audited?");
    expect(asAsked("The auditors asked: does it log every download?")).toBe(
      "does it log every download?",
    );
  });

  it("answers the sheet's fact, not a trial or a recommendation ('she wants to know whether …')", () => {
    // Brightfile Document Vault: security.auditTrail "yes".
    const reply = last(
      "Quick one from our office manager — she wants to know whether the vault keeps an audit trail.",
    );
    expect(reply).toMatch(/^\*\*Yes\*\*: \[Brightfile Document Vault\]/);
    expect(reply).toContain("Audit trail");
    expect(reply).not.toContain("free trial");
  });

  it("asks the product discussed ('one of our seniors wanted to know if it …')", () => {
    // Tickmark Close Manager: not included "Financial statements".
    const reply = askWhileDiscussing(
      "Tickmark Close Manager",
      "One of our seniors wanted to know if it produces the financial statements too.",
    ).text;
    expect(reply).toMatch(/^\*\*No\*\*: \[Tickmark Close Manager\]/);
    expect(reply).toContain("“Financial statements”");
  });

  it("reads a sentence with no question mark as the question ('the owner asks whether …')", () => {
    // Tickmark Receipt Capture: security.mfa "yes".
    const reply = askWhileDiscussing(
      "Tickmark Receipt Capture",
      "Thanks. The owner asks whether the receipt app has two-factor login.",
    ).text;
    expect(reply).toMatch(/^\*\*Yes\*\*: \[Tickmark Receipt Capture\]/);
  });

  it("keeps a question put to the firm about itself as what the firm tells", () => {
    // "Our lender keeps asking whether we have …": the firm's need, recommended for.
    const reply = last(
      "Our lender keeps asking whether we have a 13-week cash forecast for each client. We're a two-person CFO shop. Anything for that?",
    );
    expect(reply).toContain("13-Week Cash Flow Forecast");
    expect(reply).not.toMatch(/^\*\*(?:Yes|No)\*\*/);
  });
});
