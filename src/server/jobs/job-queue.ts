import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type pg from "pg";

/** pg-boss's tables live in their own schema beside the app's (decision 0240). */
export const JOB_SCHEMA = "pgboss";

/** What a job's handler is told about the job it runs. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** This is the last try: if it fails too, the job stays failed (and an admin sees it). */
  final: boolean;
}

/** A kind of job: its queue, its retries, and when it runs on its own. */
export interface JobDefinition<T extends object = object> {
  /** The queue's name: letters, digits and hyphens. */
  name: string;
  /** Five-field cron (UTC). Each due time runs once across every server on the database. */
  cron?: string;
  /**
   * `stately`: at most one job waiting and one running (a schedule never piles up or overlaps
   * itself); `standard`: any number.
   */
  policy: "standard" | "stately";
  /** Tries after the first; each waits `retryDelaySeconds`, doubled per try with `backoff`. */
  retries: number;
  retryDelaySeconds?: number;
  backoff?: boolean;
  /** A run that takes longer is failed (and retried). */
  expireInSeconds?: number;
  run(job: JobRun<T>): Promise<unknown>;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for work (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
  /** Replaces a definition's cron (tests run a schedule every minute, or never: `null`). */
  cron?: Record<string, string | null>;
  /** Retries without waiting or backing off (tests). */
  retryAtOnce?: boolean;
}

/** One queue's jobs by state, as pg-boss counts them. */
export interface QueueCounts {
  name: string;
  cron: string | null;
  waiting: number;
  retrying: number;
  active: number;
  completed: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  failedAt: Date;
  tries: number;
  error: string;
}

export interface JobQueue {
  /** Adds a kind of job; its worker starts with the queue (at once, if the queue runs already). */
  define<T extends object>(definition: JobDefinition<T>): Promise<void>;
  /** Queues one job now. Ignored while the queue is off (tests that run their jobs by hand). */
  send(name: string, data?: object): Promise<void>;
  /** Queues jobs with ids of their own: one whose id is already queued, running or kept is skipped. */
  insert(name: string, jobs: Array<{ id: string; data: object }>): Promise<void>;
  /** Wakes this process's worker of the queue at once instead of at its next poll. */
  wake(name: string): void;
  /** The state of every queue, and the latest failures. */
  status(): Promise<{ queues: QueueCounts[]; failures: FailedJob[] }>;
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss over the app's own pool: one set of connections, counted once. It counts what is in
 * flight, its queries and the handlers' runs: pg-boss's stop() returns before a worker's last
 * fetch, the job that fetch brought, or its completion has finished, and the pool must outlive
 * them all.
 */
function poolAdapter(pool: pg.Pool): PgBoss.Db & {
  track<T>(work: Promise<T>): Promise<T>;
  drained(ms: number): Promise<void>;
} {
  let inFlight = 0;
  const track = <T>(work: Promise<T>) => {
    inFlight += 1;
    return work.finally(() => {
      inFlight -= 1;
    });
  };
  return {
    executeSql: (text, values) => track(pool.query(text, values?.length ? values : undefined)),
    track,
    async drained(ms) {
      for (const deadline = Date.now() + ms; inFlight > 0 && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/**
 * Creates pg-boss's schema, or brings it to this version, on the database (under the caller's
 * migration lock: npm run db:migrate and every start run it, so tests' template has it too).
 */
export async function installJobQueue(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: poolAdapter(pool),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * The background jobs (decision 0240): pg-boss queues in PostgreSQL, so every server on the
 * database shares them. A scheduled job is queued once per due time whichever servers are up (pg-boss's
 * cron takes turns through the database), and one worker anywhere takes it. A failed try is
 * retried with backoff; the last failure stays in the queue, where admins see it.
 * `enabled: false` keeps the queue off: nothing is scheduled, sent or run.
 */
export function createJobQueue(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  options: JobQueueOptions & { enabled: boolean },
): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workers = new Map<string, string>();
  const cronOf = (definition: JobDefinition<object>) =>
    options.cron && definition.name in options.cron
      ? options.cron[definition.name]
      : definition.cron;
  let boss: PgBoss | undefined;
  const db = poolAdapter(pool);

  /** The queue and its schedule as this definition says (before the boss starts its clock). */
  async function declare(boss: PgBoss, definition: JobDefinition<object>) {
    const queue = {
      name: definition.name,
      policy: definition.policy,
      retryLimit: definition.retries,
      retryDelay: options.retryAtOnce ? 0 : (definition.retryDelaySeconds ?? 0),
      retryBackoff: options.retryAtOnce ? false : (definition.backoff ?? false),
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    // createQueue keeps an existing queue as it was; updateQueue brings it to this definition.
    await boss.createQueue(definition.name, queue);
    await boss.updateQueue(definition.name, queue);
    const cron = cronOf(definition);
    if (cron) await boss.schedule(definition.name, cron, {}, { tz: "UTC" });
    else await boss.unschedule(definition.name);
  }

  async function startWorker(
    boss: PgBoss,
    definition: JobDefinition<object>,
    track: <T>(work: Promise<T>) => Promise<T>,
  ) {
    const id = await boss.work<object>(
      definition.name,
      {
        includeMetadata: true,
        batchSize: 1,
        ...(options.pollingIntervalSeconds
          ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
          : {}),
      },
      async ([job]) => {
        const final = job!.retryCount >= job!.retryLimit;
        try {
          return await track(definition.run({ id: job!.id, data: job!.data, final }));
        } catch (err) {
          log.warn(
            { job: definition.name, jobId: job!.id, try: job!.retryCount + 1, final, err },
            final ? "job failed" : "job failed; it will be tried again",
          );
          throw err;
        }
      },
    );
    workers.set(definition.name, id);
  }

  return {
    async define(definition) {
      definitions.set(definition.name, definition as JobDefinition<object>);
      if (boss) {
        await declare(boss, definition as JobDefinition<object>);
        await startWorker(boss, definition as JobDefinition<object>, db.track);
      }
    },
    async send(name, data = {}) {
      await boss?.send(name, data);
    },
    async insert(name, jobs) {
      if (boss && jobs.length) await boss.insert(jobs.map((job) => ({ name, ...job })));
    },
    wake(name) {
      const id = workers.get(name);
      if (id) boss?.notifyWorker(id);
    },
    async status() {
      const counts = await pool.query<{ name: string; state: string; size: number }>(
        `select name, state::text, count(*)::int as size from ${JOB_SCHEMA}.job group by name, state`,
      );
      const failures = await pool.query<{
        id: string;
        name: string;
        completed_on: Date;
        retry_count: number;
        output: { message?: string } | null;
      }>(
        `select id, name, completed_on, retry_count, output from (
           select id, name, completed_on, retry_count, output from ${JOB_SCHEMA}.job where state = 'failed'
           union all
           select id, name, completed_on, retry_count, output from ${JOB_SCHEMA}.archive where state = 'failed'
         ) failed order by completed_on desc limit 10`,
      );
      const byName = [...definitions.values()].sort((a, b) => a.name.localeCompare(b.name));
      const queues = byName.map((definition) => {
        const size = (state: string) =>
          counts.rows.find((row) => row.name === definition.name && row.state === state)?.size ?? 0;
        return {
          name: definition.name,
          cron: cronOf(definition) ?? null,
          waiting: size("created"),
          retrying: size("retry"),
          active: size("active"),
          completed: size("completed"),
          failed: size("failed"),
        };
      });
      return {
        queues,
        failures: failures.rows.map((row) => ({
          id: row.id,
          queue: row.name,
          failedAt: row.completed_on,
          tries: row.retry_count + 1,
          error: row.output?.message ?? "No reason was recorded.",
        })),
      };
    },
    get running() {
      return boss !== undefined;
    },
    async start() {
      if (!options.enabled || boss) return;
      const started = new PgBoss({
        db,
        schema: JOB_SCHEMA,
        // The schema is made by the migrations (installJobQueue); a start only checks it.
        migrate: false,
        ...(options.pollingIntervalSeconds
          ? {
              pollingIntervalSeconds: options.pollingIntervalSeconds,
              cronWorkerIntervalSeconds: Math.max(1, options.pollingIntervalSeconds),
            }
          : {}),
      });
      // Lost connections and the like: pg-boss carries on and tries again; say so once each.
      started.on("error", (err) => log.warn({ err }, "job queue error"));
      // Queues and schedules first: the clock's first look at the schedules comes with start().
      for (const definition of definitions.values()) await declare(started, definition);
      await started.start();
      boss = started;
      for (const definition of definitions.values())
        await startWorker(started, definition, db.track);
    },
    async stop() {
      const stopping = boss;
      if (!stopping) return;
      boss = undefined;
      workers.clear();
      // Waits for running jobs (up to 20 s), then fails what is still running so it is retried;
      // then for the workers' last queries, which stop() does not wait for.
      await stopping.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
      await db.drained(5_000);
    },
  };
}
