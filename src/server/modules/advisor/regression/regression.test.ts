import { describe, expect, it } from "vitest";
import { runScenario } from "./run-scenario.js";
import { SCENARIOS } from "./scenarios.js";

describe("the advisor's regression set (issue 18)", () => {
  it("has at least 40 multi-turn scenarios with unique ids", () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
  });

  for (const scenario of SCENARIOS) {
    it(scenario.id, () => {
      const result = runScenario(scenario);
      const failures = result.turns.flatMap((t) =>
        t.failures.map((f) => `"${t.user.slice(0, 60)}": ${f}\n  reply: ${t.reply.slice(0, 400)}`),
      );
      expect(failures).toEqual([]);
    });
  }
});
