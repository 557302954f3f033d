import { BUSINESS_TYPE_OPTIONS, FIRM_SIZE_OPTIONS } from "@shared/advisor/options";
import { SingleChoice } from "../components/choice-group";
import type { StepProps } from "./step-props";

export function PracticeStep({ answers, update }: StepProps) {
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="What kind of practice do you run?"
        options={BUSINESS_TYPE_OPTIONS}
        value={answers.businessType}
        onChange={(businessType) => update({ businessType })}
      />
      <SingleChoice
        legend="How many clients do you serve?"
        options={FIRM_SIZE_OPTIONS}
        value={answers.firmSize}
        onChange={(firmSize) => update({ firmSize })}
      />
    </div>
  );
}
