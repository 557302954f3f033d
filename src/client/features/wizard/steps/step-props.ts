import type { WizardAnswers } from "@shared/advisor/wizard-steps";

export interface StepProps {
  answers: WizardAnswers;
  update: (patch: Partial<WizardAnswers>) => void;
}
