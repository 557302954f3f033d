import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

describe("a fact word that names the product asked about is not what is asked of it", () => {
  it("answers the monitoring question of the WISP template, not whether it is a WISP", () => {
    const [, turn] = playMessages(
      "Four of us in a small tax practice; what would you suggest for the written security plan the IRS wants?",
      "and the WISP one, does it come with monitoring tools or software?",
    );
    expect(turn!.text).not.toMatch(/\*\*Yes\*\*/);
    expect(turn!.text).toMatch(/\*\*No\*\*.*Security software or monitoring/);
  });
});
