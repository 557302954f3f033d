import type { OnboardingData } from "@shared/advisor/onboarding";

export const WIZARD_STEP_COUNT = 5;

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** The answers while the wizard is being filled in: anything may still be missing. */
export type WizardAnswers = Partial<
  Omit<OnboardingData, "services" | "currentChallenges" | "goals" | "contactInfo">
> & {
  services: string[];
  currentChallenges: string[];
  goals: string[];
  contactInfo: { name: string; email: string; phone: string };
};

export const EMPTY_WIZARD_ANSWERS: WizardAnswers = {
  services: [],
  currentChallenges: [],
  goals: [],
  specificNeeds: "",
  contactInfo: { name: "", email: "", phone: "" },
};

/** Spec section 5: what each step needs before Next (or the final button) is enabled. */
export function isStepComplete(step: WizardStep, answers: WizardAnswers): boolean {
  switch (step) {
    case 1:
      return Boolean(answers.businessType && answers.firmSize);
    case 2:
      return answers.services.length > 0;
    case 3:
      return answers.currentChallenges.length > 0;
    case 4:
      return answers.goals.length > 0 && Boolean(answers.budget);
    case 5:
      return Boolean(answers.techComfort && answers.timeframe);
  }
}

/** Spec section 4: progress is the step divided by 5, as a percent. */
export const wizardProgressPercent = (step: WizardStep) => (step / WIZARD_STEP_COUNT) * 100;

/** The summary card lists the first few items and counts the rest ("+2 more"). */
export function summarise<Item>(items: readonly Item[], shown: number) {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

export const SUMMARY_SERVICES_SHOWN = 3;
export const SUMMARY_CHALLENGES_SHOWN = 2;
