import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { readMessage } from "../understanding/read-message.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const library = idOf("Countinghouse Template Library — All Access");
const firstTurn = (content: string) => playMessages(content)[0]!;

describe("every one of a kind, asked for: the product whose sheet holds them all", () => {
  it("recommends the template library alone for 'anything that gives us every one of your templates?'", () => {
    const turn = firstTurn(
      "Two partners here. Every season we buy a checklist or a letter template one by one. Anything that gives us every one of your templates? No more than $40 a month.",
    );
    expect(turn.state.recommendation).toEqual([library]);
  });

  it("in Spanish: '¿una suscripción que nos dé todas ellas?' of the plantillas", () => {
    const turn = firstTurn(
      "Somos tres en el despacho y compramos las plantillas de una en una. ¿Hay alguna suscripción que nos dé todas ellas? Máximo $45 al mes.",
    );
    expect(turn.state.recommendation).toEqual([library]);
  });

  it("reads 'the library' as the library discussed, whose name's noun before its edition it is", () => {
    const state = { ...emptyConversationState(), focus: [library], shown: [library] };
    const asks = readMessage(view, "What would the library cost us over a year?", state).asks;
    expect(asks).toEqual([{ kind: "cost", products: [library], cheapest: false, fits: false }]);
  });
});
