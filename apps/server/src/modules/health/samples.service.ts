import type { CurrentHealth, HealthSamplePoint, SystemHealthResponse } from '@clearline/contracts';
import { bucketSecondsFor, bucketStart, MONITORING_RANGES, type MonitoringRange } from '@clearline/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { pingDatabase } from '../../platform/db';
import type { ProcessMetrics } from './process-metrics';
import {
  databaseSizeBytes,
  failedJobsOf,
  failedJobsSince,
  type HealthSampleRow,
  hasSample,
  insertSample,
  jobFigures,
  latestSample,
  pruneOlderThan,
  type SeriesRow,
  sampleSeries,
} from './samples.repository';

const MB = 1024 * 1024;
const DAY_MS = 86_400_000;
/** Samples and probe results are kept this long. */
export const RETENTION_DAYS = 30;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const maybe = (value: number | null) => (value === null ? null : round(value));

/** The server's health over time: one sample per interval, recorded by one process, kept 30 days. */
export class SamplesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly app: FastifyInstance,
    private readonly metrics: ProcessMetrics,
  ) {}

  get intervalSeconds(): number {
    return this.ctx.config.healthSampleSeconds;
  }

  /**
   * Records the current interval's sample unless one exists (another process, or an earlier tick of
   * this one, took it). Returns whether this call recorded it.
   */
  async recordIfDue(recordedBy: string): Promise<boolean> {
    const now = this.ctx.now();
    const bucketAt = bucketStart(now, this.intervalSeconds);
    if (await hasSample(this.ctx.db, bucketAt)) return false;
    // The jobs that ended in the previous interval: consecutive samples never count a job twice.
    const since = new Date(bucketAt.getTime() - this.intervalSeconds * 1000);
    const [apiLatencyMs, dbLatencyMs, jobs, dbSizeBytes] = await Promise.all([
      this.apiLatency(),
      pingDatabase(this.ctx.db).catch(() => null),
      jobFigures(this.ctx.db, since, bucketAt),
      databaseSizeBytes(this.ctx.db),
    ]);
    return insertSample(this.ctx.db, {
      bucketAt,
      recordedBy,
      apiLatencyMs: maybe(apiLatencyMs),
      dbLatencyMs: maybe(dbLatencyMs),
      ...jobs,
      socketConnections: this.ctx.realtime.io.engine?.clientsCount ?? 0,
      ...this.metrics.read(),
      dbSizeBytes,
    });
  }

  /**
   * The API's own answer time: a request through the whole Fastify stack (routing, hooks, the event
   * loop's queue), without the network, so a worker process with no port measures it too.
   */
  private async apiLatency(): Promise<number | null> {
    const started = performance.now();
    try {
      const res = await this.app.inject({ method: 'GET', url: '/health/live' });
      return res.statusCode === 200 ? performance.now() - started : null;
    } catch {
      return null;
    }
  }

  async prune(): Promise<number> {
    const now = this.ctx.now().getTime();
    return pruneOlderThan(this.ctx.db, new Date(now - RETENTION_DAYS * DAY_MS), new Date(now - 3_600_000));
  }

  async current(): Promise<CurrentHealth | null> {
    const row = await latestSample(this.ctx.db);
    if (!row) return null;
    const failed = await failedJobsSince(this.ctx.db, new Date(this.ctx.now().getTime() - DAY_MS));
    return currentOf(row, failed, this.ctx.database.kind);
  }

  async series(range: MonitoringRange): Promise<HealthSamplePoint[]> {
    const from = new Date(this.ctx.now().getTime() - MONITORING_RANGES[range] * 1000);
    // A bucket never finer than the sampling interval: finer buckets would only show gaps.
    const bucket = Math.max(bucketSecondsFor(range), this.intervalSeconds);
    return (await sampleSeries(this.ctx.db, from, bucket)).map(pointOf);
  }

  async systemHealth(organizationId: string, range: MonitoringRange): Promise<SystemHealthResponse> {
    const from = new Date(this.ctx.now().getTime() - MONITORING_RANGES[range] * 1000);
    const [current, series, failed] = await Promise.all([
      this.current(),
      this.series(range),
      failedJobsOf(this.ctx.db, organizationId, from),
    ]);
    return {
      range,
      bucketSeconds: Math.max(bucketSecondsFor(range), this.intervalSeconds),
      sampleIntervalSeconds: this.intervalSeconds,
      current,
      series,
      failedJobs: failed.map((j) => ({
        id: j.id,
        kind: j.kind,
        error: j.error ?? '',
        attempts: j.attempts,
        createdAt: j.createdAt.toISOString(),
        finishedAt: j.finishedAt?.toISOString() ?? null,
      })),
    };
  }
}

function currentOf(
  row: HealthSampleRow,
  failedJobs24h: number,
  database: 'pglite' | 'postgres',
): CurrentHealth {
  return {
    at: row.bucketAt.toISOString(),
    recordedBy: row.recordedBy,
    apiLatencyMs: maybe(row.apiLatencyMs),
    dbLatencyMs: maybe(row.dbLatencyMs),
    queueDepth: row.queueDepth,
    oldestWaitingSeconds: round(row.oldestWaitingSeconds, 1),
    failedJobs24h,
    socketConnections: row.socketConnections,
    rssMb: round(row.rssBytes / MB, 1),
    heapUsedMb: round(row.heapUsedBytes / MB, 1),
    eventLoopLagMs: round(row.eventLoopLagMs),
    dbSizeMb: row.dbSizeBytes === null ? null : round(row.dbSizeBytes / MB, 1),
    database,
  };
}

function pointOf(row: SeriesRow): HealthSamplePoint {
  return {
    at: row.at,
    apiLatencyMs: maybe(row.apiLatencyMs),
    dbLatencyMs: maybe(row.dbLatencyMs),
    queueDepth: row.queueDepth,
    oldestWaitingSeconds: round(row.oldestWaitingSeconds, 1),
    failedJobs: row.failedJobs,
    importAvgMs: maybe(row.importAvgMs),
    autoMatchAvgMs: maybe(row.autoMatchAvgMs),
    importCount: row.importCount,
    autoMatchCount: row.autoMatchCount,
    socketConnections: row.socketConnections,
    rssMb: round(row.rssBytes / MB, 1),
    heapUsedMb: round(row.heapUsedBytes / MB, 1),
    eventLoopLagMs: round(row.eventLoopLagMs),
  };
}
