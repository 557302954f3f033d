import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

/** The products a "Listed as doing it" line names. */
const listedAsDoing = (reply: string) =>
  [...(/Listed as doing it: (.*)/.exec(reply)?.[1] ?? "").matchAll(/\[([^\]]+)\]/g)].map(
    (m) => m[1],
  );

describe("the product first, then the question of it, without a question mark", () => {
  it.each([
    ["the Quarterline fixed asset thing, does it do bonus depreciation", /\*\*Yes\*\*/],
    ["Copperline desktop: will it run on a mac", /\*\*No\*\*/],
    ["Harborview portal - does it have e-signature", /\*\*Yes\*\*/],
  ])("answers “%s” about that product instead of recommending", (message, verdict) => {
    const [turn] = playMessages(message);
    expect(turn!.parts[0]!.kind).toBe("capability");
    expect(turn!.text).toMatch(verdict);
    expect(turn!.text).not.toMatch(/I'd start with/);
  });
});

describe("a job a sheet does not mention is answered with the products whose sheets do it", () => {
  it.each([
    "Is there direct deposit in the Month-End Close Checklist?",
    "the estimates worksheet, can it do direct deposit",
    "Does the audit planning checklist handle direct deposit?",
  ])("“%s”: not stated, and the payroll product that lists it", (message) => {
    const [turn] = playMessages(message);
    expect(turn!.text).toMatch(/\*\*Not stated\*\*/);
    expect(listedAsDoing(turn!.text)).toContain("Copperline Payroll Cloud");
  });
});
