import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  routeInfo?: { method?: string; url?: string };
}

/**
 * A @fastify/rate-limit store kept in PostgreSQL, so a limit holds across every server process
 * on the same database. One fixed window per key, counted in a single atomic statement.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "global",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const fullKey = `${this.prefix}|${key}`;
      db.execute<{ count: number; ttl: number }>(
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${fullKey}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + make_interval(secs => ${timeWindow / 1000}) else rate_limits.reset_at end
        returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`,
      )
        .then(({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl }))
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback) {
      const fullKey = `${this.prefix}|${key}`;
      db.execute<{ count: number; ttl: number }>(
        sql`
        select count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl
        from rate_limits where key = ${fullKey} and reset_at > now()`,
      )
        .then(({ rows }) =>
          callback(
            null,
            rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object) {
      const route = (routeOptions as RouteOptions).routeInfo;
      return new PostgresRateLimitStore(undefined, `${route?.method ?? "*"} ${route?.url ?? "*"}`);
    }
  };
}

/** Windows that ended a while ago are only clutter. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}
