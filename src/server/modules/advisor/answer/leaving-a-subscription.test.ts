import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const policyTopics = (turn: ReturnType<typeof playMessages>[number]) =>
  turn.parts.flatMap((p) => (p.kind === "policy" ? p.entries.map((e) => e.topic) : []));

describe("leaving a subscription, in the buyer's words, is the cancellation policy", () => {
  for (const said of [
    "Are we locked in for a year?",
    "is there a long-term contract?",
    "can we stop month to month if it doesn't work out",
    "Can we quit whenever we want?",
  ])
    it(said, () => {
      const [, turn] = playMessages(
        "What does Sable Sales Tax Compliance cost for 12 clients?",
        said,
      );
      expect(policyTopics(turn!)).toContain("cancel");
      expect(turn!.text).toMatch(/cancel either at any time/);
      expect(turn!.text).not.toMatch(/Not stated/);
    });
});

describe("two policy topics that quote the same terms", () => {
  it("quote each passage once", () => {
    const [turn] = playMessages("do you have free trials, and can I cancel anytime?");
    expect(policyTopics(turn!)).toEqual(expect.arrayContaining(["trials", "cancel"]));
    const passage = "Monthly subscriptions are billed monthly in advance";
    expect(turn!.text.split(passage).length - 1).toBe(1);
  });
});
