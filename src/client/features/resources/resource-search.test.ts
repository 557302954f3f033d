import { describe, expect, it } from "vitest";
import { filterResources } from "./resource-search.js";

const resources = [
  {
    title: "Month-End Close Checklist",
    description: "Every step to close the books.",
    category: "checklists" as const,
    tags: ["Bookkeeping", "Close"],
  },
  {
    title: "Business Mileage Log",
    description: "Track deductible miles at the IRS rate.",
    category: "tools" as const,
    tags: ["Deductions", "Vehicles"],
  },
  {
    title: "Tax Season Engagement Letter",
    description: "Set scope and fees before you start.",
    category: "templates" as const,
    tags: ["Engagement", "Individual Tax"],
  },
];
const titles = (list: typeof resources) => list.map((r) => r.title);

describe("filterResources", () => {
  it("returns everything for a blank search in All Resources", () => {
    expect(filterResources(resources, "  ", "all")).toHaveLength(3);
  });

  it("matches the title case-insensitively", () => {
    expect(titles(filterResources(resources, "MILEAGE", "all"))).toEqual(["Business Mileage Log"]);
  });

  it("matches the description", () => {
    expect(titles(filterResources(resources, "close the books", "all"))).toEqual([
      "Month-End Close Checklist",
    ]);
  });

  it("matches any tag", () => {
    expect(titles(filterResources(resources, "individual tax", "all"))).toEqual([
      "Tax Season Engagement Letter",
    ]);
    expect(titles(filterResources(resources, "vehicles", "all"))).toEqual(["Business Mileage Log"]);
  });

  it("combines the search with the category", () => {
    expect(titles(filterResources(resources, "", "templates"))).toEqual([
      "Tax Season Engagement Letter",
    ]);
    expect(filterResources(resources, "mileage", "templates")).toEqual([]);
    expect(titles(filterResources(resources, "irs", "tools"))).toEqual(["Business Mileage Log"]);
  });

  it("finds nothing for text that appears nowhere", () => {
    expect(filterResources(resources, "cryptocurrency", "all")).toEqual([]);
  });
});
