import { describe, expect, it } from "vitest";
import {
  EMPTY_WIZARD_ANSWERS,
  isStepComplete,
  summarise,
  wizardProgressPercent,
  type WizardAnswers,
} from "./wizard-steps.js";

const answers = (patch: Partial<WizardAnswers>): WizardAnswers => ({
  ...EMPTY_WIZARD_ANSWERS,
  ...patch,
});

describe("wizard step completion (spec section 5)", () => {
  it("step 1 needs both business type and firm size", () => {
    expect(isStepComplete(1, answers({ businessType: "small_firm" }))).toBe(false);
    expect(isStepComplete(1, answers({ firmSize: "growing" }))).toBe(false);
    expect(isStepComplete(1, answers({ businessType: "small_firm", firmSize: "growing" }))).toBe(
      true,
    );
  });

  it("steps 2 and 3 need at least one service and one challenge", () => {
    expect(isStepComplete(2, EMPTY_WIZARD_ANSWERS)).toBe(false);
    expect(isStepComplete(2, answers({ services: ["Bookkeeping"] }))).toBe(true);
    expect(isStepComplete(3, EMPTY_WIZARD_ANSWERS)).toBe(false);
    expect(isStepComplete(3, answers({ currentChallenges: ["No secure client portal"] }))).toBe(
      true,
    );
  });

  it("step 4 needs a goal and a budget", () => {
    expect(isStepComplete(4, answers({ goals: ["Reduce errors"] }))).toBe(false);
    expect(isStepComplete(4, answers({ budget: "under_500" }))).toBe(false);
    expect(isStepComplete(4, answers({ goals: ["Reduce errors"], budget: "under_500" }))).toBe(
      true,
    );
  });

  it("step 5 needs tech comfort and timeframe; needs and contact stay optional", () => {
    expect(isStepComplete(5, answers({ techComfort: "beginner" }))).toBe(false);
    expect(isStepComplete(5, answers({ timeframe: "soon" }))).toBe(false);
    expect(isStepComplete(5, answers({ techComfort: "beginner", timeframe: "soon" }))).toBe(true);
  });

  it("progress is step / 5", () => {
    expect([1, 2, 3, 4, 5].map((s) => wizardProgressPercent(s as 1))).toEqual([
      20, 40, 60, 80, 100,
    ]);
  });

  it("the summary shows the first items and counts the rest", () => {
    expect(summarise(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(summarise(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });
});
