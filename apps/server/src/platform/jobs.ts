import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../db/schema/index';
import type { Db, DbOrTx } from './db';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /** Progress 0-100, stored and passed to `onProgress` (throttled by the caller as it likes). */
  progress(percent: number): Promise<void>;
  /** Aborted when the runner stops: a handler checks it between batches and gives up cleanly. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export interface JobHandler {
  run(job: JobRow, ctx: JobContext): Promise<Record<string, unknown>>;
  /**
   * What happens to a job of this kind found running when the server (re)starts: 'retry' puts it back in
   * the queue (the handler must be idempotent: its transaction never committed), 'fail' marks it failed.
   */
  onInterrupted: 'retry' | 'fail';
  /** Called when a job ends, succeeded or failed (for notifications). */
  onFinished?(job: JobRow): Promise<void>;
}

export interface EnqueueOptions {
  organizationId: string | null;
  kind: string;
  payload: Record<string, unknown>;
  createdBy: string | null;
}

const MAX_ATTEMPTS = 3;
export const INTERRUPTED_MESSAGE = 'The server stopped while this job was running. Nothing it did was kept.';

/** Adds a job; call with the transaction handle so the job exists only if the request's change commits. */
export async function enqueueJob(db: DbOrTx, options: EnqueueOptions): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      organizationId: options.organizationId,
      kind: options.kind,
      payload: options.payload,
      createdBy: options.createdBy,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

/**
 * Runs durable jobs from the `jobs` table, one at a time per runner. Claims use FOR UPDATE SKIP LOCKED,
 * so several runners (server processes or workers) never take the same job. Embedded mode runs one
 * runner inside the server process.
 */
export class JobRunner {
  readonly id = `runner-${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private running = false;
  private current: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { pollMs?: number; heartbeatMs?: number } = {},
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Recovers jobs a previous process left running, then starts polling. */
  async start(): Promise<void> {
    await this.recoverInterrupted();
    this.running = true;
    this.current = this.loop();
  }

  /** Polls now instead of waiting for the next tick (after an enqueue in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Runs queued jobs in this process until none is left (seeding, before the server listens). */
  async drain(): Promise<number> {
    let ran = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      await this.execute(job);
      ran += 1;
    }
    return ran;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.abort.abort();
    this.wake();
    await this.current;
  }

  private async recoverInterrupted(): Promise<void> {
    const stale = await this.db.select().from(jobs).where(eq(jobs.status, 'running'));
    for (const job of stale) {
      const handler = this.handlers.get(job.kind);
      const retry = handler?.onInterrupted === 'retry' && job.attempts < MAX_ATTEMPTS;
      await this.db
        .update(jobs)
        .set(
          retry
            ? { status: 'queued', lockedBy: null, progress: 0 }
            : { status: 'failed', error: INTERRUPTED_MESSAGE, finishedAt: new Date(), lockedBy: null },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
      this.log.warn({ jobId: job.id, kind: job.kind, retry }, 'recovered an interrupted job');
      if (!retry && handler?.onFinished) {
        const [row] = await this.db.select().from(jobs).where(eq(jobs.id, job.id));
        if (row) await handler.onFinished(row);
      }
    }
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let job: JobRow | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.log.error({ err: error }, 'job claim failed');
      }
      if (job) {
        // execute() records failures itself; what escapes it (the database gone mid-job) must not end
        // the loop with an unhandled rejection.
        await this.execute(job).catch((error) =>
          this.log.error({ err: error, jobId: job.id }, 'job execution failed'),
        );
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs ?? 1000);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    const result = await this.db.execute(sql`
      update jobs set status = 'running', locked_by = ${this.id}, heartbeat_at = now(), attempts = attempts + 1
      where id = (
        select id from jobs
        where status = 'queued' and run_after <= now() and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        order by created_at
        for update skip locked
        limit 1
      )
      returning id`);
    const rows = (result as unknown as { rows: { id?: string }[] }).rows;
    const id = rows[0]?.id;
    if (!id) return undefined;
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const heartbeat = setInterval(() => {
      void this.db
        .update(jobs)
        .set({ heartbeatAt: new Date() })
        .where(eq(jobs.id, job.id))
        .catch(() => undefined);
    }, this.options.heartbeatMs ?? 5000);
    // Progress writes run one after another, and the final write waits for them: a handler may report
    // progress without awaiting it, and on a pool a late 50 % could otherwise land after the 100 %.
    let progressWrites: Promise<unknown> = Promise.resolve();
    const settleProgress = () => progressWrites.catch(() => undefined);
    try {
      const result = await handler.run(job, {
        signal: this.abort.signal,
        log: this.log,
        progress: (percent) => {
          const write = settleProgress().then(() =>
            this.db
              .update(jobs)
              .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
              .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'))),
          );
          progressWrites = write;
          return write.then(() => undefined);
        },
      });
      await settleProgress();
      await this.finish(job.id, { status: 'succeeded', result, progress: 100 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await settleProgress();
      await this.finish(job.id, { status: 'failed', error: message });
    } finally {
      clearInterval(heartbeat);
    }
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, job.id));
    if (row && handler.onFinished) {
      await handler.onFinished(row).catch((error) => this.log.error({ err: error }, 'job onFinished failed'));
    }
  }

  private async finish(
    id: string,
    values: {
      status: 'succeeded' | 'failed';
      result?: Record<string, unknown>;
      error?: string;
      progress?: number;
    },
  ): Promise<void> {
    await this.db
      .update(jobs)
      .set({ ...values, finishedAt: new Date(), lockedBy: null })
      .where(eq(jobs.id, id));
  }
}
