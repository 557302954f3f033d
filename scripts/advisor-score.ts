/**
 * Runs the advisor's regression set (src/server/modules/advisor/regression) and prints the "done
 * when" checks of issue 43 for the tuning half and the held-out half apart:
 * `npx tsx scripts/advisor-score.ts`. Failing turns are printed for the tuning half only, unless
 * `--held-out` is given (looking at them is tuning to them); `--fifth`, `--sixth`, `--seventh`,
 * `--eighth`, `--ninth`, `--tenth`, `--eleventh`, `--twelfth` and `--thirteenth` print those
 * rounds'. Exit code 1 when any turn fails, the fifth to thirteenth rounds' aside: they are scored,
 * not yet required to pass (regression.test.ts lists the turns they miss).
 */
import { ELEVENTH_ROUND } from "../src/server/modules/advisor/regression/eleventh-round.js";
import { EIGHTH_ROUND } from "../src/server/modules/advisor/regression/eighth-round.js";
import { FIFTH_ROUND } from "../src/server/modules/advisor/regression/fifth-round.js";
import { FOURTH_ROUND } from "../src/server/modules/advisor/regression/fourth-round.js";
import { NINTH_ROUND } from "../src/server/modules/advisor/regression/ninth-round.js";
import {
  runNewFirm,
  runScenario,
  type Check,
  type TurnResult,
} from "../src/server/modules/advisor/regression/run-scenario.js";
import { SCENARIOS, STYLES } from "../src/server/modules/advisor/regression/scenarios.js";
import { SEVENTH_ROUND } from "../src/server/modules/advisor/regression/seventh-round.js";
import { SIXTH_ROUND } from "../src/server/modules/advisor/regression/sixth-round.js";
import { TENTH_ROUND } from "../src/server/modules/advisor/regression/tenth-round.js";
import { THIRTEENTH_ROUND } from "../src/server/modules/advisor/regression/thirteenth-round.js";
import { TWELFTH_ROUND } from "../src/server/modules/advisor/regression/twelfth-round.js";

const showHeldOut = process.argv.includes("--held-out");
const all: TurnResult[] = SCENARIOS.flatMap((scenario, i) =>
  STYLES.flatMap((style) => runScenario(scenario, style, i)),
);
const fresh: TurnResult[] = SCENARIOS.flatMap((scenario, i) => runScenario(scenario, "fresh", i));
const third: TurnResult[] = SCENARIOS.flatMap((scenario, i) => runScenario(scenario, "third", i));
const fourth: TurnResult[] = FOURTH_ROUND.flatMap((firm) => runNewFirm(firm));
const playRound = (firms: typeof FIFTH_ROUND) =>
  firms.flatMap((firm) =>
    runNewFirm(firm).map((turn, i) => ({
      ...turn,
      id: `${firm.id} #${i + 1}`,
    })),
  );
const fifth = playRound(FIFTH_ROUND);
const sixth = playRound(SIXTH_ROUND);
const seventh = playRound(SEVENTH_ROUND);
const eighth = playRound(EIGHTH_ROUND);
const ninth = playRound(NINTH_ROUND);
const tenth = playRound(TENTH_ROUND);
const eleventh = playRound(ELEVENTH_ROUND);
const twelfth = playRound(TWELFTH_ROUND);
const thirteenth = playRound(THIRTEENTH_ROUND);

for (const turn of all) {
  if (turn.failures.length === 0 || (turn.heldOut && !showHeldOut)) continue;
  console.log(
    `✗ [${turn.style}${turn.heldOut ? ", held out" : ""}] ${turn.scenario}: "${turn.user.slice(0, 80)}"`,
  );
  for (const f of turn.failures) console.log(`    ${f.check}: ${f.message}`);
}

const CHECKS: Array<[Check, string]> = [
  ["totals", "every total correct"],
  ["claims", "no claim the facts do not support"],
  ["answered", "answered, or honestly declined"],
  ["repeats", "no repeated reply"],
  ["insights", "insights equal the chat"],
  ["spanish", "Spanish questions understood"],
  ["understanding", "headcounts and budgets understood"],
  ["recommendation", "recommendations as expected"],
  ["chips", "every suggested follow-up answered"],
];

function report(label: string, turns: TurnResult[]) {
  console.log(
    `\n${label}: ${turns.filter((t) => t.failures.length === 0).length}/${turns.length} turns pass`,
  );
  for (const [check, words] of CHECKS) {
    const held = turns.filter((t) => t.checked.has(check));
    const ok =
      check === "spanish"
        ? held.filter((t) => t.failures.length === 0).length
        : held.filter((t) => !t.failures.some((f) => f.check === check)).length;
    console.log(`  ${words.padEnd(40)} ${ok}/${held.length}${ok === held.length ? "" : "  ✗"}`);
  }
}

report(
  "Tuning half",
  all.filter((t) => !t.heldOut),
);
report(
  "Held-out half",
  all.filter((t) => t.heldOut),
);
report("Second held-out round (fresh-phrasings.ts)", fresh);
report("Third held-out round (third-phrasings.ts)", third);
report("Fourth held-out round, new firms (fourth-round.ts)", fourth);
report("Fifth held-out round, new firms written blind (fifth-round.ts)", fifth);
report("Sixth held-out round, new firms written blind (sixth-round.ts)", sixth);
report("Seventh held-out round, new firms written blind (seventh-round.ts)", seventh);
report("Eighth held-out round, new firms written blind (eighth-round.ts)", eighth);
report("Ninth held-out round, new firms written blind (ninth-round.ts)", ninth);
report("Tenth held-out round, new firms written blind (tenth-round.ts)", tenth);
report("Eleventh held-out round, new firms written blind (eleventh-round.ts)", eleventh);
report("Twelfth held-out round, new firms written blind (twelfth-round.ts)", twelfth);
report("Thirteenth held-out round, new firms written blind (thirteenth-round.ts)", thirteenth);
if (process.argv.includes("--fresh"))
  for (const turn of [...fresh, ...third, ...fourth].filter((t) => t.failures.length)) {
    console.log(`✗ [${turn.style}] ${turn.scenario}: "${turn.user.slice(0, 80)}"`);
    for (const f of turn.failures) console.log(`    ${f.check}: ${f.message}`);
  }
for (const [flag, turns] of [
  ["fifth", fifth],
  ["sixth", sixth],
  ["seventh", seventh],
  ["eighth", eighth],
  ["ninth", ninth],
  ["tenth", tenth],
  ["eleventh", eleventh],
  ["twelfth", twelfth],
  ["thirteenth", thirteenth],
] as const)
  if (process.argv.includes(`--${flag}`))
    for (const turn of turns.filter((t) => t.failures.length)) {
      console.log(`✗ [${flag}] ${turn.id}: "${turn.user.slice(0, 80)}"`);
      for (const f of turn.failures) console.log(`    ${f.check}: ${f.message}`);
    }
const times = all.map((t) => t.millis).sort((a, b) => a - b);
console.log(
  `\nTurn time: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${times.length} turns)`,
);
process.exitCode = [...all, ...fresh, ...third, ...fourth].every((t) => t.failures.length === 0)
  ? 0
  : 1;
