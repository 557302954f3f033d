import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "./catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;
const TIME_BILLING = "Tallystone Time & Billing Desktop";

describe("a product named as left out says something the firm asked for", () => {
  it("names no time and billing software beside e-signature for 'engagement letters'", () => {
    const turn = firstTurn(
      "Solo EA here. I need to send engagement letters and get clients to e-sign them. Max $30 a month.",
    );
    expect(turn.state.recommendation).toEqual([idOf("Harborview e-Signature")]);
    expect(turn.state.leftOut.map((l) => l.productId)).not.toContain(idOf(TIME_BILLING));
    expect(turn.text).not.toContain(TIME_BILLING);
  });

  it("in Spanish: 'cartas de compromiso' names no billing software either", () => {
    const turn = firstTurn(
      "Trabajo sola. Quiero enviar cartas de compromiso y que los clientes las firmen. Máximo 30 dólares al mes.",
    );
    expect(turn.state.leftOut.map((l) => l.productId)).not.toContain(idOf(TIME_BILLING));
    expect(turn.text).not.toContain(TIME_BILLING);
  });
});
