import { useId, useState } from "react";
import Clock from "lucide-react/icons/clock";
import DollarSign from "lucide-react/icons/dollar-sign";
import Info from "lucide-react/icons/info";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
import {
  calculateRoi,
  formatRoi,
  parseRoiInput,
  ROI_BREAK_EVEN_MONTHS,
  ROI_DEFAULTS,
  roiInputNotes,
  type RoiInputs,
  type RoiOutputs,
} from "./roi";
import { Card } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";

const INPUTS: { key: keyof RoiInputs; label: string; hint: string }[] = [
  { key: "clientCount", label: "Number of Clients", hint: "Clients your firm serves today" },
  { key: "hoursPerWeek", label: "Hours Worked per Week", hint: "Your typical working week" },
  {
    key: "hourlyRate",
    label: "Average Hourly Rate ($)",
    hint: "What an hour of your time bills at",
  },
  {
    key: "manualTasks",
    label: "Manual Tasks per Week",
    hint: "Each one automated saves about 2 hours",
  },
];

const OUTPUTS: { key: keyof RoiOutputs; label: string; unit: string; icon: LucideIcon }[] = [
  { key: "timeSaved", label: "Time Saved", unit: "hours per week", icon: Clock },
  { key: "revenueSaved", label: "Annual Savings", unit: "in billable time", icon: DollarSign },
  {
    key: "efficiencyGain",
    label: "Efficiency Gain",
    unit: "of your working week",
    icon: TrendingUp,
  },
  {
    key: "clientCapacityIncrease",
    label: "Client Capacity",
    unit: "more clients per year",
    icon: Users,
  },
];

const DASH = "—";

export function RoiCalculator() {
  const idPrefix = useId();
  const [text, setText] = useState<Record<keyof RoiInputs, string>>(() => ({
    clientCount: String(ROI_DEFAULTS.clientCount),
    hoursPerWeek: String(ROI_DEFAULTS.hoursPerWeek),
    hourlyRate: String(ROI_DEFAULTS.hourlyRate),
    manualTasks: String(ROI_DEFAULTS.manualTasks),
  }));
  const inputs: RoiInputs = {
    clientCount: parseRoiInput(text.clientCount),
    hoursPerWeek: parseRoiInput(text.hoursPerWeek),
    hourlyRate: parseRoiInput(text.hourlyRate),
    manualTasks: parseRoiInput(text.manualTasks),
  };
  const shown = formatRoi(calculateRoi(inputs));
  const notes = roiInputNotes(inputs);

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="p-6 lg:col-span-2">
        <h3 className="text-lg font-semibold">Your practice</h3>
        <p className="mt-1 text-sm text-muted-foreground">Change any number to see your results.</p>
        <div className="mt-6 space-y-5">
          {INPUTS.map((input) => {
            const id = `${idPrefix}-${input.key}`;
            const note = notes[input.key];
            return (
              <div key={input.key}>
                <label htmlFor={id} className="block text-sm font-medium">
                  {input.label}
                </label>
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  className="mt-1.5"
                  value={text[input.key]}
                  aria-describedby={note ? `${id}-hint ${id}-note` : `${id}-hint`}
                  onChange={(event) =>
                    setText((current) => ({ ...current, [input.key]: event.target.value }))
                  }
                />
                <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
                  {input.hint}
                </p>
                {note ? (
                  <p
                    id={`${id}-note`}
                    data-testid={`roi-note-${input.key}`}
                    className="mt-1.5 flex gap-1.5 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900"
                  >
                    <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                    {note}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </Card>

      <Card className="flex flex-col p-6 lg:col-span-3">
        <h3 className="text-lg font-semibold">Your estimated return</h3>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2" aria-live="polite">
          {OUTPUTS.map((output) => {
            const value = shown[output.key];
            return (
              <div key={output.key} className="rounded-lg border bg-muted/50 p-5">
                <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <output.icon className="size-4 text-accent" aria-hidden="true" />
                  {output.label}
                </dt>
                <dd className="mt-2">
                  <span
                    className="text-3xl font-bold tracking-tight text-primary"
                    data-testid={`roi-${output.key}`}
                  >
                    {value}
                  </span>
                  {value !== DASH ? (
                    <span className="mt-1 block text-sm text-muted-foreground">{output.unit}</span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-6 rounded-lg bg-highlight p-4 text-sm text-foreground">
          <strong className="font-semibold text-accent">
            Break-even in {ROI_BREAK_EVEN_MONTHS} months.
          </strong>{" "}
          Based on typical implementation costs, most firms recover their investment within the
          first quarter.
        </p>
      </Card>
    </div>
  );
}
