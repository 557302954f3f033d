import { describe, expect, it } from "vitest";
import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "./read-message.js";

const view = catalogueView(SEED_CATALOGUE);
const verdicts = (text: string) =>
  advisorTurn(
    view,
    {
      onboarding: null,
      messages: [{ role: "user", content: text }],
      state: emptyConversationState(),
    },
    new Date("2026-11-27T12:00:00Z"),
  ).parts.flatMap((p) =>
    p.kind === "capability"
      ? p.answers.map((a) => `${view.byId.get(a.productId)!.name}: ${a.verdict}`)
      : [],
  );

describe("questions that each name a product of their own are each asked of it", () => {
  it("answers each of two questions about two products, in the order asked", () => {
    expect(
      verdicts(
        "Does the Brightfile vault do e-signatures? And can Harborview e-Signature notarise documents?",
      ),
    ).toEqual(["Brightfile Document Vault: no", "Harborview e-Signature: no"]);
  });

  it("in Spanish too", () => {
    expect(
      verdicts(
        "¿Tickmark Close Manager prepara los estados financieros? ¿Y el Practice Manager de Tallystone guarda documentos?",
      ),
    ).toEqual(["Tickmark Close Manager: no", "Tallystone Practice Manager: no"]);
  });
});

describe("questions of the one product discussed, each of its own kind", () => {
  const kestrel = view.products.find((p) => p.name.startsWith("Kestrel"))!.id;
  const about: ConversationState = {
    ...emptyConversationState(),
    focus: [kestrel],
    shown: [kestrel],
    discussed: [kestrel],
  };
  const kinds = (text: string) => readMessage(view, text, about).asks.map((a) => a.kind);

  it("answers the cost and the trial asked in two questions", () => {
    expect(kinds("What does it cost us? And does it come with a trial?")).toEqual([
      "cost",
      "capability",
      "policy",
    ]);
  });

  it("puts the cost before the licence's term asked beside it, which the cost says how it is paid", () => {
    // (Whether it is kept brings the store's licence terms beside the term.)
    expect(kinds("Is it a subscription or ours to keep, and how much for the 3 of us?")).toEqual([
      "cost",
      "capability",
      "policy",
    ]);
    expect(kinds("¿La licencia vence o es para siempre? ¿Cuánto pagamos los tres?")).toEqual([
      "cost",
      "capability",
    ]);
  });
});

describe("questions the whole message already asks of them all together", () => {
  it("keeps one cost of both when the second question asks for the two together", () => {
    const practice = view.products.find((p) => p.name === "Tallystone Practice Manager")!.id;
    const capacity = view.products.find((p) => p.name === "Tallystone Capacity Planner")!.id;
    const asks = readMessage(
      view,
      "What would Tallystone Practice Manager run for the 3 of us? And if we add Tallystone Capacity Planner, what do both come to together?",
      { ...emptyConversationState(), focus: [practice], shown: [practice] },
    ).asks;
    expect(asks).toEqual([
      { kind: "cost", products: [practice, capacity], cheapest: false, fits: false },
    ]);
  });
});
