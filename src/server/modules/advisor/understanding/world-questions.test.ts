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

  it("declines advice on what an entity should become", () => {
    for (const q of [
      "Should our client incorporate this year?",
      "In your view ought the trust to be dissolved?",
      "Do you think the LLC should convert to a partnership?",
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

describe("a question about a client's own case, a figure to come or a vendor's next season is declined", () => {
  it("declines what one client owes, saves or should pay, said with the client's figures", () => {
    for (const q of [
      "One of my clients made about $95k on 1099s last year — how much should she put aside each quarter?",
      "What would electing S status save a business owner netting $200k?",
      "For a couple with $300k of income, is it 90% or 100% of this year's tax they need to pay in?",
      "Un cliente que gana 80 mil al año, ¿cuánto se ahorraría con una S corp?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("declines what the IRS may do in one taxpayer's case, also forwarded in quotes", () => {
    for (const q of [
      "Could the IRS garnish a client's wages for an old 2018 balance?",
      "Will the IRS keep my client's refund to cover what she owes from 2020?",
      "A client texted us: 'can the state seize my bank account over the 2021 taxes?' How do we answer him?",
      "¿El IRS le puede quitar el reembolso a mi cliente por una deuda vieja?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("declines a public figure for the year to come", () => {
    for (const q of [
      "What will the cost-of-living adjustment be next year?",
      "How much are Medicare premiums going to increase next year?",
      "¿Cuánto van a subir los beneficios del Seguro Social el año que viene?",
    ])
      declinedHonestly(replyAfter(ESTATE_FIRM, q));
  });

  it("declines what a vendor will add next season", () => {
    for (const q of [
      "Do you know if Ledgerpoint is adding a Mac version next year?",
      "Are they planning to add Form 706 to the Professional edition?",
      "Will Ledgerpoint ever add estate returns?",
      "¿Saben si Ledgerpoint va a agregar las declaraciones de herencia la próxima temporada?",
    ])
      declinedHonestly(replyAfter(TAX_FIRM, q));
  });

  it("still answers the sheets' own lines, costs with a count to come, and asks for a product", () => {
    const worksheet = replyAfter(
      "Solo preparer, 60 self-employed clients, I need something for their quarterly estimates. One-time purchase.",
      "Does the worksheet do the 100% or 110% prior-year method?",
    );
    expect(worksheet).toMatch(/\*\*Yes\*\*/);
    expect(worksheet).toMatch(/110%/);
    expect(
      replyAfter(TAX_FIRM, "If we add two more preparers next year, what's the total?"),
    ).toMatch(/\$/);
    expect(
      replyAfter(TAX_FIRM, "How much will it cost next year if we grow to 4 people?"),
    ).not.toMatch(/can't answer/);
    expect(
      replyAfter(
        "Four planners, 120 households, retirement income planning.",
        "Does the retirement planner compare Social Security claiming ages?",
      ),
    ).toMatch(/\*\*Yes\*\*/);
    expect(
      replyAfter(
        "We're 4 preparers with lots of small business owners.",
        "Our clients keep asking what they'd save by switching to an S corp. Anything that shows them that?",
      ),
    ).not.toMatch(/can't answer/);
    expect(
      replyAfter(TAX_FIRM, "Can it show a client what an S corp election would save them?"),
    ).not.toMatch(/can't answer/);
  });
});
