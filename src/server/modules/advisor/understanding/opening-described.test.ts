import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

/** The products a first message's reply recommends, by name. */
const opening = (message: string) => {
  const [turn] = playMessages(message);
  return { kinds: turn!.parts.map((p) => p.kind), text: turn!.text };
};

describe("a firm describing its work in a first message gets a recommendation", () => {
  it("keeps a kind of product said as a need a need, though it names a product's words", () => {
    // "Fund accounting" is words of Cedarline Nonprofit Fund Accounting's name; "restricted vs
    // unrestricted" sets two of the firm's things side by side, not two products.
    const reply = opening(
      "Bookkeeping for 14 churches, me and one helper. We need fund accounting with restricted vs unrestricted money kept separate. Around $200 a month.",
    );
    expect(reply.kinds).toEqual(["recommend"]);
    expect(reply.text).toContain("Cedarline Nonprofit Fund Accounting");
  });

  it("reads 'all in a spreadsheet' as where the work is kept, not a price asked", () => {
    const reply = opening(
      "Three of us, 30 clients who sell on Etsy and Shopify. We track every state's sales tax all in a spreadsheet right now. Where should we start?",
    );
    expect(reply.kinds).toEqual(["recommend"]);
    expect(reply.text).toContain("Sable Sales Tax Compliance");
  });
});
