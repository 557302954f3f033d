import { BUDGET_OPTIONS, GOALS } from "@shared/advisor/options";
import { Checklist, SingleChoice } from "../components/choice-group";
import type { StepProps } from "./step-props";

export function GoalsStep({ answers, update }: StepProps) {
  return (
    <div className="space-y-8">
      <Checklist
        legend="What do you want to achieve?"
        items={GOALS}
        selected={answers.goals}
        onChange={(goals) => update({ goals })}
      />
      <SingleChoice
        legend="What is your monthly budget for software?"
        options={BUDGET_OPTIONS}
        value={answers.budget}
        onChange={(budget) => update({ budget })}
      />
    </div>
  );
}
