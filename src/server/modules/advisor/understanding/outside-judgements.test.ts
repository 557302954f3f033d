import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "./read-message.js";

const view = catalogueView(SEED_CATALOGUE);
const asks = (text: string) => readMessage(view, text, emptyConversationState()).asks;
const declined = (text: string) =>
  asks(text).map((a) => (a.kind === "decline" ? a.reason : a.kind));

describe("questions no listing can answer: an outside party's judgement, a firm's own fees", () => {
  it("declines what the IRS, an insurer, a bank or a regulator will accept or require", () => {
    expect(
      declined("Would our carrier be satisfied with a security plan made from a template?"),
    ).toEqual(["outside_judgement"]);
    expect(
      declined(
        "What do lenders usually want from a small business, reviewed or compiled statements?",
      ),
    ).toEqual(["outside_judgement"]);
    expect(declined("¿La aseguradora aceptaría un plan que hicimos con su plantilla?")).toEqual([
      "outside_judgement",
    ]);
    expect(
      declined("¿Qué piden los bancos para un préstamo, estados compilados o revisados?"),
    ).toEqual(["outside_judgement"]);
  });

  it("reads the same party told as a fact, or a bank feed, as no such question", () => {
    expect(
      declined("Our lenders want a weekly cash flow. I need a template for it."),
    ).not.toContain("outside_judgement");
    expect(declined("Will the bank feeds accept a CSV from our credit union?")).not.toContain(
      "outside_judgement",
    );
  });

  it("declines what a firm should charge its own clients", () => {
    expect(declined("How much should we bill for a monthly bookkeeping package?")).toEqual([
      "own_fees",
    ]);
    expect(declined("what is a reasonable rate for year-end tax planning meetings?")).toEqual([
      "own_fees",
    ]);
    // What a product costs is the listings' own question.
    expect(declined("How much would the Tax Planner cost for 7 of us?")).not.toContain("own_fees");
  });
});
