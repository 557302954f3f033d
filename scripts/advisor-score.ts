/**
 * Runs the advisor's regression set (src/server/modules/advisor/regression) and prints each
 * failing turn, the "done when" checks of issue 18 and the pass rate:
 * `npx tsx scripts/advisor-score.ts`. Exit code 1 below 100%.
 */
import {
  runScenario,
  type TurnResult,
} from "../src/server/modules/advisor/regression/run-scenario.js";
import { SCENARIOS } from "../src/server/modules/advisor/regression/scenarios.js";

let passed = 0;
const all: TurnResult[] = [];
for (const scenario of SCENARIOS) {
  const result = runScenario(scenario);
  if (result.passed) passed++;
  for (const turn of result.turns) {
    all.push(turn);
    if (turn.failures.length > 0) {
      console.log(`✗ ${scenario.id}: "${turn.user.slice(0, 70)}"`);
      for (const failure of turn.failures) console.log(`    ${failure}`);
    }
  }
}

const failing = (turns: TurnResult[], pattern: RegExp) =>
  turns.filter((t) => t.failures.some((f) => pattern.test(f))).length;
const line = (label: string, ok: number, of: number) =>
  console.log(`  ${label.padEnd(44)} ${ok}/${of}${ok === of ? "" : "  ✗"}`);

const yes = all.filter((t) => /^\s*(Yes|Sí)\b/.test(t.reply));
const top3 = all.filter((t) => t.expectsTop3);
const budget = all.filter((t) => t.budgetChecked);
const tables = all.filter((t) => /^\| \|/m.test(t.reply));
console.log("Issue 18, done when:");
line("no bare or unsupported “Yes” (all turns)", all.length - failing(all, /Yes/), all.length);
line(`“Yes” answers citing their source`, yes.length - failing(yes, /Yes/), yes.length);
line("expected product in the top 3", top3.length - failing(top3, /in the top 3/), top3.length);
line(
  "nothing above a known budget",
  budget.length - failing(budget, /above the budget/),
  budget.length,
);
line("insights equal the chat", all.length - failing(all, /^insights /), all.length);
line(
  "comparison tables (exact products, link)",
  tables.length - failing(tables, /table|compare\?ids/),
  tables.length,
);

const rate = (100 * passed) / SCENARIOS.length;
const turnsPassed = all.filter((t) => t.failures.length === 0).length;
console.log(
  `Scenarios: ${passed}/${SCENARIOS.length} passed (${rate.toFixed(1)}%); turns: ${turnsPassed}/${all.length}`,
);
process.exitCode = passed === SCENARIOS.length ? 0 : 1;
