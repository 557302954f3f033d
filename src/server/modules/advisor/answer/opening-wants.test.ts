import { describe, expect, it } from "vitest";
import { askSpan } from "../ranking/firm-profile.js";
import { playMessages, productId } from "../regression/run-scenario.js";

/** The kinds of the first reply's parts, in order. */
const kinds = (message: string) => playMessages(message)[0]!.parts.map((p) => p.kind);

describe("an opening that says who the firm is and what it wants is asked what to buy, first", () => {
  it("reads no store policy from a statement about the firm's weekends", () => {
    expect(
      kinds(
        "Solo EA here, about 70 clients. Our office is closed on weekends, so I need somewhere clients can drop their tax papers any time. What do you suggest?",
      ),
    ).toEqual(["recommend"]);
    expect(
      kinds(
        "Hi! Five of us at a CPA shop, 300 clients. Staff shouldn't spend a Saturday on this: we want clients to upload their files to us securely. What do you recommend?",
      ),
    ).toEqual(["recommend"]);
  });

  it("lists no products for a form the firm only says it files, when it asks what would help", () => {
    expect(
      kinds(
        "We're a three-person office preparing 1099s for about 40 landlords. The painful part is the stacks of paper receipts they hand us. What could help with this?",
      ),
    ).toEqual(["recommend"]);
  });

  it("answers a question of its own after the picks", () => {
    const turn = playMessages(
      "We're 3 preparers and need a client portal. Do you offer refunds?",
    )[0]!;
    expect(turn.parts.map((p) => p.kind)).toEqual(["recommend", "policy"]);
    const policy = turn.parts[1]!;
    expect(policy.kind === "policy" && policy.entries.map((e) => e.topic)).toEqual(["refunds"]);
  });

  it("keeps a list asked for in so many words, the need in the sentence before", () => {
    expect(kinds("two of us doing trust returns. need to file 1041s. what handles that")).toEqual([
      "coverage",
    ]);
  });
});

describe("'what would help with that?' asks for what the sentence before it says", () => {
  it("sorts the catalogue by that sentence", () => {
    for (const [message, said] of [
      [
        "Two of us, 30 clients. Our clients lose track of their receipts. What would help with that?",
        "receipts",
      ],
      [
        "solo EA, 80 clients. i answer every IRS letter by hand. what can you recommend for this?",
        "IRS letter",
      ],
      ["We run payroll for 9 firms; year-end W-2s take forever. So what could fix that?", "W-2s"],
    ] as const)
      expect(askSpan(message).asked).toContain(said);
  });

  it("picks the product for it alone, not one for the firm's other work", () => {
    const [turn] = playMessages(
      "I'm a solo EA with 80 clients. Every year I hand-write a reply to each IRS letter they forward me. What can you recommend for this?",
    );
    expect(turn!.state.recommendation).toEqual([productId("IRS Notice Response Kit")]);
  });
});
