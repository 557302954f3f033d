import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const compared = (said: string) => {
  const [turn] = playMessages(said);
  const part = turn!.parts.find((p) => p.kind === "compare");
  return part?.kind === "compare" ? part.result.products.map((p) => p.name).sort() : [];
};

describe("“the vendor's editions” are every edition of that vendor's, side by side", () => {
  it("compares Copperline's two payroll editions", () => {
    expect(compared("what's the difference between the two Copperline versions?")).toEqual([
      "Copperline Payroll Cloud",
      "Copperline Payroll Desktop",
    ]);
  });
  it("compares the Ledgerpoint tax suite's two editions, not its planner or library", () => {
    for (const said of [
      "put the Ledgerpoint editions side by side",
      "how do the Ledgerpoint tiers differ?",
    ])
      expect(compared(said), said).toEqual([
        "Ledgerpoint Tax Suite Basic",
        "Ledgerpoint Tax Suite Professional",
      ]);
  });
});
