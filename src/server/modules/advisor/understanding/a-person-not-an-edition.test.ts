import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const answers = (...messages: string[]) =>
  playMessages(...messages)
    .at(-1)!
    .parts.flatMap((p) =>
      p.kind === "capability" ? p.answers.map((a) => [a.name, a.verdict, a.quote]) : [],
    );

describe("'a tax pro' is a person, not the Professional edition", () => {
  it("asks the product discussed, and reads 'pro' as professional", () => {
    expect(
      answers(
        "Tell me about the Ledgerpoint Tax Research Library",
        "If I'm stuck, does it put me through to a real tax pro?",
      ),
    ).toEqual([["Ledgerpoint Tax Research Library", "no", "Answers from a tax professional"]]);
  });

  it("still reads 'the pro version' of the suite discussed as its Professional edition", () => {
    const [, turn] = playMessages(
      "Tell me about Ledgerpoint Tax Suite Basic",
      "does the pro version do partnership returns?",
    );
    expect(turn!.text).toMatch(/Ledgerpoint Tax Suite Professional/);
  });
});
