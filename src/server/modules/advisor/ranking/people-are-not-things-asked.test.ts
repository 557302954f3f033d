import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { firmProfile } from "./firm-profile.js";

const thingsOf = (text: string) =>
  firmProfile(emptyConversationState(), null, { needs: new Map(), text }).askedThings.flat();

describe("who the firm is is not a thing it asks for", () => {
  it("leaves the counted people out of the things a message lists", () => {
    const things = thingsOf("tax shop, 5 preparers, mostly individuals plus a few trusts");
    expect(things.join(" ")).not.toMatch(/prepar/);
    expect(
      thingsOf("Four planners here, retirement projections plus performance reports").join(" "),
    ).not.toMatch(/planner/);
  });

  it("recommends no product whose name only echoes the staff ('3 preparers' is no Form 990 Preparer)", () => {
    const [turn] = playMessages(
      "small practice, 3 preparers, mostly 1040s plus a handful of partnerships. what tax software do you have and what's it cost us",
    );
    const names = turn!.state.recommendation.map(
      (id) => SEED_CATALOGUE.find((p) => p.id === id)!.name,
    );
    expect(names).toContain("Ledgerpoint Tax Suite Professional");
    expect(names).not.toContain("Cedarline Form 990 Preparer");
  });
});
