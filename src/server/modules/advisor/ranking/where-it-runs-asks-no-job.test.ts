import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";

const servicesOf = (name: string) =>
  (SEED_CATALOGUE.find((p) => p.name === name)?.facts?.services ?? []) as readonly string[];

describe("where it must run, said after an ask, keeps the ask (decision 0257)", () => {
  for (const place of [
    "not the cloud ones, we want something installed",
    "we need something installed, no cloud",
  ])
    it(place, () => {
      const [, turn] = playMessages(
        "We're 5 financial planners. What planning software do you have?",
        place,
      );
      const part = turn!.parts.find((p) => p.kind === "recommend");
      expect(part?.kind).toBe("recommend");
      const picks = part?.kind === "recommend" ? part.products.map((p) => p.name) : [];
      expect(picks.length).toBeGreaterThan(0);
      for (const name of picks) expect(servicesOf(name), name).toContain("Financial Planning");
    });
});
