import { describe, expect, it } from "vitest";
import { UNKNOWN_FACTS } from "../../../shared/contracts/product-facts.js";
import type { CatalogueProduct } from "./engine/catalogue.js";
import { checkClaim, plainWords } from "./model-reply.js";

const suite: CatalogueProduct = {
  id: 1,
  name: "Ledgerpoint Tax Suite Basic",
  description: "Desktop tax preparation for sole practitioners. Prints and e-files Form 1040.",
  price: "499.00",
  category: "software",
  type: "one-time",
  features: ["Form 1040 with all common schedules", "Upgrade path to Professional"],
  facts: {
    ...UNKNOWN_FACTS,
    forms: ["1040"],
    integrations: ["Microsoft Excel"],
    security: { ...UNKNOWN_FACTS.security, mfa: "yes", sso: "no" },
    trialDays: 0,
  },
};

describe("a model's claims are checked against the product's own fields", () => {
  it("keeps a claim only when the field says it, in the catalogue's words", () => {
    expect(checkClaim(suite, "feature", "form 1040 with all common schedules.")).toBe(
      "“Form 1040 with all common schedules”",
    );
    expect(checkClaim(suite, "feature", "Forms 706 and 709")).toBeNull();
    expect(checkClaim(suite, "forms", "Form 1040")).toBe("covers Form 1040 (fact sheet)");
    expect(checkClaim(suite, "forms", "1065")).toBeNull();
    expect(checkClaim(suite, "integrations", "microsoft excel")).toBe(
      "integrates with Microsoft Excel (fact sheet)",
    );
    expect(checkClaim(suite, "integrations", "QuickBooks Online")).toBeNull();
    expect(checkClaim(suite, "security", "mfa")).toBe("offers multi-factor sign-in (fact sheet)");
    expect(checkClaim(suite, "security", "sso")).toBeNull();
    expect(checkClaim(suite, "trialDays", "30")).toBeNull();
    expect(checkClaim(suite, "description", "prints and e-files form 1040")).toBe(
      "“Prints and e-files Form 1040.”",
    );
    expect(checkClaim(suite, "description", "files every state return")).toBeNull();
    expect(checkClaim(suite, "price", "$1.00")).toBeNull();
  });

  it("keeps only the model's sentences that name no product, price, link or address", () => {
    const words = plainWords(
      "Tax season is close. Ledgerpoint has you covered. TaxWizard Ultra 3000 is great. It costs $5 a month. See https://x.example or mail a@b.example now. Try [this](/products/1). <b>Start</b> early.",
      [suite],
    );
    expect(words).toBe("Tax season is close. Start early.");
  });
});
