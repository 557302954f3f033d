import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@client/components/ui/card";

/** A number with its label, an icon and an optional line underneath ("48 active"). */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <Card role="group" aria-label={label}>
      <CardContent className="flex items-center justify-between gap-4 p-4 sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{value}</div>
          {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        <span className="hidden size-12 shrink-0 sm:flex items-center justify-center rounded-full bg-highlight text-accent">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
