import { describe, expect, it } from "vitest";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "./catalogue-view.js";
import { advisorTurn } from "../answer/turn.js";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { AnswerPart } from "../answer/route.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const NOW = new Date("2026-11-27T12:00:00Z");

function play(...said: string[]) {
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  let state: ConversationState | null = null;
  let turn: ReturnType<typeof advisorTurn> | null = null;
  for (const content of said) {
    messages.push({ role: "user", content });
    turn = advisorTurn(view, { onboarding: null, messages, state }, NOW);
    messages.push({ role: "assistant", content: turn.text });
    state = turn.state;
  }
  return turn!;
}
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
