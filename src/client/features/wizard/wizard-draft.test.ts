import { describe, expect, it } from "vitest";
import { EMPTY_WIZARD_ANSWERS } from "./wizard-steps";
import { parseWizardDraft } from "./wizard-draft";

describe("parseWizardDraft", () => {
  it("restores a draft the wizard saved", () => {
    const draft = {
      step: 3,
      answers: {
        ...EMPTY_WIZARD_ANSWERS,
        businessType: "small_firm",
        firmSize: "growing",
        services: ["Tax Preparation", "Bookkeeping"],
      },
    };
    expect(parseWizardDraft(JSON.stringify(draft))).toEqual({
      step: 3,
      answers: {
        ...draft.answers,
        budget: undefined,
        techComfort: undefined,
        timeframe: undefined,
      },
    });
  });

  it("drops what the wizard could not have given and starts a bad step at 1", () => {
    const parsed = parseWizardDraft(
      JSON.stringify({
        step: 9,
        answers: { businessType: "bank", services: ["Tax Preparation", "Hacking", 4] },
      }),
    );
    expect(parsed?.step).toBe(1);
    expect(parsed?.answers.businessType).toBeUndefined();
    expect(parsed?.answers.services).toEqual(["Tax Preparation"]);
  });

  it("ignores nothing stored and text that is not JSON", () => {
    expect(parseWizardDraft(null)).toBeNull();
    expect(parseWizardDraft("{nope")).toBeNull();
  });
});
