import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

/** The reply to `question` asked after a first turn that put a product in focus. */
const replyAfter = (first: string, question: string) => playMessages(first, question)[1]!.text;
const TAX_FIRM =
  "Two of us prepare about 300 individual and partnership returns. What tax software?";
const ESTATE_FIRM =
  "We're a two-person wealth practice and want estate tax projections; we'd rather buy outright.";

const declinedHonestly = (reply: string) => {
  expect(reply).toMatch(/^(?:I can't answer that from the listings|No puedo responder a eso)/);
  expect(reply).toContain("/contact");
  expect(reply).not.toMatch(/\*\*(?:Yes|No|Sí|Not stated|No consta)\*\*/);
};

describe("a question about the world, not a product, is declined before any product is looked up", () => {
  it("declines which return or election suits a client (tax advice), in English and Spanish", () => {
    for (const q of [
      "Should our S corp client file a 1065 or an 1120-S this year, which is better?",
      "990-EZ vs 990 for a small charity, which one makes more sense?",
      "Is it better for them to elect S status next year?",
      "¿Qué le conviene más a la asociación, el 1120-H o el 1120?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("declines an amount the tax law sets", () => {
    for (const q of [
      "What's the gift tax annual exclusion going to be in 2027?",
      "How much is the standard deduction for a married couple next year?",
      "¿Cuál es la exención del impuesto sucesorio para 2027?",
    ])
      declinedHonestly(replyAfter(ESTATE_FIRM, q));
  });

  it("declines how long the firm's own work takes", () => {
    for (const q of [
      "How much time do people usually spend on a partnership return?",
      "How long does an average 1065 take to prepare?",
      "¿Cuántas horas lleva una declaración típica?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("declines a vendor's plans for years to come, and never answers them with a support line", () => {
    for (const q of [
      "Is Ledgerpoint planning to discontinue the Basic edition?",
      "Will they still be selling the Professional version ten years from now?",
      "¿Ledgerpoint va a seguir dando soporte a la versión de escritorio dentro de cinco años?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("declines a discount and a promised outcome (not the refund guarantee)", () => {
    for (const q of [
      "Any discount if a nonprofit buys it?",
      "Do you have a promo code or educational pricing?",
      "¿Nos hacen algún descuento por ser dos?",
      "Can you guarantee the IRS will waive my client's penalty with the letter?",
      "¿Me garantizan que el IRS acepta la carta?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("leaves the questions the listings answer to the listings", () => {
    const asked = (q: string) => replyAfter(TAX_FIRM, q);
    // Forms a product prepares, its own trial and its licence year are the sheets'.
    expect(asked("Does Professional do the 1120 or the 1120-S?")).not.toMatch(/can't answer/);
    expect(asked("How long is the free trial?")).not.toMatch(/can't answer/);
    expect(asked("Will it keep its tax tables current after the year is up?")).not.toMatch(
      /can't answer/,
    );
    expect(asked("Is there a money-back guarantee?")).toMatch(/refund/i);
    expect(asked("Which is cheaper, Basic or Professional?")).not.toMatch(/can't answer/);
  });
});
