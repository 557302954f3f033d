import { describe, expect, it } from "vitest";
import { askWhileDiscussing } from "../regression/run-scenario.js";

/** Each product's verdicts (and the sheet line quoted) for a question asked while it is discussed. */
const verdicts = (product: string, question: string) =>
  askWhileDiscussing(product, question).parts.flatMap((p) =>
    p.kind === "capability" ? p.answers.map((a) => [a.verdict, a.quote ?? null]) : [],
  );

describe("a job asked in the field's own words is held against the sheet's line for it", () => {
  it("reads paying in the firm's place as making its deposits for it", () => {
    const monitor = "Quarterline Payroll Compliance Monitor";
    for (const q of [
      "Once it flags a payment that's due, does it pay it for us?",
      "When a deposit is coming up, will it send the money itself?",
      "If a client's payroll deposit is late, does it make the payment on our behalf?",
    ])
      expect(verdicts(monitor, q)).toEqual([["no", "Filing returns or making deposits for you"]]);
  });

  it("reads linking to the clients' accounts and bringing balances in as account aggregation", () => {
    for (const q of [
      "Can it connect to my clients' brokerage accounts and bring the balances over automatically?",
      "does it hook into the clients' investment accounts on its own?",
    ])
      expect(verdicts("Northgate Retirement Income Planner", q)).toEqual([
        ["no", "Account aggregation"],
      ]);
  });

  it("reads clients sending their documents online as a client-facing portal", () => {
    for (const q of [
      "Can our clients upload their documents to us online with it?",
      "Could clients send us their paperwork over the internet through this?",
      "¿Nuestros clientes pueden subir sus documentos por internet?",
      "¿Permite que los clientes nos manden sus papeles en línea?",
    ])
      expect(verdicts("Brightfile Document Vault", q)).toEqual([["no", "A client-facing portal"]]);
    expect(
      verdicts("Harborview Client Portal", "Can clients upload their documents to us online?"),
    ).toEqual([["yes", expect.anything()]]);
  });

  it("reads work done each month ('monthly budgets') as a job asked, not a price", () => {
    expect(verdicts("13-Week Cash Flow Forecast", "Can it do monthly budgets too?")).toEqual([
      ["no", "Monthly or annual budgets"],
    ]);
    expect(
      askWhileDiscussing("13-Week Cash Flow Forecast", "What is it monthly and the first year?")
        .parts[0]?.kind,
    ).toBe("cost");
  });
});
