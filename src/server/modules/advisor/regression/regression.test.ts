import { describe, expect, it } from "vitest";
import { heldOut, SCENARIOS, STYLES } from "./scenarios.js";
import { EIGHTH_ROUND } from "./eighth-round.js";
import { ELEVENTH_ROUND } from "./eleventh-round.js";
import { FIFTH_ROUND } from "./fifth-round.js";
import { FOURTH_ROUND, type NewFirm } from "./fourth-round.js";
import { LEAD_PROBES_S6 } from "./lead-probes-s6.js";
import { LEAD_PROBES_S7 } from "./lead-probes-s7.js";
import { NINTH_ROUND } from "./ninth-round.js";
import { HELD_OUT_ROUNDS, runNewFirm, runScenario } from "./run-scenario.js";
import { SEVENTH_ROUND } from "./seventh-round.js";
import { SIXTH_ROUND } from "./sixth-round.js";
import { TENTH_ROUND } from "./tenth-round.js";
import { THIRTEENTH_ROUND } from "./thirteenth-round.js";
import { TWELFTH_ROUND } from "./twelfth-round.js";

describe("the advisor's regression set (issue 43)", () => {
  it("has every turn of every scenario in four styles and two later held-out rounds, half of the first runs held out, and ten rounds of new firms", () => {
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
    expect(EIGHTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(EIGHTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    expect(NINTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(NINTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    expect(TENTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(TENTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    expect(ELEVENTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(ELEVENTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    expect(TWELFTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(TWELFTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    expect(THIRTEENTH_ROUND.length).toBeGreaterThanOrEqual(16);
    expect(THIRTEENTH_ROUND.filter((firm) => firm.spanish).length).toBeGreaterThanOrEqual(4);
    const ids = [
      ...FOURTH_ROUND,
      ...FIFTH_ROUND,
      ...SIXTH_ROUND,
      ...SEVENTH_ROUND,
      ...EIGHTH_ROUND,
      ...NINTH_ROUND,
      ...TENTH_ROUND,
      ...ELEVENTH_ROUND,
      ...TWELFTH_ROUND,
      ...THIRTEENTH_ROUND,
    ].map((firm) => firm.id);
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
   * the fifth, sixth and seventh rounds' after their general fixes, the eighth's to thirteenth's as
   * first scored. Every turn is played and checked: a turn not listed that fails fails the test,
   * and so does a listed one that starts passing, so the list is always the truth.
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
      // After the round's general fixes (64 of 64 turns pass; 27 when first scored).
      misses: {},
    },
    {
      name: "seventh",
      firms: SEVENTH_ROUND,
      // After its general fixes, every turn passes (32 of 64 when first scored; docs/advisor.md).
      misses: {},
    },
    {
      name: "eighth",
      firms: EIGHTH_ROUND,
      // After its general fixes, every turn passes (20 of 64 when first scored; docs/advisor.md).
      misses: {},
    },
    {
      name: "ninth",
      firms: NINTH_ROUND,
      // As first scored on d229164, before any change for it (21 of 64 turns pass; the round's doc
      // comment and /work/team/probes/ninth-round-misses.txt say what each got wrong), plus the
      // Miami firm's turn 4 (a later change on main had turned it into a miss; it passes again).
      misses: {
        // 1: only the individual organizer recommended; 3: "both" read as the organizer and Scan &
        // Split; 4: no recommendation left to price "the second organizer".
        "an office manager forwarding her partner's questions about organizers": [1, 3, 4],
        // 1: the portal priced, no recommendation, no setup service; 2: the setup alone priced,
        // the portal's six seats and the total missing.
        "a chatty six-person CPA firm leaving its old file server": [1, 2],
        // 1: Plan Studio recommended after "not another subscription".
        "two CPA partners starting written plans after a PFS": [1],
        // 4: the pack priced, no e-signature answer or cost.
        "a five-person firm that bought a retiring CPA's book of clients": [4],
        // 1: 10 volunteers and the hard grant missed.
        "a community college's free tax clinic with ten volunteers": [1],
        // 1: a coverage line, no recommendation; 2-4: declined ("no he entendido").
        "una preparadora sola en Allentown con sesenta cuentapropistas": [1, 2, 3, 4],
        // 1: the engagement letter pack recommended; 2: asked of it.
        "una oficinita de income tax en el Bronx con cartas del IRS": [1, 2],
      },
    },
    {
      name: "tenth",
      firms: TENTH_ROUND,
      // As first scored on fcf30f7, before any change for it (27 of 64 turns pass; the round's doc
      // comment and /work/team/probes/tenth-round-misses.txt say what each got wrong).
      misses: {
        // 1: the payroll tax tables recommended; 3: the cheaper one not named.
        "a small-town office taking payroll in-house that raised its budget": [1, 3],
        // 4: the planner not priced.
        "an operations manager planning the busy season for fifteen people": [4],
        // 2: asked of the calendar; 3: the calendar in focus, so Practice Manager not priced, no
        // total.
        "una asesoría fiscal de dos socios españoles en Miami": [2, 3],
        // 1: the individual organizer recommended, "hasta" kept as a target.
        "un preparador venezolano en Doral al que le llegan corporaciones": [1],
      },
    },
    {
      name: "eleventh",
      firms: ELEVENTH_ROUND,
      // As first scored on fdd523e1, before any change for it (31 of 64 turns pass; the round's doc
      // comment and /work/team/probes/eleventh-round-misses.txt say what each got wrong).
      misses: {
        "an audit partner writing in bullet points": [1, 3],
        "a tax office sending three hundred engagement letters every January": [1, 2],
        "a community bank's trust tax desk of two": [1, 2, 3],
        "una boricua con una oficinita de contabilidad en Kissimmee": [3],
        "un estudio contable peruano de cuatro en Nueva Jersey que deja el papel": [1],
      },
    },
    {
      name: "twelfth",
      firms: TWELFTH_ROUND,
      // As first scored on 495bda86, before any change for it (26 of 64 turns pass; the round's
      // doc comment and /work/team/probes/twelfth-round-misses.txt say what each got wrong).
      misses: {
        // 1: an acknowledgement, nothing recommended.
        "two founders of a week-old CPA firm who would rather pay monthly": [1],
        // 1: a policy answer, nothing recommended; 2: the setup not priced.
        "an IT contractor forwarding a managing partner's e-mail about client uploads": [1],
        // 1: the engagement letter pack recommended; 3: asked of the business organizer; 4: the
        // worksheet not priced.
        "a Garden Grove tax office for nail salon owners writing English as a second language": [
          1, 3, 4,
        ],
        // 2: a coverage list.
        "a part-time CFO for seven craft breweries": [2],
        // 1: the Form 990 preparer missing, "sole administrator" not one seat.
        "a family foundation's sole administrator writing formally": [1],
        // 1: a coverage list.
        "business managers for touring musicians with receipts from the tour bus": [1],
        // 1: the report template missing, the two planners not kept as two seats.
        "a paraplanner whose two planners are the only ones who'd log in": [1],
        // 1: an acknowledgement, "three people are drowning" kept as 3 seats.
        "an operations lead dictating into her phone for an eight-preparer firm": [1],
        // 3: priced, Section 179 and bonus depreciation not answered.
        "un contador chapín en Van Nuys con clientes de jardinería": [3],
      },
    },
    {
      name: "thirteenth",
      firms: THIRTEENTH_ROUND,
      // As first scored on fb438c9, before any change for it (26 of 64 turns pass; the round's doc
      // comment and /work/team/probes/thirteenth-round-misses.txt say what each got wrong).
      misses: {
        // 2: "the cheaper Basic edition" answered with a cheaper list, not Basic's business returns;
        // 3: the organizer's 1065 answered, Professional not priced, no total.
        "a son taking over his late father's farm-country tax practice, writing at length": [2, 3],
        // 1: the month-end close checklist recommended, not the close manager and receipt capture;
        // 4: "try both" got no trial terms.
        "a Slack thread pasted in by a bookkeeping firm for short-term rental hosts": [1, 4],
        // 1: "solo EA" kept as 4 seats; 3: the library priced, "ask one of your tax people" not
        // answered; 4: the client's abatement question not declined.
        "an enrolled agent in Reno answering notices for gig drivers, in numbered fragments": [
          1, 3, 4,
        ],
        // 2: "slate form" read as Payroll Cloud (Form 941 yes); 3: neither priced; 4: Payroll
        // Cloud's licence term, not Slateform's licence or e-file limit.
        "a payroll office partner dictating to speech-to-text between clients": [2, 3, 4],
        // 1: the report template missing; 2: account aggregation "Not stated" (its sheet: not
        // included); 3: estate tax not answered, no list of who projects it.
        "two CPAs advising widowed retirees who will not rent software": [1, 2, 3],
        // 4: the chart for a restaurant "Not stated" (its sheet: other industries not included).
        "a controller going out on her own for design and law offices, asking what else": [4],
        // 1: Quillmark only, no letter wording, "under 300/mo" kept as a soft cap; 3: single
        // sign-on not answered; 4: the letter pack not priced, no total, no support hours.
        "a strip-mall tax office merging four hundred letters by hand, typing fast": [1, 3, 4],
        // 1: "me and my cousin" not two seats; 3: asked of the worksheet, not the calendar's
        // reminders; 4: no delivery answer.
        "two cousins preparing returns by a truck stop for owner-operators": [1, 3, 4],
        // 1: Tidewater recommended after "no subscriptions", the cash flow missing, 40 clients
        // missed; 2: asked of the proposal; 4: an overlap answer, the cash flow not priced.
        "two partners selling monthly advisory to HVAC and plumbing contractors": [1, 2, 4],
        // 1: Slateform recommended, not the tax planner; 2: asked of Slateform; 3: a capability
        // answer, no integration; 4: not priced, the cloud asked of the professional suite.
        "two CPAs doing year-end tax projections for physicians under a yearly limit": [1, 2, 3, 4],
        // 3: "the cheaper one" read as the fixed asset manager (AMT "yes"); 4: future prices not
        // declined.
        "two bookkeepers for cannabis dispensaries comparing by short name": [3, 4],
        // 1: "mi hermano y yo" not two seats; 2: asked of Slateform and the close manager; 4: the
        // vendor workbook not priced, no total.
        "dos hermanos uruguayos en Long Branch con subcontratistas de la construcción": [1, 2, 4],
        // 2: a cost first, the 100 GB of storage not stated; 4: QuickBooks' payroll prices not
        // declined.
        "una oficina de taxes catracha en Kenner con clientes que mandan todo por WhatsApp": [2, 4],
        // 1: the close checklist and vendor workbook ($53, above the $50), not the library; 3: the
        // library not priced; 4: a coverage list, not the library's not-included software.
        "una oficina ecuatoriana en Corona que quiere todos los formatos pagando al mes": [1, 3, 4],
        // 1: desktop payroll and the tax planner recommended, not the compliance monitor.
        "una oficina paisa en Orlando que vigila la nómina que sus clientes corren en Gusto": [1],
      },
    },
    {
      name: "lead's session-6 probes",
      firms: LEAD_PROBES_S6,
      misses: {},
    },
    {
      name: "lead's session-7 probes",
      firms: LEAD_PROBES_S7,
      misses: {
        // 4: "y si son 25 empresas" recosts the recommendation for 25 (right numbers, $1,725 a
        // month) as "the same picks, for your new numbers", not as a cost answer.
        "lead s7 V: a payroll office of three for twenty small businesses, in Spanish": [4],
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
