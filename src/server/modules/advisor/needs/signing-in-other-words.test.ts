import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";
import { spanishToEnglish } from "../understanding/language.js";
import { capabilitySignals } from "./capabilities.js";

describe("signing written as the buyer writes it is e-signature", () => {
  for (const said of [
    "clients sign the 8879 and the engagement letter electronically",
    "we'd like people to sign their organizer consent forms from their phones",
    "so clients can sign everything without driving in",
    "que los clientes firmen las cartas electrónicamente",
  ])
    it(said, () => {
      expect(capabilitySignals(spanishToEnglish(said)).get("esign")).toBe(1);
    });

  it("does not read every signature as one: a reviewer signing off is no e-signature", () => {
    expect(
      capabilitySignals("the reviewer signs off before the close is done").get("esign") ?? 0,
    ).toBeLessThan(1);
  });

  it("recommends the e-signature product first for a firm that asks for it in those words", () => {
    const [turn] = playMessages(
      "Three preparers here. We'd love for clients to sign their 8879s and consent forms from their phones instead of coming in. Ideas?",
    );
    expect(turn!.parts.find((p) => p.kind === "recommend")).toMatchObject({
      products: [{ name: "Harborview e-Signature" }],
    });
  });
});
