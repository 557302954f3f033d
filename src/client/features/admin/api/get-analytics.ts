import { useQuery } from "@tanstack/react-query";
import type { Analytics, ReportInterval } from "@shared/contracts/admin-reports";

export interface ReportRange {
  from: string;
  to: string;
  interval: ReportInterval;
}

export function reportQuery(range: ReportRange, withInterval = true): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (withInterval) params.set("interval", range.interval);
  return params.toString();
}

export function useAnalytics(range: ReportRange) {
  return useQuery<Analytics>({
    queryKey: [`/api/admin/analytics?${reportQuery(range)}`],
    placeholderData: (prev) => prev,
  });
}
