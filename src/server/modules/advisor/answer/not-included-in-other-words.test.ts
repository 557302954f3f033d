import { describe, expect, it } from "vitest";
import { askWhileDiscussing } from "../regression/run-scenario.js";
import { spanishToEnglish } from "../understanding/language.js";

/** A question asked while one product is discussed: the reply. */
const askOf = (product: string, content: string) => askWhileDiscussing(product, content).text;

describe("a not-included line found for the question in other words", () => {
  it("reads who it is for and when as no part of what is asked", () => {
    expect(
      askOf("Tickmark Bookkeeping Autopilot", "can it run payroll for our employees?"),
    ).toMatch(/^\*\*No\*\*.*“Payroll”/);
    expect(
      askOf("Tickmark Close Manager", "will it give us financial statements every month?"),
    ).toMatch(/^\*\*No\*\*.*“Financial statements”/);
  });

  it("reads name words after a product named as what is asked of it", () => {
    expect(
      askOf(
        "Kestrel Trial Balance & Financial Statements",
        "does Kestrel handle audit workpapers?",
      ),
    ).toMatch(/^\*\*No\*\*.*“Audit workpapers and sign-offs”/);
  });

  it("reads withholding as payroll", () => {
    expect(
      askOf("Sable Multi-State Payroll Tax Tables", "will it file our withholding returns?"),
    ).toMatch(/^\*\*No\*\*.*“Filing payroll returns”/);
  });

  it("reads the Spanish 'sirve para' and a reviewer's 'firmas'", () => {
    const english = spanishToEnglish("¿y sirve también para las firmas del socio?");
    expect(english).not.toMatch(/\bserve/);
    expect(english).toContain("reviewer sign-offs");
  });

  it("reads the second abbreviation of a line of two alone, as the first is: GST as VAT", () => {
    for (const said of ["can it handle GST?", "does it do Australian GST filings?"])
      expect(askOf("Sable Sales Tax Compliance", said), said).toMatch(
        /^\*\*No\*\*.*“VAT or GST outside the United States”/,
      );
  });
});
