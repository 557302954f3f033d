import { SPECIFIC_NEEDS_MAX_LENGTH } from "@shared/advisor/onboarding";
import { formatCount } from "@shared/format-count";
import { TECH_COMFORT_OPTIONS, TIMEFRAME_OPTIONS } from "@shared/advisor/options";
import { Input, Textarea } from "@client/components/ui/input";
import { SingleChoice } from "../components/choice-group";
import type { StepProps } from "./step-props";

export function FinalStep({
  answers,
  update,
  emailProblem,
}: StepProps & { emailProblem: string | null }) {
  const contact = answers.contactInfo;
  const setContact = (patch: Partial<typeof contact>) =>
    update({ contactInfo: { ...contact, ...patch } });
  const needs = answers.specificNeeds ?? "";
  return (
    <div className="space-y-8">
      <SingleChoice
        legend="How comfortable is your team with technology?"
        options={TECH_COMFORT_OPTIONS}
        value={answers.techComfort}
        onChange={(techComfort) => update({ techComfort })}
        columns={3}
      />
      <SingleChoice
        legend="When do you want a new solution in place?"
        options={TIMEFRAME_OPTIONS}
        value={answers.timeframe}
        onChange={(timeframe) => update({ timeframe })}
        columns={4}
      />
      <div>
        <label htmlFor="specific-needs" className="mb-1 block text-sm font-semibold">
          Anything specific we should know?{" "}
          <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <Textarea
          id="specific-needs"
          value={needs}
          maxLength={SPECIFIC_NEEDS_MAX_LENGTH}
          onChange={(e) => update({ specificNeeds: e.target.value })}
          placeholder="For example: we file about 300 returns a season and need e-signatures for 8879s."
          aria-describedby="specific-needs-count"
        />
        <p id="specific-needs-count" className="mt-1 text-right text-xs text-muted-foreground">
          {formatCount(needs.length)} / {formatCount(SPECIFIC_NEEDS_MAX_LENGTH)}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">Contact information</legend>
        <p className="mb-3 text-xs text-muted-foreground">
          Optional. Leave your details if you would like a specialist to follow up.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="contact-name" className="mb-1 block text-sm">
              Name
            </label>
            <Input
              id="contact-name"
              autoComplete="name"
              maxLength={120}
              value={contact.name}
              onChange={(e) => setContact({ name: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="contact-email" className="mb-1 block text-sm">
              Email
            </label>
            <Input
              id="contact-email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={contact.email}
              aria-invalid={emailProblem ? true : undefined}
              aria-describedby={emailProblem ? "contact-email-problem" : undefined}
              onChange={(e) => setContact({ email: e.target.value })}
            />
            {emailProblem ? (
              <p id="contact-email-problem" className="mt-1 text-xs text-destructive">
                {emailProblem}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="contact-phone" className="mb-1 block text-sm">
              Phone (optional)
            </label>
            <Input
              id="contact-phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={contact.phone}
              onChange={(e) => setContact({ phone: e.target.value })}
            />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
