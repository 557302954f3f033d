import { describe, expect, it } from "vitest";
import { valueGroups, type WeightedValue } from "./related-products-repository.js";

const values: WeightedValue[] = [
  { key: "deployment:cloud", weight: 1 },
  { key: "service:Tax Preparation", weight: 3 },
  { key: "firmSize:small_firm", weight: 1 },
  { key: "form:1040", weight: 2 },
  { key: "service:Bookkeeping", weight: 3 },
  { key: "integration:Xero", weight: 1 },
  { key: "form:1065", weight: 2 },
];
const all = values.reduce((sum, { weight }) => sum + weight, 0);

describe("valueGroups (the related products' index narrowing)", () => {
  it("leaves out no product lacking less than its bound, however the values are cut", () => {
    for (let groups = 1; groups < values.length; groups++) {
      const { sets, lacking } = valueGroups(values, groups);
      expect(sets).toHaveLength(groups);
      expect(sets.flat().sort()).toEqual(values.map(({ key }) => key).sort());
      // Every product's values among these: each subset of them.
      for (let mask = 0; mask < 1 << values.length; mask++) {
        const held = values.filter((_, i) => mask & (1 << i));
        const heldWeight = held.reduce((sum, { weight }) => sum + weight, 0);
        if (all - heldWeight >= lacking) continue;
        const keys = new Set(held.map(({ key }) => key));
        expect(
          sets.some((set) => set.every((key) => keys.has(key))),
          `${groups} runs, holding ${[...keys].join(", ")}`,
        ).toBe(true);
      }
    }
  });

  it("lets more weight be lacking as the runs get more", () => {
    const bounds = [1, 2, 3, 4, 5].map((groups) => valueGroups(values, groups).lacking);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(bounds.at(-1)!).toBeGreaterThan(bounds[0]!);
  });
});
