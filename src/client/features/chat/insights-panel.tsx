import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Lightbulb from "lucide-react/icons/lightbulb";
import type { ConversationInsights } from "@shared/advisor/contracts";
import { INSIGHT_BENEFITS_SHOWN, INSIGHT_RECOMMENDATIONS_MAX } from "@shared/advisor/limits";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";

/** Whether there is anything to show: the panel (and its column) appear only then. */
export const hasInsights = (insights: ConversationInsights | undefined) =>
  insights !== undefined && hasContent(insights);

function hasContent(insights: ConversationInsights) {
  return (
    insights.recommendations.length > 0 ||
    insights.keyTopics.length > 0 ||
    insights.nextSteps.length > 0
  );
}

/** Conversation Insights (spec sections 2, 4 and 9): shown once there are insights to show. */
export function InsightsPanel({ insights }: { insights: ConversationInsights | undefined }) {
  if (!insights || !hasContent(insights)) return null;
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle asHeading="h2" id="insights-title" className="flex items-center gap-2 text-base">
          <Lightbulb className="size-5 text-accent" aria-hidden="true" />
          Conversation Insights
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {insights.recommendations.length > 0 ? (
          <section aria-labelledby="insights-recommended">
            <h3 id="insights-recommended" className="mb-3 text-sm font-semibold">
              Recommended Products
            </h3>
            <ul className="space-y-3">
              {insights.recommendations.slice(0, INSIGHT_RECOMMENDATIONS_MAX).map((r) => (
                <li
                  key={r.productId}
                  className="rounded-md border p-3"
                  data-testid="recommendation"
                >
                  <div className="flex items-start justify-between gap-2">
                    <Link
                      to={`/products/${r.productId}`}
                      className="font-medium text-primary underline-offset-2 hover:underline"
                    >
                      {r.productName}
                    </Link>
                    <Badge variant="success" className="shrink-0">
                      {r.relevanceScore}% match
                    </Badge>
                  </div>
                  <p className="mt-1.5 text-sm text-muted-foreground">{r.reasoning}</p>
                  {r.keyBenefits.length > 0 ? (
                    <ul
                      className="mt-2 space-y-1 text-sm"
                      aria-label={`Key benefits of ${r.productName}`}
                    >
                      {r.keyBenefits.slice(0, INSIGHT_BENEFITS_SHOWN).map((benefit) => (
                        <li key={benefit} className="flex items-start gap-1.5">
                          <Check
                            className="mt-0.5 size-3.5 shrink-0 text-accent"
                            aria-hidden="true"
                          />
                          {benefit}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {insights.keyTopics.length > 0 ? (
          <section aria-labelledby="insights-topics">
            <h3 id="insights-topics" className="mb-2 text-sm font-semibold">
              Key Topics
            </h3>
            <ul className="flex flex-wrap gap-1.5">
              {insights.keyTopics.map((topic) => (
                <li key={topic}>
                  <Badge variant="secondary">{topic}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {insights.nextSteps.length > 0 ? (
          <section aria-labelledby="insights-next">
            <h3 id="insights-next" className="mb-2 text-sm font-semibold">
              Next Steps
            </h3>
            <ol className="space-y-1.5 text-sm">
              {insights.nextSteps.map((step) => (
                <li key={step} className="flex items-start gap-1.5">
                  <ArrowRight className="mt-0.5 size-3.5 shrink-0 text-accent" aria-hidden="true" />
                  {step}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
