import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import type { AnswerPart } from "./route.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

const play = playMessages;
const failing = (parts: AnswerPart[]) =>
  parts.flatMap((p) =>
    p.kind === "misfits" ? p.answers.map((a) => [a.productId, a.verdict]) : [],
  );

describe("'which of your products would not work for us': the sheets against what the firm said", () => {
  it("names the tax products whose sheets fail three preparers with partnerships, never the recommendation again", () => {
    const [first, turn] = play(
      "We're 3 preparers doing about 80 returns, mostly 1040s and some partnerships (1065). We need to e-file.",
      "Which products would be a bad fit for us?",
    );
    expect(turn!.text).not.toBe(first!.text);
    expect(turn!.parts.map((p) => p.kind)).toEqual(["misfits"]);
    // Ledgerpoint Tax Suite Basic: users 1 (they are 3) and no business returns (1065).
    expect(failing(turn!.parts)).toContainEqual([idOf("Ledgerpoint Tax Suite Basic"), "no"]);
    expect(turn!.text).toContain("caps users at 1, below your 3");
    const ids = failing(turn!.parts).map(([id]) => id);
    expect(ids).not.toContain(idOf("Ledgerpoint Tax Suite Professional"));
  });

  it("in Spanish: '¿cuáles de sus productos no nos servirían?' for 60 payroll clients and direct deposit", () => {
    const [, turn] = play(
      "Hacemos la nómina de 60 negocios, somos 5 en la oficina. Necesitamos depósito directo.",
      "¿Cuáles de sus productos no nos servirían y por qué?",
    );
    const desktop = idOf("Copperline Payroll Desktop");
    expect(failing(turn!.parts)).toContainEqual([desktop, "no"]);
    // Its sheet: not included "Direct deposit"; clients capped at 50.
    expect(turn!.text).toContain("“Direct deposit”");
    expect(turn!.text).toContain("limita los clientes a 50, por debajo de sus 60");
    expect(failing(turn!.parts).map(([id]) => id)).not.toContain(idOf("Copperline Payroll Cloud"));
  });
});
