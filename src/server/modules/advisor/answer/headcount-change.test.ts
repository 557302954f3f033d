import { describe, expect, it } from "vitest";
import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { advisorTurn, type AdvisorTurn } from "./turn.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

/** Plays a conversation with the local advisor, turn by turn. */
function conversation(...said: string[]): AdvisorTurn[] {
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  const turns: AdvisorTurn[] = [];
  for (const content of said) {
    messages.push({ role: "user", content });
    const state: ConversationState | null = turns.at(-1)?.state ?? null;
    const turn = advisorTurn(
      view,
      { onboarding: null, messages: [...messages], state },
      new Date("2026-11-27T12:00:00Z"),
    );
    messages.push({ role: "assistant", content: turn.text });
    turns.push(turn);
  }
  return turns;
}

describe("a headcount change after a recommendation", () => {
  it("keeps the picks, costs them for the new headcount and says when they leave the budget", () => {
    const planner = idOf("Northgate Plan Studio");
    const [first, second] = conversation(
      "Two of us advise about 90 families. We want to project retirement income and run Monte Carlo simulations for them; we can spend up to $400 a month.",
      "we're bringing on a junior planner, so that's 3 seats",
    );
    expect(first!.state.recommendation[0]).toBe(planner);
    // The same pick: the need did not change, only how many people use it.
    expect(second!.state.recommendation).toEqual(first!.state.recommendation);
    expect(second!.text).toContain("for 3 users: **$447.00 a month**");
    expect(second!.text).toMatch(/does \*\*not\*\* fit your budget \(up to \$400\.00 a month\)/);
  });

  it("does the same in Spanish", () => {
    const workpapers = idOf("Fieldstone Audit Workpapers");
    const [first, second] = conversation(
      "Despacho de auditoría de 3 personas: necesitamos papeles de trabajo electrónicos con marcas y notas de revisión. Presupuesto de 400 dólares al mes.",
      "ahora somos 4 personas",
    );
    expect(first!.state.recommendation[0]).toBe(workpapers);
    expect(second!.state.recommendation).toEqual(first!.state.recommendation);
    expect(second!.text).toContain("para 4 usuarios: **$476.00 al mes**");
    expect(second!.text).toMatch(/\*\*No\*\* entra en su presupuesto/);
  });

  it("reads someone joining as a headcount to cost, in English and Spanish ('entra' is not Microsoft Entra)", () => {
    const opening =
      "Two of us advise about 90 families. We want to project retirement income and run Monte Carlo simulations for them; we can spend up to $400 a month.";
    for (const text of [
      "and if one more colleague joins? we'd be 3",
      "¿y si entra alguien más? seríamos 3",
    ]) {
      const [, second] = conversation(opening, text);
      expect(second!.text, text).toMatch(/(?:for 3 users|para 3 usuarios): \*\*\$447\.00/);
      expect(second!.text, text).not.toMatch(/sign-on|Not stated|No consta/);
    }
  });
});
