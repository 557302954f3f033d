import { z } from "zod";

/** One background job queue (GET /api/admin/jobs): when it runs and its jobs by state. */
export const jobQueueSchema = z.object({
  name: z.string(),
  schedule: z.string().nullable().meta({ description: "Cron (UTC); null when only sent" }),
  waiting: z.number().int(),
  retrying: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
export type JobQueueCounts = z.infer<typeof jobQueueSchema>;

/** A job whose last try failed: kept for admins to see. */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  failedAt: z.string(),
  tries: z.number().int(),
  error: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const jobsStatusSchema = z.object({
  running: z.boolean().meta({ description: "Whether this server runs the jobs" }),
  queues: z.array(jobQueueSchema),
  failures: z.array(failedJobSchema).meta({ description: "The ten latest failed jobs" }),
});
export type JobsStatus = z.infer<typeof jobsStatusSchema>;
