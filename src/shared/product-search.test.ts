import { describe, expect, it } from "vitest";
import { filterProducts, matchesSearch } from "./product-search.js";

const products = [
  {
    name: "Ledgerpoint Tax Suite",
    description: "Prepare 1040 returns.",
    category: "software" as const,
  },
  {
    name: "Harborview Client Portal",
    description: "Collect TAX documents securely.",
    category: "saas" as const,
  },
  { name: "Close Checklist", description: "Month-end steps.", category: "templates" as const },
];

describe("product search", () => {
  it("matches the name or the description, ignoring case", () => {
    expect(matchesSearch(products[0]!, "TAX")).toBe(true);
    expect(matchesSearch(products[1]!, "tax")).toBe(true);
    expect(matchesSearch(products[2]!, "tax")).toBe(false);
    expect(matchesSearch(products[2]!, "month-END")).toBe(true);
  });

  it("an empty or blank search matches everything", () => {
    expect(filterProducts(products, { search: "", category: "all" })).toHaveLength(3);
    expect(filterProducts(products, { search: "   ", category: "all" })).toHaveLength(3);
  });

  it("trims the search", () => {
    expect(filterProducts(products, { search: "  portal ", category: "all" })).toEqual([
      products[1],
    ]);
  });

  it("combines the search with the category", () => {
    expect(filterProducts(products, { search: "tax", category: "all" })).toEqual([
      products[0],
      products[1],
    ]);
    expect(filterProducts(products, { search: "tax", category: "saas" })).toEqual([products[1]]);
    expect(filterProducts(products, { search: "", category: "templates" })).toEqual([products[2]]);
    expect(filterProducts(products, { search: "portal", category: "software" })).toEqual([]);
  });
});
