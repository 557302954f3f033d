import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";

describe("a job the sheets divide the catalogue on is the request: only what says it is a pick", () => {
  it("names nothing that does not categorise, and the one that does with its client limit", () => {
    const turn = firstTurn(
      "Three of us keep the books for 40 small businesses on QuickBooks Online. We'd like software that does the categorizing of bank transactions for us. Budget up to $200 a month.",
    );
    // Close Manager and Receipt Capture list "Bank feeds and categorisation" as not included.
    expect(turn.state.recommendation).toEqual([]);
    expect(turn.text).toContain("Readable, auditable categorisation rules");
    expect(turn.text).toMatch(/caps clients at 25 and you have 40/);
    // Autopilot is priced per firm: $89 a month for the 25 its sheet allows.
    expect(turn.text).toContain("For 25 of your 40 clients it would be $89.00 a month");
  });

  it("in Spanish: 'automatizar la categorización de transacciones' for 28 clients", () => {
    const turn = firstTurn(
      "Somos 2 contadoras con 28 clientes en Xero. Queremos automatizar la categorización de transacciones, hasta 150 dólares al mes.",
    );
    expect(turn.state.recommendation).toEqual([]);
    expect(turn.text).toMatch(/limita los clientes a 25 y ustedes tienen 28/);
  });

  it("recommends the one that categorises when the firm is within its limit", () => {
    const turn = firstTurn(
      "Two bookkeepers, 20 clients on Xero. We want to automate categorizing transactions, under $150 a month.",
    );
    expect(turn.state.recommendation).toEqual([idOf(AUTOPILOT)]);
  });
});
