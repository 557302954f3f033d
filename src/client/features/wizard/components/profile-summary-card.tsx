import {
  BUDGET_LABELS,
  BUSINESS_TYPE_LABELS,
  FIRM_SIZE_HINTS,
  FIRM_SIZE_LABELS,
} from "@shared/advisor/options";
import {
  SUMMARY_CHALLENGES_SHOWN,
  SUMMARY_SERVICES_SHOWN,
  summarise,
  type WizardAnswers,
} from "../wizard-steps";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";

function Badges({ items, shown }: { items: string[]; shown: number }) {
  const { shown: visible, more } = summarise(items, shown);
  return (
    <ul className="flex flex-wrap gap-1.5">
      {visible.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="font-medium">
            {item}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline">+{more} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** The profile so far, from step 3 on (spec section 9: 3 services, 2 challenges, +N more). */
export function ProfileSummaryCard({ answers }: { answers: WizardAnswers }) {
  return (
    <Card aria-labelledby="profile-summary-title">
      <CardHeader className="pb-3">
        <CardTitle id="profile-summary-title" className="text-base">
          Your Profile
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          {answers.businessType ? (
            <div>
              <dt className="text-xs text-muted-foreground">Practice</dt>
              <dd className="font-medium">{BUSINESS_TYPE_LABELS[answers.businessType]}</dd>
            </div>
          ) : null}
          {answers.firmSize ? (
            <div>
              <dt className="text-xs text-muted-foreground">Clients</dt>
              <dd className="font-medium">
                {FIRM_SIZE_LABELS[answers.firmSize]} (
                {FIRM_SIZE_HINTS[answers.firmSize].toLowerCase()})
              </dd>
            </div>
          ) : null}
          {answers.services.length > 0 ? (
            <div>
              <dt className="mb-1 text-xs text-muted-foreground">Services</dt>
              <dd>
                <Badges items={answers.services} shown={SUMMARY_SERVICES_SHOWN} />
              </dd>
            </div>
          ) : null}
          {answers.currentChallenges.length > 0 ? (
            <div>
              <dt className="mb-1 text-xs text-muted-foreground">Challenges</dt>
              <dd>
                <Badges items={answers.currentChallenges} shown={SUMMARY_CHALLENGES_SHOWN} />
              </dd>
            </div>
          ) : null}
          {answers.budget ? (
            <div>
              <dt className="text-xs text-muted-foreground">Budget</dt>
              <dd className="font-medium">{BUDGET_LABELS[answers.budget]}</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
