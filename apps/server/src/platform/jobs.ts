import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../db/schema/index';
import { clock } from './clock';
import type { Db, DbOrTx } from './db';
import type { NotifyChannel } from './notify-channel';

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
   * What happens to a job of this kind whose process died while running it (found at a restart, or when
   * its lease runs out): 'retry' puts it back in the queue (the handler must be idempotent: its
   * transaction never committed), 'fail' marks it failed.
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
  /**
   * Not before this long from now (a recurring job's next run); now when absent. A delay, not an instant:
   * the queue runs on the database's clock, while the caller's "next month" is the app's (CLEARLINE_TODAY
   * may pin it), and a delay means the same on both.
   */
  delayMs?: number;
}

const MAX_ATTEMPTS = 3;
export const INTERRUPTED_MESSAGE = 'The server stopped while this job was running. Nothing it did was kept.';
/** The channel (platform/notify-channel.ts) on which an enqueue wakes the runners of every process. */
export const JOBS_CHANNEL = 'clearline_jobs';

export interface RunnerOptions {
  /** How long an idle runner waits before looking again when no wake-up came. */
  pollMs?: number;
  heartbeatMs?: number;
  /**
   * A running job whose heartbeat is older than this is taken to belong to a process that died: it is
   * re-queued (or failed) by whichever runner notices first. Much longer than `heartbeatMs`.
   */
  leaseMs?: number;
  /** Wake-ups from enqueues in other processes (the database's channel); polling covers their loss. */
  channel?: NotifyChannel;
  /** Only this process uses the database (embedded PGlite): at start every running job is a dead one. */
  soleProcess?: boolean;
  /** Starts the runner's id ('api', 'worker'): the jobs table then says which kind of process ran a job. */
  name?: string;
  /**
   * Jobs this runner runs at once (default 1). A job alternates between this process's cores (parsing,
   * the matching engine) and the database's; two at a time keep both busy (ADR 0033).
   */
  slots?: number;
}

