import { describe, expect, it } from "vitest";
import { askWhileDiscussing } from "../regression/run-scenario.js";

const STORE_HOURS = "Business hours: Mon-Fri 8-6 EST; Sat 9-2 EST";

describe("support asked of the store, and of a product", () => {
  it("gives the store's hours when the shopper asks to reach us, whatever product is named", () => {
    for (const question of [
      "if payroll desktop stops working on a Friday night, when can we reach your team?",
      "what hours are you guys around, in case it breaks mid-run?",
    ]) {
      const reply = askWhileDiscussing("Copperline Payroll Desktop", question).text;
      expect(reply, question).toContain(STORE_HOURS);
      expect(reply, question).not.toMatch(/\*\*(?:Yes|No|Not stated)\*\*/);
    }
  });

  it("answers a way of reaching a product's support from its sheet's channels", () => {
    // Brightfile Document Vault: support channels e-mail, live chat, help center (no phone).
    const phone = askWhileDiscussing(
      "Brightfile Document Vault",
      "does Brightfile offer phone support for it?",
    ).text;
    expect(phone).toMatch(/^\*\*No\*\*: \[Brightfile Document Vault\]/);
    const chat = askWhileDiscussing("Brightfile Document Vault", "any live chat support?").text;
    expect(chat).toMatch(/^\*\*Yes\*\*: \[Brightfile Document Vault\]/);
  });
});

describe("how many computers a purchase covers", () => {
  it("is the store's licence terms, not where the product runs", () => {
    for (const [product, question] of [
      [
        "Copperline Payroll Desktop",
        "could we install it on two computers, mine and the bookkeeper's?",
      ],
      ["Copperline Payroll Desktop", "is the license good for one pc only?"],
      ["Month-End Close Checklist", "can the checklist go on both laptops, mine and my partner's?"],
    ] as const) {
      const reply = askWhileDiscussing(product, question).text;
      expect(reply, question).toContain("(Licences for what you buy)");
      expect(reply, question).not.toContain("Not stated");
    }
  });
});
