import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import type { AnswerPart } from "../answer/route.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;
const verdicts = (parts: AnswerPart[]) =>
  parts.flatMap((p) =>
    p.kind === "capability" ? p.answers.map((a) => [a.productId, a.verdict]) : [],
  );

describe("a sheet's not-included job asked with a Spanish verb, and collecting fees as a job", () => {
  it("'¿se puede notarizar con …?': no, by its 'Notarisation' not included", () => {
    const turn = firstTurn("¿Se puede notarizar con Harborview e-Signature?");
    expect(verdicts(turn.parts)).toEqual([[idOf("Harborview e-Signature"), "no"]]);
  });

  it("'¿… le cobra las cuotas a mis clientes?': no, by 'Collecting fees from clients'", () => {
    const turn = firstTurn("¿El portal de Harborview le cobra las cuotas a mis clientes?");
    expect(verdicts(turn.parts)).toEqual([[idOf("Harborview Client Portal"), "no"]]);
  });

  it("'collect our fees from clients' is a job the sheet answers, not a price question", () => {
    const turn = firstTurn("would Harborview Client Portal collect our fees from clients?");
    expect(turn.parts.map((p) => p.kind)).toEqual(["capability"]);
    expect(verdicts(turn.parts)).toEqual([[idOf("Harborview Client Portal"), "no"]]);
  });
});
