import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './db';

/**
 * @fastify/rate-limit's counts kept in PostgreSQL (ADR 0022), so a limit holds across every API process
 * on the database: ten sign-ins through process A and ten through B are twenty from that address. One
 * row per route and key (the client's address) in the UNLOGGED table `rate_limit_hits` (migration 0023:
 * no WAL, emptied by a crash, which at worst forgives a minute of attempts), one upsert per request that
 * counts the hit in a fixed window and answers the count and the time left. Embedded, the plugin's
 * in-memory store stays (one process).
 */
export function postgresRateLimitStore(db: Db, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {
      // The root store (one per process) deletes windows that ended; children share its table.
      if (prefix === '') sweepEndedWindows(db, onError);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A route's own counts (the plugin calls it for each route with a limit), as its other stores do. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${String(route?.method)} ${String(route?.url)} `);
    }
  };
}

/** Counts one hit: a window that ended starts again at 1; the answer is the count and the ms left. */
async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ hits: number; ttl: string }>(
    db,
    sql`insert into rate_limit_hits as h (key, window_ends_at, hits)
        values (${key}, clock_timestamp() + ${windowMs} * interval '1 millisecond', 1)
        on conflict (key) do update set
          hits = case when h.window_ends_at <= clock_timestamp() then 1 else h.hits + 1 end,
          window_ends_at = case when h.window_ends_at <= clock_timestamp()
                                then excluded.window_ends_at else h.window_ends_at end
        returning hits,
          greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::bigint as ttl`,
  );
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** How often a process deletes the rows of windows that ended (they are only reset otherwise). */
const SWEEP_MS = 5 * 60_000;

function sweepEndedWindows(db: Db, onError: (error: unknown) => void): void {
  const timer = setInterval(() => {
    queryRows(db, sql`delete from rate_limit_hits where window_ends_at < clock_timestamp()`).catch(onError);
  }, SWEEP_MS);
  timer.unref();
}
