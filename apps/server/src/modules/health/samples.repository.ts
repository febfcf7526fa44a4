import { sql } from 'drizzle-orm';
import { healthSamples } from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';

/** The job kind of the health module's own recurring work: never counted in the queue it measures. */
export const MONITOR_JOB = 'health-monitor';

export type NewHealthSample = typeof healthSamples.$inferInsert;
export type HealthSampleRow = typeof healthSamples.$inferSelect;

/** Records the interval's sample unless another process already did (the bucket is unique). */
export async function insertSample(db: DbOrTx, sample: NewHealthSample): Promise<boolean> {
  const rows = await db
    .insert(healthSamples)
    .values(sample)
    .onConflictDoNothing({ target: healthSamples.bucketAt })
    .returning({ id: healthSamples.id });
  return rows.length > 0;
}

/** Whether the interval starting at `bucketAt` has its sample. */
export async function hasSample(db: DbOrTx, bucketAt: Date): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from health_samples where bucket_at = ${bucketAt.toISOString()}::timestamptz`,
  );
  return rows.length > 0;
}

export interface JobFigures {
  queueDepth: number;
  oldestWaitingSeconds: number;
  failedJobs: number;
  importCount: number;
  importAvgMs: number | null;
  importMaxMs: number | null;
  autoMatchCount: number;
  autoMatchAvgMs: number | null;
  autoMatchMaxMs: number | null;
}

/**
 * The job queue now (waiting jobs and the oldest one's wait) and the jobs that ended in [since, until):
 * failures, and how long imports and auto-match runs took from being queued to being done (their
 * records hold no start time, and the wait is part of what a user feels).
 */
export async function jobFigures(db: DbOrTx, since: Date, until: Date): Promise<JobFigures> {
  const from = since.toISOString();
  const to = until.toISOString();
  const [row] = await queryRows<Record<keyof JobFigures, string | number | null>>(
    db,
    sql`
      select
        count(*) filter (where status = 'queued' and run_after <= now()) as "queueDepth",
        coalesce(extract(epoch from now() - min(run_after) filter (where status = 'queued' and run_after <= now())), 0)
          as "oldestWaitingSeconds",
        count(*) filter (where status = 'failed' and ${endedIn(from, to)}) as "failedJobs",
        count(*) filter (where ${isImport} and ${succeededIn(from, to)}) as "importCount",
        avg(${durationMs}) filter (where ${isImport} and ${succeededIn(from, to)}) as "importAvgMs",
        max(${durationMs}) filter (where ${isImport} and ${succeededIn(from, to)}) as "importMaxMs",
        count(*) filter (where kind = 'auto-match' and ${succeededIn(from, to)}) as "autoMatchCount",
        avg(${durationMs}) filter (where kind = 'auto-match' and ${succeededIn(from, to)}) as "autoMatchAvgMs",
        max(${durationMs}) filter (where kind = 'auto-match' and ${succeededIn(from, to)}) as "autoMatchMaxMs"
      from jobs
      where kind <> ${MONITOR_JOB}
        and (status in ('queued', 'running') or finished_at >= ${from}::timestamptz)`,
  );
  const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    queueDepth: n(row?.queueDepth) ?? 0,
    oldestWaitingSeconds: n(row?.oldestWaitingSeconds) ?? 0,
    failedJobs: n(row?.failedJobs) ?? 0,
    importCount: n(row?.importCount) ?? 0,
    importAvgMs: n(row?.importAvgMs),
    importMaxMs: n(row?.importMaxMs),
    autoMatchCount: n(row?.autoMatchCount) ?? 0,
    autoMatchAvgMs: n(row?.autoMatchAvgMs),
    autoMatchMaxMs: n(row?.autoMatchMaxMs),
  };
}
// Every import job kind ends in '-import' (bank-statement-import, ewa-settlement-import...).
const isImport = sql`kind like '%-import'`;
const endedIn = (from: string, to: string) =>
  sql`finished_at >= ${from}::timestamptz and finished_at < ${to}::timestamptz`;
const succeededIn = (from: string, to: string) => sql`status = 'succeeded' and ${endedIn(from, to)}`;
const durationMs = sql`extract(epoch from finished_at - created_at) * 1000`;

/** The database's size on disk, or null where the function is not available. */
export async function databaseSizeBytes(db: DbOrTx): Promise<number | null> {
  try {
    const [row] = await queryRows<{ size: string | number }>(
      db,
      sql`select pg_database_size(current_database()) as size`,
    );
    return row ? Number(row.size) : null;
  } catch {
    return null;
  }
}

export async function latestSample(db: DbOrTx): Promise<HealthSampleRow | undefined> {
  const [row] = await db.select().from(healthSamples).orderBy(sql`${healthSamples.bucketAt} desc`).limit(1);
  return row;
}

export interface SeriesRow {
  at: string;
  apiLatencyMs: number | null;
  dbLatencyMs: number | null;
  queueDepth: number;
  oldestWaitingSeconds: number;
  failedJobs: number;
  importAvgMs: number | null;
  autoMatchAvgMs: number | null;
  importCount: number;
  autoMatchCount: number;
  socketConnections: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopLagMs: number;
}

/**
 * The samples since `from` in buckets of `bucketSeconds`: latencies, lag and memory averaged, queue
 * figures at their worst, failures and job counts summed (a bucket adds up its samples' intervals).
 */
export async function sampleSeries(db: DbOrTx, from: Date, bucketSeconds: number): Promise<SeriesRow[]> {
  const rows = await queryRows<Record<keyof SeriesRow, string | number | null>>(
    db,
    sql`
      select
        to_char(to_timestamp(floor(extract(epoch from bucket_at) / ${bucketSeconds}) * ${bucketSeconds})
          at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "at",
        avg(api_latency_ms) as "apiLatencyMs",
        avg(db_latency_ms) as "dbLatencyMs",
        max(queue_depth) as "queueDepth",
        max(oldest_waiting_seconds) as "oldestWaitingSeconds",
        sum(failed_jobs) as "failedJobs",
        sum(import_avg_ms * import_count) / nullif(sum(import_count), 0) as "importAvgMs",
        sum(auto_match_avg_ms * auto_match_count) / nullif(sum(auto_match_count), 0) as "autoMatchAvgMs",
        sum(import_count) as "importCount",
        sum(auto_match_count) as "autoMatchCount",
        max(socket_connections) as "socketConnections",
        avg(rss_bytes) as "rssBytes",
        avg(heap_used_bytes) as "heapUsedBytes",
        avg(event_loop_lag_ms) as "eventLoopLagMs"
      from health_samples
      where bucket_at >= ${from.toISOString()}::timestamptz
      group by 1
      order by 1`,
  );
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    at: String(r.at),
    apiLatencyMs: num(r.apiLatencyMs),
    dbLatencyMs: num(r.dbLatencyMs),
    queueDepth: num(r.queueDepth) ?? 0,
    oldestWaitingSeconds: num(r.oldestWaitingSeconds) ?? 0,
    failedJobs: num(r.failedJobs) ?? 0,
    importAvgMs: num(r.importAvgMs),
    autoMatchAvgMs: num(r.autoMatchAvgMs),
    importCount: num(r.importCount) ?? 0,
    autoMatchCount: num(r.autoMatchCount) ?? 0,
    socketConnections: num(r.socketConnections) ?? 0,
    rssBytes: num(r.rssBytes) ?? 0,
    heapUsedBytes: num(r.heapUsedBytes) ?? 0,
    eventLoopLagMs: num(r.eventLoopLagMs) ?? 0,
  }));
}

export interface FailedJobRow {
  id: string;
  kind: string;
  error: string | null;
  attempts: number;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The organisation's jobs that failed since `from`, newest first. */
export async function failedJobsOf(db: DbOrTx, organizationId: string, from: Date): Promise<FailedJobRow[]> {
  const rows = await queryRows<FailedJobRow & { createdAt: string; finishedAt: string | null }>(
    db,
    sql`
      select id, kind, error, attempts, created_at as "createdAt", finished_at as "finishedAt"
      from jobs
      where organization_id = ${organizationId} and status = 'failed' and finished_at >= ${from.toISOString()}::timestamptz
      order by finished_at desc
      limit 50`,
  );
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    finishedAt: r.finishedAt ? new Date(r.finishedAt) : null,
  }));
}

/** Failed jobs of the last 24 hours, server-wide (the current figure). */
export async function failedJobsSince(db: DbOrTx, from: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from jobs where status = 'failed' and kind <> ${MONITOR_JOB}
        and finished_at >= ${from.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Drops what is older than the retention: samples and probe results (30 days), and the health module's
 * own finished jobs (an hour: one every few seconds would otherwise fill the jobs table).
 */
export async function pruneOlderThan(db: DbOrTx, before: Date, monitorJobsBefore: Date): Promise<number> {
  const cutoff = before.toISOString();
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`
      with samples as (delete from health_samples where bucket_at < ${cutoff}::timestamptz returning 1),
        results as (delete from probe_results where checked_at < ${cutoff}::timestamptz returning 1)
      select (select count(*) from samples) + (select count(*) from results) as n`,
  );
  await db.execute(
    sql`delete from jobs where kind = ${MONITOR_JOB} and status in ('succeeded', 'failed')
        and finished_at < ${monitorJobsBefore.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}
