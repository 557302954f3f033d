import { Badge } from "@client/components/ui/badge";

/** Spec section 3: "completed" (orders) or "active" (subscriptions) is highlighted, others secondary. */
export function StatusBadge({ status, highlight }: { status: string; highlight: string }) {
  return (
    <Badge variant={status === highlight ? "success" : "secondary"} className="capitalize">
      {status.replace(/_/g, " ")}
    </Badge>
  );
}
