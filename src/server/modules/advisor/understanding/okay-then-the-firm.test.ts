import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

describe("a message that opens with “okay” or “great” and then describes the firm is no thanks", () => {
  for (const said of [
    "Ok so we're four bookkeepers with 30 clients on Xero and we need the receipts handled.",
    "Great news, we just opened our practice, two of us, and need engagement letters and a welcome packet, around $50 a month.",
    "okay so it's six of us doing payroll for about 40 companies and the deposits keep slipping",
  ])
    it(said, () => {
      const [turn] = playMessages(said);
      expect(turn!.parts[0]?.kind).toBe("recommend");
    });

  it("still thanks a thanks", () => {
    const [turn] = playMessages("ok thanks, that helps");
    expect(turn!.parts[0]?.kind).toBe("ack");
  });
});
