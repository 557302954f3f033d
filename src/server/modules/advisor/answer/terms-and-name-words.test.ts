import { describe, expect, it } from "vitest";
import { askWhileDiscussing } from "../regression/run-scenario.js";

/** A question asked while one product is discussed: the reply. */
const askOf = (product: string, content: string) => askWhileDiscussing(product, content).text;

describe("a licence term is named, never answered Yes or No", () => {
  it("names a yearly licence asked as either-or", () => {
    const text = askOf(
      "Ledgerpoint Tax Suite Professional",
      "do we own it outright or is it a subscription?",
    );
    expect(text).toMatch(/^\*\*Renews yearly\*\*/);
  });

  it("names a monthly subscription", () => {
    expect(
      askOf("Northgate Plan Studio", "is it something we buy once, or a recurring charge?"),
    ).toMatch(/^\*\*Monthly subscription\*\*/);
  });

  it("names a one-time purchase with what it costs, asked whether payments go on", () => {
    const text = askOf("Quarterly Estimated Tax Worksheet", "would we have to keep paying for it?");
    expect(text).toMatch(/^\*\*One-time\*\*/);
    expect(text).toContain("you pay $19.00 once and keep it");
  });
});

describe("a not-included line that holds the product's own name word", () => {
  it.each([
    ["IRS Notice Response Kit", "does it come with IRS representation?", "Representation before"],
    [
      "Quarterly Estimated Tax Worksheet",
      "does it handle state estimates?",
      "State estimated payments",
    ],
  ])(
    "answers No of the %s when the question leaves the name's word out",
    (product, question, line) => {
      const text = askOf(product, question);
      expect(text).toMatch(/^\*\*No\*\*/);
      expect(text).toContain(line);
    },
  );
});
