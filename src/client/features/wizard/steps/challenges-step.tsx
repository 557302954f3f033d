import { CHALLENGES } from "@shared/advisor/options";
import { Checklist } from "../components/choice-group";
import type { StepProps } from "./step-props";

export function ChallengesStep({ answers, update }: StepProps) {
  return (
    <Checklist
      legend="What are your biggest challenges right now?"
      items={CHALLENGES}
      selected={answers.currentChallenges}
      onChange={(currentChallenges) => update({ currentChallenges })}
    />
  );
}
