import Check from "lucide-react/icons/check";
import { WIZARD_STEP_COUNT, wizardProgressPercent, type WizardStep } from "../wizard-steps";
import { cn } from "@client/lib/cn";

export const STEP_TITLES = [
  "Your practice",
  "Services",
  "Challenges",
  "Goals & budget",
  "Final details",
];

/** The progress bar (step / 5) and the step indicator. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const percent = wizardProgressPercent(step);
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-sm">
        <span className="font-medium">
          Step {step} of {WIZARD_STEP_COUNT}
        </span>
        <span className="text-muted-foreground">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-5 gap-1" aria-label="Steps">
        {STEP_TITLES.map((title, i) => {
          const number = i + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={title}
              aria-current={current ? "step" : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  "flex size-7 items-center justify-center rounded-full border text-xs font-semibold",
                  done && "border-accent bg-accent text-accent-foreground",
                  current && "border-primary bg-primary text-primary-foreground",
                )}
              >
                {done ? <Check className="size-3.5" aria-hidden="true" /> : number}
                {done ? <span className="sr-only">{`Step ${number} done`}</span> : null}
              </span>
              <span
                className={cn(
                  "hidden text-xs sm:block",
                  current ? "font-medium text-foreground" : "text-muted-foreground",
                )}
              >
                {title}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
