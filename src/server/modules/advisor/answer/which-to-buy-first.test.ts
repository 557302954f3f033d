import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const SAMPLING = "Fieldstone Audit Sampling Tool";
const WORKPAPERS = "Fieldstone Audit Workpapers";
/** The product a choice names first, in bold. */
const picked = (reply: string) => /\*\*\[([^\]]+)\]\([^)]*\)\*\*/.exec(reply)?.[1];

const afterTwo = (question: string) =>
  playMessages(
    "Five of us do nonprofit audits and pick samples by hand. Anything that does the sampling math?",
    "and the Fieldstone workpapers, what would those run for the five of us?",
    question,
  ).at(-1)!;

describe("which of the products discussed to buy first, for this firm", () => {
  it.each([
    "which one should we go with?",
    "if you were us, which would you pick",
    "which of these two do you recommend for us?",
  ])("“%s”: the one recommended for what the firm described, both costed", (question) => {
    const turn = afterTwo(question);
    expect(turn.parts.map((p) => p.kind)).toEqual(["choice"]);
    expect(picked(turn.text)).toBe(SAMPLING);
    // Sampling $249 x 5 = $1,245 once; workpapers $119 x 5 = $595 a month, $7,140 a year.
    expect(turn.text).toContain("$1,245.00 once");
    expect(turn.text).toContain("$7,140.00");
    // "These two" points at products: the firm is still five.
    expect(turn.state.firm.seats).toBe(5);
  });

  it("with a budget said in the question, the one within it, and each against it", () => {
    const turn = afterTwo("which of the two would you buy first if we only have 1500 for the year");
    expect(picked(turn.text)).toBe(SAMPLING);
    expect(turn.text).toMatch(/fits your budget/);
    expect(turn.text).toContain(`[${WORKPAPERS}]`);
    expect(turn.text).toMatch(/does \*\*not\*\* \(\$7,140\.00 in the first year\)/);
  });

  it("picks the one within the budget even when the other was asked about first", () => {
    const turn = playMessages(
      "We're 2 partners with a 150 a month budget. How do Harborview Client Portal and Brightfile Document Vault compare?",
      "if we could only afford one, which should we get?",
    ).at(-1)!;
    // Portal $79 x 2 = $158 a month, over $150; the vault $39 x 2 = $78.
    expect(picked(turn.text)).toBe("Brightfile Document Vault");
    expect(turn.text).toMatch(
      /Harborview Client Portal\]\([^)]*\) does \*\*not\*\* \(\$158\.00 a month\)/,
    );
  });
});

describe("a job said with a word for a part of it ('the sampling math', 'the depreciation piece')", () => {
  it.each([
    ["anything that does the sampling math?", SAMPLING],
    ["got something for the depreciation piece?", "Quarterline Fixed Asset Manager"],
  ])("“%s” finds the product whose sheet does the job", (question, product) => {
    const turn = playMessages(question).at(-1)!;
    expect(turn.text).not.toMatch(/None of our products' fact sheets says/);
    expect(turn.text).toContain(`[${product}]`);
  });
});
