/**
 * Runs the advisor's regression set (src/server/modules/advisor/regression) and prints each
 * failing turn and the pass rate: `npx tsx scripts/advisor-score.ts`. Exit code 1 below 100%.
 */
import { runScenario } from "../src/server/modules/advisor/regression/run-scenario.js";
import { SCENARIOS } from "../src/server/modules/advisor/regression/scenarios.js";

let passed = 0;
let turns = 0;
let turnsPassed = 0;
for (const scenario of SCENARIOS) {
  const result = runScenario(scenario);
  if (result.passed) passed++;
  for (const turn of result.turns) {
    turns++;
    if (turn.failures.length === 0) turnsPassed++;
    else {
      console.log(`✗ ${scenario.id}: "${turn.user.slice(0, 70)}"`);
      for (const failure of turn.failures) console.log(`    ${failure}`);
    }
  }
}
const rate = (100 * passed) / SCENARIOS.length;
console.log(
  `Scenarios: ${passed}/${SCENARIOS.length} passed (${rate.toFixed(1)}%); turns: ${turnsPassed}/${turns}`,
);
process.exitCode = passed === SCENARIOS.length ? 0 : 1;
