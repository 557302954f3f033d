import { useQuery } from "@tanstack/react-query";
import type { JobsStatus } from "@shared/contracts/jobs";

/** GET /api/admin/jobs: each background queue's state and the latest failures. */
export function useJobsStatus() {
  return useQuery<JobsStatus>({ queryKey: ["/api/admin/jobs"] });
}
