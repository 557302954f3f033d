import { describe, expect, it } from "vitest";
import {
  discussing,
  productId as idOf,
  readWhileDiscussing,
  SEED_CATALOGUE,
} from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "./read-message.js";

describe("a product named by its price, by a word only its name has, or by its own name's word", () => {
  it("reads 'the 25 dollar checklist', 'the $59 checklist' as the one checklist at that price, not a budget", () => {
    for (const [text, product] of [
      ["does the 25 dollar checklist cover the W-3 too?", "Year-End Payroll & W-2 Checklist"],
      [
        "and the $59 checklist, does it work out sample sizes?",
        "Audit Planning & Risk Assessment Checklist",
      ],
      [
        "what about the $19 worksheet, is it for state estimates?",
        "Quarterly Estimated Tax Worksheet",
      ],
    ] as const) {
      const u = readWhileDiscussing("Tickmark Close Manager", text);
      expect(u.asks[0]).toMatchObject({ kind: "capability", products: [idOf(product)] });
      expect(u.budget).toBeNull();
    }
  });

  it("reads 'the $45 one' as the product of the conversation at that price", () => {
    expect(
      readWhileDiscussing(
        "Tidewater Budget & Forecast Cloud",
        "Can the $45 one do monthly budgets?",
        ["13-Week Cash Flow Forecast"],
      ).asks[0],
    ).toMatchObject({
      kind: "capability",
      products: [idOf("13-Week Cash Flow Forecast")],
    });
  });

  it("reads 'the 13-week one' as the one name with that word, while another is discussed", () => {
    expect(
      readWhileDiscussing(
        "Tidewater Budget & Forecast Cloud",
        "The 13-week one — can it do monthly budgets as well?",
      ).asks[0],
    ).toMatchObject({ kind: "capability", products: [idOf("13-Week Cash Flow Forecast")] });
  });

  it("reads 'the business organizer' as the organizer whose name says business, though the other is discussed", () => {
    for (const text of [
      "Does the business organizer cover trusts?",
      "And the business organizer, is it per preparer?",
    ])
      expect(readWhileDiscussing("Individual Tax Organizer", text).asks[0]).toMatchObject({
        products: [idOf("Business Tax Organizer")],
      });
  });

  it("reads the word before a shown product's noun as another name's: 'the business organizer' beside the individual one shown", () => {
    // The individual organizer was shown beside the tax suite, which is discussed.
    for (const [text, product] of [
      ["how much does the business organizer run", "Business Tax Organizer"] as const,
      ["is the business organizer something we buy once?", "Business Tax Organizer"] as const,
      ["the individual organizer, is it in Spanish?", "Individual Tax Organizer"] as const,
    ])
      expect(
        readWhileDiscussing("Ledgerpoint Tax Suite Professional", text, [
          "Individual Tax Organizer",
        ]).products,
        text,
      ).toEqual([idOf(product)]);
    // Shown the business one, "the individual organizer" is the individual one.
    expect(
      readWhileDiscussing("Ledgerpoint Tax Suite Basic", "what's the individual organizer cost", [
        "Business Tax Organizer",
      ]).products,
    ).toEqual([idOf("Individual Tax Organizer")]);
  });
});

describe("'the cheaper one' opening a question is the product it names", () => {
  it("asks the verb after it of the cheaper of the two discussed, whatever the verb", () => {
    const both = discussing("Fieldstone Audit Sampling Tool", ["Fieldstone Audit Workpapers"]);
    const state = (text: string) =>
      readMessage(catalogueView(SEED_CATALOGUE), text, { ...both, focus: both.shown });
    for (const text of [
      "- the cheaper one calculates sample sizes?",
      "the cheaper one figures out sample sizes, right?",
      "The cheaper option calcs the sample sizes too?",
    ])
      expect(state(text).asks[0]).toMatchObject({
        kind: "capability",
        products: [idOf("Fieldstone Audit Sampling Tool")],
      });
  });
});
