import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { spanishToEnglish } from "../understanding/language.js";
import { advisorTurn } from "./turn.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
/** A question asked while one product is discussed. */
const askOf = (product: string, content: string) => {
  const id = idOf(product);
  return advisorTurn(
    view,
    {
      onboarding: null,
      messages: [{ role: "user", content }],
      state: { ...emptyConversationState(), focus: [id], shown: [id], discussed: [id] },
    },
    new Date("2026-11-27T12:00:00Z"),
  ).text;
};

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
});
