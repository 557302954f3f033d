import { describe, expect, it } from "vitest";
import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "./read-message.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const discussing = (name: string): ConversationState => {
  const id = idOf(name);
  return { ...emptyConversationState(), focus: [id], shown: [id], discussed: [id] };
};
const read = (text: string, state: ConversationState) => readMessage(view, text, state);

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
      const u = read(text, discussing("Tickmark Close Manager"));
      expect(u.asks[0]).toMatchObject({ kind: "capability", products: [idOf(product)] });
      expect(u.budget).toBeNull();
    }
  });

  it("reads 'the $45 one' as the product of the conversation at that price", () => {
    const state: ConversationState = {
      ...discussing("Tidewater Budget & Forecast Cloud"),
      shown: [idOf("Tidewater Budget & Forecast Cloud"), idOf("13-Week Cash Flow Forecast")],
    };
    expect(read("Can the $45 one do monthly budgets?", state).asks[0]).toMatchObject({
      kind: "capability",
      products: [idOf("13-Week Cash Flow Forecast")],
    });
  });

  it("reads 'the 13-week one' as the one name with that word, while another is discussed", () => {
    expect(
      read(
        "The 13-week one — can it do monthly budgets as well?",
        discussing("Tidewater Budget & Forecast Cloud"),
      ).asks[0],
    ).toMatchObject({ kind: "capability", products: [idOf("13-Week Cash Flow Forecast")] });
  });

  it("reads 'the business organizer' as the organizer whose name says business, though the other is discussed", () => {
    for (const text of [
      "Does the business organizer cover trusts?",
      "And the business organizer, is it per preparer?",
    ])
      expect(read(text, discussing("Individual Tax Organizer")).asks[0]).toMatchObject({
        products: [idOf("Business Tax Organizer")],
      });
  });
});
