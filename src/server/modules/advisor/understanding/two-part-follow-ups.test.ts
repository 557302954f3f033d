import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const ASSETS =
  "Eight of us at a CPA firm. We need fixed asset software for book, tax, AMT and state depreciation on Windows, bought once.";
const STATEMENTS =
  "solo accountant, need something to import trial balances and produce financial statements with notes, one-time purchase under $1,000";
const last = (...said: string[]) => playMessages(...said).at(-1)!;

describe("a follow-up in two parts answers both parts", () => {
  it("reads 'does that one feed <software>' as an integration, and prices the one in focus", () => {
    const turn = last(
      ASSETS,
      "Will that one feed Ledgerpoint Tax Suite directly? And what's it cost for all 8 of us?",
    );
    expect(turn.text).toMatch(
      /\*\*Yes\*\*[^\n]*Quarterline Fixed Asset Manager[^\n]*Ledgerpoint Tax Suite/,
    );
    expect(turn.text).toContain("$599.00 once");
    expect(turn.text).not.toContain("$4,792.00");
  });

  it("answers whether it is kept and how it arrives: the licence terms and the delivery", () => {
    const reply = last(
      STATEMENTS,
      "so is the $749 an every year thing or would I own it? and do we get a download or do you ship a box?",
    ).text;
    expect(reply).toContain("Licences for what you buy");
    expect(reply).toMatch(/Orders & Downloads|download/i);
    expect(reply).toContain("/terms");
  });
});
