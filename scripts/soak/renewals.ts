import type pg from "pg";
import { addMonths } from "../../src/shared/subscriptions.js";
import type { Check } from "./checks.js";
import { isCut } from "./actions.js";
import type { ServerClient } from "./http.js";
import type { TrackedClient } from "./faults.js";
import type { AppProcess } from "./processes.js";
import type { Shopper } from "./shopper.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RUN = "POST /api/test/run-renewals";
/** The renewal job runs as if it were this far ahead: past every trial's end, one period on. */
const DAYS_AHEAD = 40;

interface LiveSubscription {
  id: number;
  user_id: string;
  current_period_end: Date;
}

export interface RenewalReport {
  subscriptions: number;
  due: number;
  requestsBeforeKill: number;
  cut: number;
  restartMs: number;
  checks: Check[];
}

/**
 * kill -9 during renewals (issue 14): the renewal job runs for every shopper with a subscription on
 * both servers at once (two processes racing for the same rows), server B is killed while its runs
 * are in flight, restarted, and the job is run again everywhere. Each subscription that was due
 * must be charged exactly once for its next period: one renewal order with a succeeded payment,
 * the period moved exactly one month on, active; the others untouched.
 */
export async function renewalsUnderKill(opts: {
  pool: pg.Pool;
  shoppers: Shopper[];
  a: ServerClient;
  b: TrackedClient;
  processB: AppProcess;
}): Promise<RenewalReport> {
  const { pool, a, b, processB } = opts;
  const at = new Date(Date.now() + DAYS_AHEAD * 24 * 60 * 60 * 1000);
  const { rows: before } = await pool.query<LiveSubscription>(
    `select id, user_id, current_period_end from subscriptions
      where user_id = any($1) and status in ('trialing', 'active')`,
    [opts.shoppers.map((s) => s.userId)],
  );
  const owners = new Set(before.map((row) => row.user_id));
  const shoppers = opts.shoppers.filter((s) => owners.has(s.userId));
  const problems: string[] = [];
  let cut = 0;

  const run = async (s: Shopper, server: ServerClient) => {
    try {
      const reply = await s.send(server, "/api/test/run-renewals", {
        method: "POST",
        json: { at: at.toISOString() },
      });
      if (reply.status !== 200)
        problems.push(`${RUN} on ${server.name} answered ${reply.status}: ${reply.body}`);
    } catch (err) {
      if (!isCut(err) || server !== b) throw err;
      cut++;
    }
  };

  const firstRound = shoppers.flatMap((s) => [run(s, a), run(s, b)]);
  const giveUpAt = Date.now() + 15_000;
  while (b.waiting(RUN) < Math.min(3, shoppers.length) && Date.now() < giveUpAt) await sleep(1);
  const requestsBeforeKill = b.waiting(RUN);
  await processB.kill();
  await Promise.all(firstRound);
  b.reset();
  const restartMs = await processB.start();
  // What B left undone is due still: running the job again on both servers finishes it, once.
  await Promise.all(shoppers.flatMap((s) => [run(s, a), run(s, b)]));

  const { rows: after } = await pool.query<{
    id: number;
    status: string;
    current_period_end: Date;
    renewals: Array<{ period_start: string; payment_status: string | null }>;
  }>(
    `select s.id, s.status, s.current_period_end,
            coalesce(json_agg(json_build_object('period_start', o.period_start,
                     'payment_status', p.status)) filter (where o.id is not null), '[]') as renewals
       from subscriptions s
       left join orders o on o.subscription_id = s.id
       left join payments p on p.id = o.payment_id
      where s.id = any($1)
      group by s.id`,
    [before.map((row) => row.id)],
  );
  const afterById = new Map(after.map((row) => [row.id, row]));
  let due = 0;
  for (const row of before) {
    const now = afterById.get(row.id)!;
    const wasDue = row.current_period_end <= at;
    const expectedEnd = wasDue ? addMonths(row.current_period_end) : row.current_period_end;
    if (wasDue) due++;
    const expectedRenewals = wasDue ? 1 : 0;
    const paidForThePeriod = now.renewals.filter(
      (r) =>
        new Date(r.period_start).getTime() === row.current_period_end.getTime() &&
        r.payment_status === "succeeded",
    );
    if (now.renewals.length !== expectedRenewals || paidForThePeriod.length !== expectedRenewals)
      problems.push(
        `subscription ${row.id}: ${now.renewals.length} renewal orders (${JSON.stringify(now.renewals)}), expected ${expectedRenewals}`,
      );
    if (now.current_period_end.getTime() !== expectedEnd.getTime())
      problems.push(
        `subscription ${row.id}: period ends ${now.current_period_end.toISOString()}, expected ${expectedEnd.toISOString()}`,
      );
    if (wasDue && now.status !== "active")
      problems.push(`subscription ${row.id}: ${now.status} after a paid renewal`);
  }

  return {
    subscriptions: before.length,
    due,
    requestsBeforeKill,
    cut,
    restartMs,
    checks: [
      {
        name: "renewals under kill -9: each due subscription charged exactly once",
        ok: problems.length === 0 && before.length > 0,
        detail:
          `${before.length} live subscriptions of ${shoppers.length} shoppers, ${due} due at +${DAYS_AHEAD} days; ` +
          `the job raced on both servers, B killed with ${requestsBeforeKill} runs in flight (${cut} cut), run again: ` +
          (before.length === 0
            ? "NO SUBSCRIPTION was bought, nothing was tested"
            : `each due one has one paid renewal order and its period a month on`) +
          (problems.length ? `; PROBLEMS: ${problems.slice(0, 5).join("; ")}` : ""),
      },
    ],
  };
}