/** Adds a job; call with the transaction handle so the job exists only if the request's change commits. */
export async function enqueueJob(db: DbOrTx, options: EnqueueOptions): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      organizationId: options.organizationId,
      kind: options.kind,
      payload: options.payload,
      createdBy: options.createdBy,
      ...(options.delayMs ? { runAfter: sql`now() + make_interval(secs => ${options.delayMs / 1000})` } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  // PostgreSQL delivers a NOTIFY only when the transaction commits: runners never wake to a job not there.
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${options.kind})`);
  return row.id;
}

/** A job of one kind in the organisation (the handle its status is asked by), or undefined. */
export async function findJob(
  db: DbOrTx,
  organizationId: string,
  kind: string,
  id: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.organizationId, organizationId), eq(jobs.kind, kind)));
  return row;
}

/**
 * Puts a failed job of one kind in the organisation back in the queue (a user's retry), as if new:
 * attempts, error, result and progress cleared. False when it is not there or did not fail.
 */
export async function requeueFailedJob(
  db: DbOrTx,
  organizationId: string,
  kind: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      error: null,
      result: null,
      progress: 0,
      attempts: 0,
      lockedBy: null,
      heartbeatAt: null,
      finishedAt: null,
      runAfter: sql`now()`,
    })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.organizationId, organizationId),
        eq(jobs.kind, kind),
        eq(jobs.status, 'failed'),
      ),
    )
    .returning({ id: jobs.id });
  if (rows.length === 0) return false;
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return true;
}

/**
 * Runs durable jobs from the `jobs` table, `slots` at a time per runner. Claims use FOR UPDATE SKIP LOCKED,
 * so several runners (server processes or workers) never take the same job; a claimed job is leased:
 * its runner renews `heartbeat_at`, and a job whose lease ran out is recovered by any runner. Embedded
 * mode runs one runner inside the server process. `locked_by` names the runner that holds or last held
 * a job.
 */
export class JobRunner {
  readonly id: string;
  private readonly handlers = new Map<string, JobHandler>();
  private running = false;
  private current: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly abort = new AbortController();
  private lastRecovery = 0;
  private readonly startHooks: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: RunnerOptions = {},
  ) {
    this.id = `${options.name ?? 'runner'}-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Work to do when the runner starts, before its first claim (a module queueing its recurring job):
   * only processes that run jobs do it.
   */
  onStart(hook: () => Promise<void>): void {
    this.startHooks.push(hook);
  }

  /** Recovers jobs a dead process left running, then runs jobs as they come. */
  async start(): Promise<void> {
    await this.recoverInterrupted(this.options.soleProcess === true);
    for (const hook of this.startHooks)
      await hook().catch((error) => this.log.error({ err: error }, 'job runner start hook failed'));
    await this.options.channel
      ?.listen(JOBS_CHANNEL, () => this.wake())
      .catch((error) => this.log.warn({ err: error }, 'job wake-ups unavailable; polling only'));
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

  /**
   * Lets the job in hand finish (a handler that honours the signal gives up instead, and its job goes
   * back to the queue), then stops.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.abort.abort();
    this.wake();
    await this.current;
  }

  /**
   * Re-queues (or fails) running jobs whose process died: every running job when this process is the
   * database's only user, else those whose lease ran out. The update re-checks that condition, so of
   * two runners recovering at once one wins, and a job whose runner heartbeats again is left alone.
   */
  private async recoverInterrupted(all: boolean): Promise<void> {
    this.lastRecovery = Date.now();
    const leaseSeconds = (this.options.leaseMs ?? 30_000) / 1000;
    const dead: SQL | undefined = all
      ? undefined
      : or(
          isNull(jobs.heartbeatAt),
          lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
        );
    const stale = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), dead));
    for (const job of stale) {
      const handler = this.handlers.get(job.kind);
      const retry = handler?.onInterrupted === 'retry' && job.attempts < MAX_ATTEMPTS;
      const won = await this.db
        .update(jobs)
        .set(
          retry
            ? { status: 'queued', lockedBy: null, progress: 0 }
            : { status: 'failed', error: INTERRUPTED_MESSAGE, finishedAt: clock() },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), dead))
        .returning({ id: jobs.id });
      if (won.length === 0) continue;
      this.log.warn(
        { jobId: job.id, kind: job.kind, retry, runner: job.lockedBy },
        'recovered an interrupted job',
      );
      if (!retry && handler?.onFinished) {
        const [row] = await this.db.select().from(jobs).where(eq(jobs.id, job.id));
        if (row) await handler.onFinished(row);
      }
    }
  }

  /** Claims jobs while a slot is free and runs them side by side; waits for a wake-up, a poll or a freed slot. */
  private async loop(): Promise<void> {
    const slots = Math.max(1, this.options.slots ?? 1);
    const active = new Set<Promise<void>>();
    while (this.running) {
      let job: JobRow | undefined;
      if (active.size < slots) {
        try {
          if (Date.now() - this.lastRecovery >= (this.options.leaseMs ?? 30_000))
            await this.recoverInterrupted(false);
          job = await this.claim();
        } catch (error) {
          this.log.error({ err: error }, 'job claim failed');
        }
      }
      if (job) {
        const claimed = job;
        // execute() records failures itself; what escapes it (the database gone mid-job) must not end
        // the loop with an unhandled rejection.
        const run: Promise<void> = this.execute(claimed)
          .catch((error) => this.log.error({ err: error, jobId: claimed.id }, 'job execution failed'))
          .finally(() => {
            active.delete(run);
            this.wake();
          });
        active.add(run);
        continue;
      }
      await new Promise<void>((resolve) => {
        // With every slot busy only a finished job (its wake-up) lets the loop claim again.
        const timer = active.size < slots ? setTimeout(resolve, this.options.pollMs ?? 1000) : undefined;
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
    await Promise.all(active);
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
    // The database's clock, as in claim() and the lease check: processes' clocks may differ.
    const heartbeat = setInterval(() => {
      void this.db
        .update(jobs)
        .set({ heartbeatAt: sql`now()` })
        .where(this.holding(job.id))
        .catch(() => undefined);
    }, this.options.heartbeatMs ?? 5000);
    // Progress writes run one after another, and the final write waits for them: a handler may report
    // progress without awaiting it, and on a pool a late 50 % could otherwise land after the 100 %.
    let progressWrites: Promise<unknown> = Promise.resolve();
    let ended = false;
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
              .where(this.holding(job.id)),
          );
          progressWrites = write;
          return write.then(() => undefined);
        },
      });
      await settleProgress();
      ended = await this.finish(job.id, { status: 'succeeded', result, progress: 100 });
    } catch (error) {
      await settleProgress();
      if (this.abort.signal.aborted && handler.onInterrupted === 'retry') {
        await this.release(job.id);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      ended = await this.finish(job.id, { status: 'failed', error: message });
    } finally {
      clearInterval(heartbeat);
    }
    if (!ended) {
      // The lease ran out (this process stalled) and another runner took the job over: its outcome counts.
      this.log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost; its result was not recorded');
      return;
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
  ): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ ...values, finishedAt: clock() })
      .where(this.holding(id))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Gives a job back to the queue on shutdown, its attempt not counted (the handler gave up cleanly). */
  private async release(id: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({ status: 'queued', lockedBy: null, progress: 0, attempts: sql`${jobs.attempts} - 1` })
      .where(this.holding(id));
    // Another process's runner may take it at once.
    await this.db.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'released')`);
    this.log.info({ jobId: id }, 'job released to the queue on shutdown');
  }

  /** The job is still this runner's: running and locked by it (no other runner recovered it). */
  private holding(id: string): SQL | undefined {
    return and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.id));
  }
}
