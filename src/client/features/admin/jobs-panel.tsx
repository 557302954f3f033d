import type { JobQueueCounts } from "@shared/contracts/jobs";
import { LoadError } from "@client/components/load-error";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import RotateCw from "lucide-react/icons/rotate-cw";
import { refusalReason } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { useJobsStatus } from "./api/jobs";
import { kindLabel, sentAt } from "./outbox-message";

/** What each queue does, for people; a queue not named here shows its own name. */
const QUEUE_LABELS: Record<string, string> = {
  "renew-subscriptions": "Renewals and trial reminders",
  "dispatch-email": "E-mail hand-off to delivery",
  "deliver-email": "E-mail delivery",
  "sweep-sessions": "Expired sign-ins swept",
  "sweep-rate-limits": "Old rate-limit windows swept",
  "sweep-idle-visitor-conversations": "Visitors' chats idle 30 days deleted",
};

/** The schedules the server uses, in words; anything else shows as cron. */
export function describeSchedule(cron: string | null): string {
  if (!cron) return "When there is work";
  if (cron === "* * * * *") return "Every minute";
  const everyMinutes = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (everyMinutes) return `Every ${everyMinutes[1]} minutes`;
  const hourly = /^(\d+) \* \* \* \*$/.exec(cron);
  if (hourly) return `Hourly at :${hourly[1]!.padStart(2, "0")}`;
  return `Cron ${cron} (UTC)`;
}

function QueueRow({ queue }: { queue: JobQueueCounts }) {
  const counts = [
    ["waiting", queue.waiting],
    ["retrying", queue.retrying],
    ["running", queue.active],
    ["done", queue.completed],
  ] as const;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <span className="min-w-0">
        <span className="block font-medium">
          {QUEUE_LABELS[queue.name] ?? kindLabel(queue.name)}
        </span>
        <span className="block text-sm text-muted-foreground">
          {describeSchedule(queue.schedule)} · <code className="text-xs">{queue.name}</code>
        </span>
      </span>
      <span className="flex flex-wrap gap-1.5 text-sm text-muted-foreground">
        {counts.map(([label, count]) => (
          <span key={label}>
            {count} {label} ·
          </span>
        ))}
        <Badge variant={queue.failed > 0 ? "destructive" : "secondary"}>
          {queue.failed} failed
        </Badge>
      </span>
    </li>
  );
}

/**
 * The Jobs tab: the background work every server shares (renewals, e-mail, sweeps), each queue's
 * schedule and jobs by state, and the latest jobs that failed for good, with their reason.
 */
export function JobsPanel() {
  const { data, isLoading, isError, error, refetch, isFetching } = useJobsStatus();
  const refresh = (
    <Button variant="outline" size="sm" onClick={() => void refetch()} aria-disabled={isFetching}>
      <RotateCw className={cn(isFetching && "animate-spin")} aria-hidden="true" />
      Refresh
    </Button>
  );
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (isError || !data)
    return (
      <LoadError
        what="the background jobs"
        detail={refusalReason(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-4 p-4 sm:p-6">
          <CardTitle asHeading="h2">Background jobs</CardTitle>
          {refresh}
        </CardHeader>
        <CardContent className="px-4 pb-4 sm:px-6">
          {data.running ? null : (
            <p className="mb-3 rounded-md border p-3 text-sm text-muted-foreground">
              This server does not run the background jobs; another server on the same database may.
            </p>
          )}
          <ul aria-label="Job queues" className="divide-y">
            {data.queues.map((queue) => (
              <QueueRow key={queue.name} queue={queue} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle asHeading="h2">Failed jobs</CardTitle>
        </CardHeader>
        <CardContent className="px-4 pb-4 sm:px-6">
          {data.failures.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No failed jobs. A job that fails is tried again; only its last failure shows here.
            </p>
          ) : (
            <ul aria-label="Failed jobs" className="divide-y">
              {data.failures.map((failure) => (
                <li key={failure.id} className="grid gap-1 py-3 text-sm">
                  <span className="font-medium">
                    {QUEUE_LABELS[failure.queue] ?? kindLabel(failure.queue)}
                  </span>
                  <span className="text-muted-foreground">
                    {sentAt(failure.failedAt)} · after {failure.tries}{" "}
                    {failure.tries === 1 ? "try" : "tries"}
                  </span>
                  <span className="break-words text-destructive">{failure.error}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
