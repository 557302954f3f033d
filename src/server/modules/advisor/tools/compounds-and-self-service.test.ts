import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "./catalogue-view.js";
import type { AnswerPart } from "../answer/route.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

const play = (...said: string[]) => playMessages(...said).at(-1)!;
const verdicts = (parts: AnswerPart[]) =>
  parts.flatMap((p) =>
    p.kind === "capability" ? p.answers.map((a) => [a.productId, a.verdict]) : [],
  );
const doing = (parts: AnswerPart[]) =>
  parts.flatMap((p) => (p.kind === "coverage" ? p.result.doing.map((a) => a.productId) : []));

describe("a compound written open or closed, and what people look up for themselves", () => {
  it("reads 'work papers' as the sheets' 'workpapers'", () => {
    const turn = play("which of your products handle audit work papers?");
    expect(doing(turn.parts)).toContain(idOf("Fieldstone Audit Workpapers"));
  });

  it("reads 'time sheets' and the sheets' 'timesheets' as time tracking", () => {
    const turn = play("anything for time sheets?");
    expect(doing(turn.parts)).toEqual(
      expect.arrayContaining([
        idOf("Tallystone Practice Manager"),
        idOf("Tallystone Time & Billing Desktop"),
      ]),
    );
  });

  it("reads 'print their own pay stubs' as self-service pay stubs: yes, by the sheet", () => {
    const turn = play("does Copperline Payroll Cloud let workers print their own paystubs?");
    expect(verdicts(turn.parts)).toEqual([[idOf("Copperline Payroll Cloud"), "yes"]]);
    expect(turn.text).toContain("Employee self-service pay stubs");
  });

  it("in Spanish: 'entrar y ver sus propios talones de nómina' of the payroll discussed", () => {
    const turn = play(
      "Somos 2 y llevamos la nómina de 15 negocios en la nube.",
      "¿Los trabajadores pueden entrar y ver sus propios talones de nómina?",
    );
    expect(verdicts(turn.parts)).toEqual([[idOf("Copperline Payroll Cloud"), "yes"]]);
  });
});
