import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

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
