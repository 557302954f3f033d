import type { WizardAnswers } from "../wizard-steps";

export interface StepProps {
  answers: WizardAnswers;
  update: (patch: Partial<WizardAnswers>) => void;
}
