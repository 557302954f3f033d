import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "./read-message.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

describe("a firm that says who it is and asks whether there is something for a job", () => {
  it("gets a pick among the products whose sheets do it, and 'eso' is that pick after", () => {
    const first = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content:
              "Somos tres y llevamos 20 clientes. ¿Hay algo para que los clientes le saquen foto a sus recibos?",
          },
        ],
        state: null,
      },
      new Date("2026-11-27T12:00:00Z"),
    );
    const receipts = idOf("Tickmark Receipt Capture");
    expect(first.state.recommendation).toEqual([receipts]);
    const [ask] = readMessage(view, "¿Y eso se conecta con Xero?", first.state).asks;
    expect(ask).toMatchObject({ kind: "integration", products: [receipts] });
  });
});

describe("Spanish miles", () => {
  it("reads '¿registra el kilometraje que hacen los clientes?' as mileage tracking", () => {
    const receipts = idOf("Tickmark Receipt Capture");
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          { role: "user", content: "Otra cosa: ¿registra el kilometraje que hacen los clientes?" },
        ],
        state: { ...emptyConversationState(), focus: [receipts], shown: [receipts] },
      },
      new Date("2026-11-27T12:00:00Z"),
    );
    const answers = turn.parts.flatMap((p) => (p.kind === "capability" ? p.answers : []));
    expect(answers.map((a) => [a.productId, a.verdict, a.quote])).toEqual([
      [receipts, "no", "Mileage tracking"],
    ]);
  });
});
