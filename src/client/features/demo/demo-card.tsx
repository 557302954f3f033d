import Check from "lucide-react/icons/check";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import type { DemoScript } from "./demo-scripts";
import type { PlayerState } from "./use-demo-player";

const seconds = (ms: number) => `${ms / 1000} s`;

export function DemoCard({
  script,
  player,
  onStart,
  onTogglePause,
  onReset,
}: {
  script: DemoScript;
  player: PlayerState;
  onStart: () => void;
  onTogglePause: () => void;
  onReset: () => void;
}) {
  const selected = player.demo === script.id;
  const totalMs = script.steps.reduce((sum, step) => sum + step.durationMs, 0);
  const current = selected ? script.steps[player.step] : undefined;
  const headingId = `demo-${script.id}-title`;

  const stepStatus = (index: number) => {
    if (!selected) return "pending";
    if (index < player.step || (player.completed && index === player.step)) return "done";
    return index === player.step ? "current" : "pending";
  };

  return (
    <Card
      className={cn("flex flex-col p-6 transition-shadow", selected && "ring-2 ring-accent")}
      aria-labelledby={headingId}
      role="region"
      data-testid={`demo-${script.id}`}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-highlight text-accent">
          <script.icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {script.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{script.summary}</p>
        </div>
      </div>

      <ol className="mt-6 space-y-2">
        {script.steps.map((step, index) => {
          const status = stepStatus(index);
          return (
            <li
              key={step.title}
              aria-current={status === "current" ? "step" : undefined}
              data-status={status}
              className={cn(
                "flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors",
                status === "current" && "border-accent bg-highlight font-medium",
                status === "done" && "text-muted-foreground",
              )}
            >
              <span
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  status === "done" && "border-accent bg-accent text-accent-foreground",
                  status === "current" && "border-accent text-accent",
                )}
                aria-hidden="true"
              >
                {status === "done" ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className="flex-1">{step.title}</span>
              <span className="text-xs text-muted-foreground">{seconds(step.durationMs)}</span>
            </li>
          );
        })}
      </ol>

      <div className="mt-4 min-h-20 rounded-lg bg-muted/60 p-4 text-sm" aria-live="polite">
        {current ? (
          <>
            <p className="font-medium" data-testid="demo-status">
              {player.completed
                ? "Demo complete"
                : `Step ${player.step + 1} of ${script.steps.length}${player.playing ? "" : " (paused)"}`}
            </p>
            <p className="mt-1 text-muted-foreground">
              {player.completed
                ? "That's the whole workflow, done in seconds instead of hours."
                : current.detail}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">
            {script.steps.length} steps · about {seconds(totalMs)}. Press Start Demo to watch it
            run.
          </p>
        )}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        {!selected || player.completed ? (
          <Button variant="accent" onClick={onStart}>
            <Play aria-hidden="true" />
            {selected ? "Replay Demo" : "Start Demo"}
          </Button>
        ) : (
          <Button variant="accent" onClick={onTogglePause}>
            {player.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {player.playing ? "Pause" : "Resume"}
          </Button>
        )}
        {selected ? (
          <Button variant="outline" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
