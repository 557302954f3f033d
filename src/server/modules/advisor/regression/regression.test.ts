import { describe, expect, it } from "vitest";
import { heldOut, SCENARIOS, STYLES } from "./scenarios.js";
import { FIFTH_ROUND } from "./fifth-round.js";
import { FOURTH_ROUND, type NewFirm } from "./fourth-round.js";
import { HELD_OUT_ROUNDS, runNewFirm, runScenario } from "./run-scenario.js";
import { SEVENTH_ROUND } from "./seventh-round.js";
import { SIXTH_ROUND } from "./sixth-round.js";

describe("the advisor's regression set (issue 43)", () => {
  it("has every turn of every scenario in four styles and two later held-out rounds, half of the first runs held out, and four rounds of new firms", () => {
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
    expect(FIFTH_ROUND.length).toBeGreaterThanOrEqual(15);
    expect(FIFTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(3);
    expect(SIXTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(SIXTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    expect(SEVENTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(SEVENTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    const ids = [...FOURTH_ROUND, ...FIFTH_ROUND, ...SIXTH_ROUND, ...SEVENTH_ROUND].map(
      (firm) => firm.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
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

  /**
   * The turns of a round of new firms the engine still misses (docs/advisor.md), by firm and turn:
   * the fifth round's after its general fixes, the sixth's after its general fixes, the seventh's
   * as first scored. Every turn is played
   * and checked: a turn not listed that fails fails the test, and so does a listed one that starts
   * passing, so the list is always the truth.
   */
  const ROUNDS_WITH_MISSES: Array<{
    name: string;
    firms: NewFirm[];
    misses: Record<string, number[]>;
  }> = [
    {
      name: "fifth",
      firms: FIFTH_ROUND,
      misses: {},
    },
    {
      name: "sixth",
      firms: SIXTH_ROUND,
      // After the round's general fixes (60 of 64 turns pass; 27 when first scored).
      misses: {
        // 4: 1099-NEC e-filing lists the vendor workbook (its sheet: "E-filing the 1099s" not
        // included) and Copperline, not Slateform.
        "a solo enrolled agent typing between appointments": [4],
        // 1: scanning and splitting paper stacks, said beside "we use drake for returns", recommends
        // the tax suite first, not Scan & Split.
        "a three-preparer office on Drake with paper stacks": [1],
      },
    },
    {
      name: "seventh",
      firms: SEVENTH_ROUND,
      // After its general fixes (60 of 64 turns pass; 32 when first scored; docs/advisor.md).
      misses: {
        // 4: Ohio probate courts is not declined.
        "a paralegal at a two-attorney estate planning practice": [4],
        // 3: 30 locations against its 25-client limit gets a users answer.
        "the bookkeeper of a fourteen-location franchise group": [3],
        // 3: "does the practice manager keep our client documents too" gets a recommendation,
        // not its not-included document storage.
        "a nine-person office that counted again and is fifteen": [3],
        // 4: "side by side with the depreciation spreadsheet" lists cheaper products instead of
        // comparing the two.
        "a four-person firm with equipment-heavy trucking clients": [4],
      },
    },
  ];
  for (const { name, firms, misses: roundMisses } of ROUNDS_WITH_MISSES) {
    it(`lists as ${name}-round misses only firms of the round`, () => {
      const ids = new Set(firms.map((firm) => firm.id));
      for (const id of Object.keys(roundMisses)) expect(ids.has(id), id).toBe(true);
    });
    for (const firm of firms) {
      const misses = roundMisses[firm.id] ?? [];
      it(`${firm.id} (${name} round, held out${misses.length ? `; known misses: turn ${misses.join(", ")}` : ""})`, () => {
        const turns = runNewFirm(firm);
        const unexpected = turns.flatMap((t, i) =>
          misses.includes(i + 1)
            ? []
            : t.failures.map((f) => `#${i + 1} "${t.user.slice(0, 70)}" ${f.check}: ${f.message}`),
        );
        expect(unexpected).toEqual([]);
        const stillMissed = turns.flatMap((t, i) => (t.failures.length ? [i + 1] : []));
        expect(stillMissed, "a known miss now passes: take it off the list").toEqual(misses);
      });
    }
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
