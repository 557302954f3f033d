import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;

describe("picks serve what the firm asks for, not what it describes itself by (decision 0228)", () => {
  it("gives a second need joined by 'and something for …' its own pick", () => {
    const turn = firstTurn(
      "A 6-person CPA firm that audits charities. We need audit software for our workpapers, and something for the 990-EZ returns too.",
    );
    expect(turn.state.recommendation).toEqual([
      idOf("Fieldstone Audit Workpapers"),
      idOf("Cedarline Form 990 Preparer"),
    ]);
  });

  it("names no companion whose only job of its own is one a service brings along", () => {
    const turn = firstTurn(
      "Four of us run a bookkeeping practice with 40 clients on Xero, and we want to get the shoeboxes of receipts off our desks.",
    );
    expect(turn.state.recommendation).toEqual([idOf("Tickmark Receipt Capture")]);
  });

  it("reads the work before 'buscamos' as the firm's description and the need after it as the ask", () => {
    const turn = firstTurn(
      "Llevamos los taxes de unas 200 familias entre tres preparadores; buscamos algo para la nómina de 20 clientes.",
    );
    expect(turn.state.recommendation).toContain(idOf("Copperline Payroll Cloud"));
    expect(turn.state.recommendation).not.toContain(idOf("Ledgerpoint Tax Suite Professional"));
    expect(turn.state.recommendation).not.toContain(idOf("Ledgerpoint Tax Suite Basic"));
  });

  it("in English too: 'we're a tax shop … we want something to run payroll'", () => {
    const turn = firstTurn(
      "We do individual taxes for about 300 families, two preparers. Now we want something to run payroll for 12 small clients.",
    );
    expect(turn.state.recommendation).toContain(idOf("Copperline Payroll Cloud"));
    expect(turn.state.recommendation).not.toContain(idOf("Ledgerpoint Tax Suite Professional"));
  });
});

describe("what a firm is, beside what it asks for", () => {
  it("asks for no product of its own line of work beside the one it asked for", () => {
    const turn = firstTurn(
      "We're a small accounting firm of 7. We want software for time tracking and invoicing, nothing cloud based, under $800 paid once.",
    );
    expect(turn.state.recommendation).toEqual([idOf("Tallystone Time & Billing Desktop")]);
    expect(turn.state.budget).toMatchObject({ amountCents: 800_00, period: "once" });
  });

  it("still names both when the ask comes on top of the work ('a portal too')", () => {
    const turn = firstTurn(
      "Eight preparers doing 1040s and partnership returns; we want a client portal as well.",
    );
    expect(turn.state.recommendation).toContain(idOf("Harborview Client Portal"));
    expect(turn.state.recommendation).toContain(idOf("Ledgerpoint Tax Suite Professional"));
  });
});
