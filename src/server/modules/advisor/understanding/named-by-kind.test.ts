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
const shown = (ids: number[]): ConversationState => ({
  ...emptyConversationState(),
  focus: ids,
  shown: ids,
  discussed: ids,
  recommendation: ids,
});
const asks = (text: string, state: ConversationState) => readMessage(view, text, state).asks;

describe("products named by what they are, and what is asked of them", () => {
  it("lays two products side by side, then says where the memo is", () => {
    const ids = [idOf("Tallystone Practice Manager"), idOf("Tallystone Capacity Planner")];
    expect(
      asks(
        "Could you put the two next to each other for me? I need a one-pager I can show the partners.",
        shown(ids),
      ),
    ).toEqual([{ kind: "compare", products: ids }, { kind: "memo" }]);
  });

  it("reads a name's word after a sentence that ended in 'a month now.' as the name", () => {
    const autopilot = idOf("Tickmark Bookkeeping Autopilot");
    const payroll = idOf("Copperline Payroll Cloud");
    const [ask] = asks(
      "Okay, we set aside $900 a month now. Autopilot and Payroll Cloud for 12 clients, does that work?",
      shown([autopilot, payroll]),
    );
    expect(ask).toMatchObject({ kind: "cost", products: [autopilot, payroll] });
  });

  it("reads Spanish 'la de fondos' as the fund one of the conversation", () => {
    const fund = idOf("Cedarline Nonprofit Fund Accounting");
    const f990 = idOf("Cedarline Form 990 Preparer");
    const [ask] = asks("¿Y la de fondos cuánto cuesta al mes?", {
      ...shown([fund, f990]),
      focus: [f990],
    });
    expect(ask).toMatchObject({ kind: "cost", products: [fund] });
  });

  it("reads 'Ledgerpoint's cloud planner' as the vendor's product that runs in the cloud and plans", () => {
    const [ask] = asks(
      "How much is Ledgerpoint's cloud planner for 3 users?",
      shown([idOf("Ledgerpoint Tax Suite Professional")]),
    );
    expect(ask).toMatchObject({ kind: "cost", products: [idOf("Ledgerpoint Tax Planner")] });
  });

  it("reads the vendor's product by where it runs beside a product named in full", () => {
    const [ask] = asks(
      "What would Brightfile's desktop app cost the 2 of us next to Harborview e-Signature? Which comes out cheaper?",
      shown([idOf("Brightfile Document Vault")]),
    );
    expect(ask).toMatchObject({
      kind: "cost",
      cheapest: true,
      products: [idOf("Brightfile Scan & Split"), idOf("Harborview e-Signature")],
    });
  });

  it("asks whether the firm still fits its budget in Spanish ('¿todavía entramos en los $500?')", () => {
    const practice = idOf("Tallystone Practice Manager");
    const [ask] = asks("Somos 9 ahora. ¿Todavía entramos en los $500?", {
      ...shown([practice]),
      budget: { amountCents: 500_00, period: "month", kind: "cap", hard: true },
    });
    expect(ask).toMatchObject({ kind: "cost", products: [practice], fits: true });
  });
});
