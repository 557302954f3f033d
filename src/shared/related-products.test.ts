import { describe, expect, it } from "vitest";
import { rankRelated, relatedScore, type RelatedCandidate } from "./related-products.js";

const product = (
  id: number,
  category: string,
  facts: Partial<NonNullable<RelatedCandidate["facts"]>> = {},
): RelatedCandidate => ({
  id,
  category,
  facts: {
    services: "unknown",
    forms: "unknown",
    firmSizes: "unknown",
    integrations: "unknown",
    deployment: "unknown",
    ...facts,
  },
});

describe("People also compare: products that share facts", () => {
  const taxSuite = product(1, "software", {
    services: ["Tax Preparation", "IRS Representation"],
    forms: ["1040", "1120"],
    deployment: ["windows"],
  });

  it("scores shared services highest, then forms, then the rest; unknown shares nothing", () => {
    const rival = product(2, "software", { services: ["Tax Preparation"], forms: ["1040"] });
    expect(relatedScore(taxSuite, rival)).toBe(2 + 3 + 2);
    expect(relatedScore(taxSuite, product(3, "saas"))).toBe(0);
    expect(relatedScore(taxSuite, product(4, "templates", { deployment: ["windows"] }))).toBe(1);
  });

  it("ranks by what they share, leaves the product itself and strangers out, and keeps four", () => {
    const candidates = [
      taxSuite,
      product(9, "saas", { services: ["Payroll Services"] }),
      product(8, "software", { services: ["Tax Preparation"] }),
      product(7, "saas", { services: ["Tax Preparation", "IRS Representation"] }),
      product(6, "software"),
      product(5, "software", { forms: ["1040"] }),
      product(4, "software", { forms: ["1120"] }),
    ];
    expect(rankRelated(taxSuite, candidates).map((p) => p.id)).toEqual([7, 8, 4, 5]);
  });
});
