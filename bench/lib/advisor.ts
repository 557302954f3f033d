import { FIFTH_ROUND } from "../../src/server/modules/advisor/regression/fifth-round.js";
import { FOURTH_ROUND } from "../../src/server/modules/advisor/regression/fourth-round.js";
import {
  runNewFirm,
  runScenario,
  type TurnResult,
} from "../../src/server/modules/advisor/regression/run-scenario.js";
import { SCENARIOS, STYLES } from "../../src/server/modules/advisor/regression/scenarios.js";
import { SIXTH_ROUND } from "../../src/server/modules/advisor/regression/sixth-round.js";

type Row = (name: string, value: string, bar?: string) => void;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * The local advisor's turn time: every regression conversation (four styles and the two later
 * held-out rounds, 432 turns, and the fourth, fifth and sixth rounds' new firms, 58, 64 and 64) played in
 * process, once to warm the caches a running server keeps, then
 * measured. A turn is reading the message, running the tools and writing the reply; the route's
 * database writes are not in it.
 */
export function measureAdvisor(row: Row) {
  const play = () => [
    ...SCENARIOS.flatMap((scenario, i) =>
      [...STYLES, "fresh" as const, "third" as const].flatMap((style) =>
        runScenario(scenario, style, i, { chips: false }),
      ),
    ),
    ...FOURTH_ROUND.flatMap((firm) => runNewFirm(firm, { chips: false })),
    ...FIFTH_ROUND.flatMap((firm) => runNewFirm(firm, { chips: false })),
    ...SIXTH_ROUND.flatMap((firm) => runNewFirm(firm, { chips: false })),
  ];
  play();
  const turns: TurnResult[] = play();
  const ms = turns.map((t) => t.millis).sort((a, b) => a - b);
  row(`advisor local turn p50 (${turns.length} turns)`, `${percentile(ms, 0.5).toFixed(1)} ms`);
  row(
    `advisor local turn p95 (${turns.length} turns)`,
    `${percentile(ms, 0.95).toFixed(1)} ms`,
    "bar <= 100 ms",
  );
  row("advisor local turn max", `${ms.at(-1)!.toFixed(1)} ms`);
  // The fifth and sixth rounds still have misses regression.test.ts lists; every other turn passes.
  const rounds = { fifth: FIFTH_ROUND, sixth: SIXTH_ROUND };
  const roundOf = new Map(
    Object.entries(rounds).flatMap(([name, firms]) => firms.map((f) => [f.id, name] as const)),
  );
  const failing = turns.filter((t) => t.failures.length > 0);
  row(
    "advisor regression turns failing",
    String(failing.filter((t) => !roundOf.has(t.scenario)).length),
    "bar 0",
  );
  for (const name of Object.keys(rounds))
    row(
      `advisor ${name}-round turns missed`,
      String(failing.filter((t) => roundOf.get(t.scenario) === name).length),
      "the known misses regression.test.ts lists",
    );
}
