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
const practice = idOf("Tallystone Practice Manager");
const payroll = idOf("Copperline Payroll Cloud");
const about = (id: number, firm: Partial<ConversationState["firm"]> = {}): ConversationState => {
  const state = emptyConversationState();
  return {
    ...state,
    firm: { ...state.firm, ...firm },
    focus: [id],
    shown: [id],
    discussed: [id],
    recommendation: [id],
  };
};

describe("a part of a count the firm gave, and numbers that count nothing", () => {
  it("reads '9 of the 12 will need a seat' as 9 users, and the question after it as the cost", () => {
    const u = readMessage(
      view,
      "Actually only 9 of the 12 will need a seat. What's the monthly now?",
      about(practice, { seats: 12 }),
    );
    expect(u.quantities.seats).toBe(9);
    expect(u.asks).toEqual([{ kind: "cost", products: [practice], cheapest: false, fits: false }]);
  });

  it("reads '25 out of our 40' as 25 clients when 40 was the firm's clients", () => {
    const u = readMessage(
      view,
      "Just 25 out of our 40 would run payroll through it. What would that cost?",
      about(payroll, { clients: 40 }),
    );
    expect(u.quantities.clients).toBe(25);
  });

  it("counts nothing by a product's number ('Microsoft 365') or by 'two quick ones'", () => {
    expect(
      readMessage(view, "Can it sync with Microsoft 365?", about(practice)).quantities.seats,
    ).toBeNull();
    const u = readMessage(
      view,
      "Two quick ones: is it per user? Is there a trial?",
      about(practice),
    );
    expect([u.quantities.seats, u.quantities.bare]).toEqual([null, []]);
  });

  it("asks of the product named when the firm would drop its own system ('ditch our spreadsheet')", () => {
    const u = readMessage(
      view,
      "Does Tallystone Practice Manager track deadlines, so we could ditch our spreadsheet?",
      about(payroll),
    );
    expect(u.rejected).toEqual([]);
    expect(u.asks.map((a) => a.kind)).toEqual(["capability"]);
  });
});
