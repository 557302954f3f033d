import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const OPENING =
  "Tell me about the Engagement Letter Pack for Tax & Accounting Firms. Our budget is $100 a month.";
const kinds = (question: string) => playMessages(OPENING, question)[1]!.parts.map((p) => p.kind);

describe("'inside it': the budget, or where a thing is done", () => {
  it("asks whether the cost fits when it says the cost stays inside", () => {
    expect(kinds("would 12 users still be inside it?")).toContain("cost");
    expect(kinds("is that inside it?")).toContain("cost");
  });

  it("asks what the product does when something is done inside it", () => {
    for (const question of [
      "can the clients sign inside it?",
      "do our clients e-sign inside it?",
    ]) {
      const [turn] = playMessages(OPENING, question).slice(1);
      expect(turn!.parts[0]!.kind, question).toBe("capability");
      expect(turn!.text, question).toMatch(/Sending for e-signature/);
    }
  });
});
