import { SERVICES } from "@shared/advisor/options";
import { Checklist } from "../components/choice-group";
import type { StepProps } from "./step-props";

export function ServicesStep({ answers, update }: StepProps) {
  return (
    <Checklist
      legend="Which services does your practice offer?"
      items={SERVICES}
      selected={answers.services}
      onChange={(services) => update({ services })}
    />
  );
}
