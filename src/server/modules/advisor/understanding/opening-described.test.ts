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

describe("the product whose feature line says the described job leads", () => {
  it("names the trial balance product for 'take in the trial balance', not a practice manager", () => {
    // "Jobs" (the roofers' jobs) and "notes" are words of Practice Manager's feature lines too;
    // “Trial balance import from any ledger” says the job side by side.
    const reply = opening(
      "just me here. i prepare reviewed financials for around 30 roofers who need bonding for their jobs. need a program that can take in the trial balance and spit out statements with notes. one-time is fine, up to 900 bucks",
    );
    expect(reply.kinds).toEqual(["recommend"]);
    expect(reply.text).toMatch(/1\. \*\*\[Kestrel Trial Balance & Financial Statements\]/);
  });
});
