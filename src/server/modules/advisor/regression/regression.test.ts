import { describe, expect, it } from "vitest";
import { heldOut, SCENARIOS, STYLES } from "./scenarios.js";
import { FIFTH_ROUND } from "./fifth-round.js";
import { FOURTH_ROUND, type NewFirm } from "./fourth-round.js";
import { HELD_OUT_ROUNDS, runNewFirm, runScenario } from "./run-scenario.js";
import { SIXTH_ROUND } from "./sixth-round.js";

describe("the advisor's regression set (issue 43)", () => {
  it("has every turn of every scenario in four styles and two later held-out rounds, half of the first runs held out, and three rounds of new firms", () => {
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
    const ids = [...FOURTH_ROUND, ...FIFTH_ROUND, ...SIXTH_ROUND].map((firm) => firm.id);
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
   * the fifth round's after its general fixes, the sixth's as first scored. Every turn is played
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
      // As first scored, before any change (27 of 64 turns pass); since then a pick must serve a
      // stated need, and "both" is the last two discussed (30 of 64).
      misses: {
        // 2: "what does that run for 60 logins" answered with a list, no cost; 3: "plug into
        // Ledgerpoint's tax suite" a fact answer, not the integration; 4: "a tax professional" read
        // as Ledgerpoint Tax Suite Professional, not asked of the research library.
        "the operations manager of a sixty-person CPA firm": [2, 3, 4],
        // 4: 1099-NEC e-filing lists the vendor workbook (its sheet: "E-filing the 1099s" not
        // included) and Copperline, not Slateform.
        "a solo enrolled agent typing between appointments": [4],
        // 1: "¿qué tienen para firma electrónica?" recommended, no list of what does it; 2:
        // "compáreme los dos de Harborview" recommended instead of compared; 3: "el de firma" not
        // resolved, no cost for e-Signature.
        "un despacho de siete que resultó de once, con firmas electrónicas": [1, 2, 3],
        // 1: "I'm the only bookkeeper" not read as one seat.
        "the only bookkeeper at a regional food bank": [1],
        // 1: "up to $2,500 a year, and not a dollar over" read as a soft cap; 2: "put the retirement
        // planner next to Plan Studio" recommended instead of compared; 4: "the cheaper one"
        // answered about Tallystone Capacity Planner.
        "a fee-only planner with a yearly cap": [1, 2, 4],
        // 1: financial statements from a trial balance answered with a store policy; 2: "take
        // trial balances out of Sage Intacct" a fact answer, not the integration; 3: "$1,000 set
        // aside, one-off" not held as a budget, no fit.
        "a compilation and review shop with a one-off thousand dollars": [1, 2, 3],
        // 1: scanning and splitting paper stacks recommends the tax suite, the vault and the 990
        // preparer, not Scan & Split; 2-4: "scan n split" and "it" never reach Scan & Split.
        "a three-preparer office on Drake with paper stacks": [1, 2, 3, 4],
        // 1: a refund question naming Kestrel answered as a Kestrel fact; 2: "¿las suscripciones
        // traen un periodo de prueba?" a fact answer, not the trials policy.
        "una preparadora de Laredo que lee la letra pequeña": [1, 2],
        // 1: quarterly performance reports recommend Plan Studio, not Portfolio Analytics; 2-3:
        // so no cost for it and the rebalancing question is put to Plan Studio ("unknown" though
        // its sheet says trading is not included); 4: an average client return is not declined.
        "tres asesores de inversión con 150 familias en Fidelity": [1, 2, 3, 4],
        // 1: "planning who works on what, week by week" lists nothing; 4: "or is that only the
        // other one" answers the capacity planner only, not the practice manager.
        "a practice manager planning busy season for twenty-two": [1, 4],
        // 1: "need to prepare 1041s, what covers that" recommended, no list; 2: "pro" not read as
        // Ledgerpoint Professional (answered about Trustwell); 4: "pro for both of us, all in"
        // answered with a fact, no cost.
        "a two-person trusts and estates practice": [1, 2, 4],
        // 1: "our ceiling is $1,200 a month" read as a soft cap; 3: "make that 10 companies, not 8.
        // Still under the ceiling?" a fact answer, no cost or fit.
        "a two-partner advisory firm under a monthly ceiling": [1, 3],
        // 2: "how much storage" answered with a price; 4: whether the vendor will be around in
        // five years is not declined.
        "an eight-person firm that turned out to be twelve": [2, 4],
        // 1: "a payroll bureau of five" not read as five seats.
        "a payroll bureau of five feeding QuickBooks Desktop": [1],
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
