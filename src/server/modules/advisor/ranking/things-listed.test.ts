import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;

describe("each thing a message lists gets a pick, though one need files them both", () => {
  it("names the statements software beside the workpapers for '…, plus electronic workpapers'", () => {
    const turn = firstTurn(
      "Three of us doing reviews and compilations. Need software that turns a client's trial balance into statements with notes and disclosures, plus electronic workpapers with reviewer sign-offs.",
    );
    expect([...turn.state.recommendation].sort()).toEqual(
      [
        idOf("Fieldstone Audit Workpapers"),
        idOf("Kestrel Trial Balance & Financial Statements"),
      ].sort(),
    );
  });

  it("names a product whose name says one of the things ('a research subscription'), which no need names", () => {
    const turn = firstTurn(
      "Five preparers. Looking for a research subscription where we look up state tax rules, and a planner for two-year projections of our individual clients.",
    );
    expect(turn.state.recommendation).toContain(idOf("Ledgerpoint Tax Research Library"));
    expect(turn.state.recommendation).toContain(idOf("Ledgerpoint Tax Planner"));
  });

  it("reads a sentence that starts 'Need …' as the ask: the work before it only describes the firm", () => {
    const turn = firstTurn(
      "Mostly nonprofit reviews, four of us. Need electronic workpapers with sign-offs.",
    );
    expect(turn.state.recommendation).toEqual([idOf("Fieldstone Audit Workpapers")]);
  });
});
