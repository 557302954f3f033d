import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

describe("a count asked after a limit question is asked of that limit", () => {
  it("“would that cover 220?” after the e-files question compares 220 with the e-file cap", () => {
    const [, turn] = playMessages(
      "How many e-files come with Ledgerpoint Tax Suite Basic?",
      "would that cover 220?",
    );
    expect(turn!.text).toMatch(/\*\*No\*\*[^\n]*e-files a year at 150, below your 220/);
    // The product that has no such cap is named with what its sheet states.
    expect(turn!.text).toMatch(
      /Ledgerpoint Tax Suite Professional\]\([^)]+\) \(unlimited e-files a year\)/,
    );
  });

  it("“and for 120?” asks the same limit again at the new count", () => {
    const [, , turn] = playMessages(
      "How many e-files come with Ledgerpoint Tax Suite Basic?",
      "would that cover 220?",
      "and for 120?",
    );
    expect(turn!.text).toMatch(/\*\*Yes\*\*[^\n]*150, so 120 fits/);
  });

  it("“is that enough for 300?” after the firm's e-file question is about e-files, not users", () => {
    const [, , turn] = playMessages(
      "Two EAs, mostly 1040s. What tax software do you suggest?",
      "how many e-files a year does it include?",
      "is that enough for 300?",
    );
    expect(turn!.text).toMatch(/e-files/);
    expect(turn!.text).not.toMatch(/limit on users/);
  });
});
