import { describe, expect, it } from "vitest";
import { heldOut, SCENARIOS, STYLES } from "./scenarios.js";
import { FOURTH_ROUND } from "./fourth-round.js";
import { HELD_OUT_ROUNDS, runNewFirm, runScenario } from "./run-scenario.js";

describe("the advisor's regression set (issue 43)", () => {
  it("has every turn of every scenario in four styles and two later held-out rounds, half of the first runs held out, and a round of new firms", () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
    for (const scenario of SCENARIOS) {
      for (const turn of scenario.turns) {
        const said = STYLES.map((style) => turn.say[style]);
        expect(new Set(said).size, scenario.id).toBe(STYLES.length);
      }
      for (const round of Object.values(HELD_OUT_ROUNDS))
        expect(round[scenario.id]?.length, scenario.id).toBe(scenario.turns.length);
    }
    expect(FOURTH_ROUND.length).toBeGreaterThanOrEqual(15);
    expect(FOURTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(3);
    const runs = SCENARIOS.flatMap((_, i) => STYLES.map((style) => heldOut(i, style)));
    expect(runs.filter(Boolean).length).toBe(runs.length / 2);
  });

  for (const firm of FOURTH_ROUND) {
    it(`${firm.id} (fourth round, held out)`, () => {
      const failures = runNewFirm(firm).flatMap((t) =>
        t.failures.map((f) => `"${t.user.slice(0, 70)}" ${f.check}: ${f.message}`),
      );
      expect(failures).toEqual([]);
    });
  }

  for (const [index, scenario] of SCENARIOS.entries()) {
    for (const style of [...STYLES, "fresh" as const, "third" as const]) {
      const held = style === "fresh" || style === "third" || heldOut(index, style);
      it(`${scenario.id} (${style}${held ? ", held out" : ""})`, () => {
        const failures = runScenario(scenario, style, index).flatMap((t) =>
          t.failures.map((f) => `"${t.user.slice(0, 70)}" ${f.check}: ${f.message}`),
        );
        expect(failures).toEqual([]);
      });
    }
  }
});
