import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index';
import { enqueueJob, INTERRUPTED_MESSAGE, JobRunner } from '../src/platform/jobs';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const statusOf = async (id: string) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached in 5 s');
};

/** A runner whose one job of `kind` is in its handler's hands (`work`) when this resolves. */
async function runningJob(kind: string, work: (signal: AbortSignal) => Promise<Record<string, unknown>>) {
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50 });
  runner.register(kind, {
    onInterrupted: 'retry',
    run: (_job, ctx) => {
      started();
      return work(ctx.signal);
    },
  });
  await runner.start();
  const id = await enqueueJob(t.ctx.db, { organizationId: null, kind, payload: {}, createdBy: null });
  runner.wake();
  await running;
  return { runner, id };
}

describe('durable jobs', () => {
  it('runs a queued job, records progress and the result', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50 });
    const finished: string[] = [];
    runner.register('echo', {
      onInterrupted: 'fail',
      run: async (job, ctx) => {
        await ctx.progress(50);
        return { echoed: job.payload.value };
      },
      onFinished: async (job) => {
        finished.push(job.status);
      },
    });
    await runner.start();
    const id = await enqueueJob(t.ctx.db, {
      organizationId: null,
      kind: 'echo',
      payload: { value: 42 },
      createdBy: null,
    });
    runner.wake();
    await until(async () => (await statusOf(id))?.status === 'succeeded');
    expect(await statusOf(id)).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { echoed: 42 },
      attempts: 1,
    });
    expect(finished).toEqual(['succeeded']);
    await runner.stop();
  });

  it('runs as many jobs at once as it has slots, and takes the next one when a slot frees', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50, slots: 2 });
    let inHand = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    runner.register('slot', {
      onInterrupted: 'fail',
      run: async () => {
        inHand += 1;
        most = Math.max(most, inHand);
        await new Promise<void>((resolve) => releases.push(resolve));
        inHand -= 1;
        return {};
      },
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        await enqueueJob(t.ctx.db, { organizationId: null, kind: 'slot', payload: {}, createdBy: null }),
      );
    await runner.start();
    // Two run side by side; the third waits for a free slot.
    await until(async () => releases.length === 2);
    expect((await statusOf(ids[2]!))?.status).toBe('queued');
    releases[0]!();
    await until(async () => releases.length === 3);
    releases[1]!();
    releases[2]!();
    await until(async () => (await statusOf(ids[2]!))?.status === 'succeeded');
    expect(most).toBe(2);
    for (const id of ids) expect((await statusOf(id))?.status).toBe('succeeded');
    await runner.stop();
  });

  it('ends at 100 % even when the handler reports progress without waiting for it', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50 });
    runner.register('hasty', {
      onInterrupted: 'fail',
      run: async (_job, ctx) => {
        for (const percent of [10, 30, 50, 70, 90]) void ctx.progress(percent);
        return { done: true };
      },
    });
    await runner.start();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await enqueueJob(t.ctx.db, { organizationId: null, kind: 'hasty', payload: {}, createdBy: null }),
      );
    }
    runner.wake();
    for (const id of ids) {
      await until(async () => (await statusOf(id))?.status === 'succeeded');
      expect(await statusOf(id)).toMatchObject({ status: 'succeeded', progress: 100 });
    }
    await runner.stop();
  });

  it('runs each queued job exactly once when two runners (two processes) claim from one queue', async () => {
    // Each runner claims on connections of its own (PostgreSQL: FOR UPDATE SKIP LOCKED), as two
    // processes do; the jobs table is their only meeting point.
    const runs = new Map<string, string[]>();
    const runners = ['first', 'second'].map((name) => {
      const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 20, name });
      runner.register('claimed-once', {
        onInterrupted: 'fail',
        run: async (job) => {
          runs.set(job.id, [...(runs.get(job.id) ?? []), runner.id]);
          await new Promise((resolve) => setTimeout(resolve, 10));
          return {};
        },
      });
      return runner;
    });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(
        await enqueueJob(t.ctx.db, {
          organizationId: null,
          kind: 'claimed-once',
          payload: {},
          createdBy: null,
        }),
      );
    await Promise.all(runners.map((runner) => runner.start()));
    for (const runner of runners) runner.wake();
    await until(async () => {
      const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'claimed-once'));
      return rows.every((row) => row.status === 'succeeded');
    });
    await Promise.all(runners.map((runner) => runner.stop()));
    for (const id of ids) expect(runs.get(id)).toHaveLength(1);
    const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'claimed-once'));
    expect(rows.map((row) => [row.attempts, runs.get(row.id)?.[0] === row.lockedBy])).toEqual(
      ids.map(() => [1, true]),
    );
  });

  it('records a failing job with its message', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50 });
    runner.register('boom', {
      onInterrupted: 'fail',
      run: async () => {
        throw new Error('line 3: amount is not a number');
      },
    });
    await runner.start();
    const id = await enqueueJob(t.ctx.db, {
      organizationId: null,
      kind: 'boom',
      payload: {},
      createdBy: null,
    });
    await until(async () => (await statusOf(id))?.status === 'failed');
    expect((await statusOf(id))?.error).toBe('line 3: amount is not a number');
    await runner.stop();
  });

  it('after a restart, fails or re-queues the jobs a dead process left running', async () => {
    const failing = await enqueueJob(t.ctx.db, {
      organizationId: null,
      kind: 'once',
      payload: {},
      createdBy: null,
    });
    const retrying = await enqueueJob(t.ctx.db, {
      organizationId: null,
      kind: 'again',
      payload: {},
      createdBy: null,
    });
    // A process died mid-job: the rows say running, and nobody holds them.
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead', attempts: 1 })
      .where(eq(jobs.kind, 'once'));
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead', attempts: 1 })
      .where(eq(jobs.kind, 'again'));
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50 });
    let reran = 0;
    runner.register('once', { onInterrupted: 'fail', run: async () => ({}) });
    runner.register('again', {
      onInterrupted: 'retry',
      run: async () => {
        reran += 1;
        return { ok: true };
      },
    });
    await runner.start();
    await until(async () => (await statusOf(retrying))?.status === 'succeeded');
    expect(await statusOf(failing)).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
    expect(await statusOf(retrying)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(reran).toBe(1);
    await runner.stop();
  });

  it("leaves a live runner's job alone and takes it over once its lease runs out", async () => {
    const id = await enqueueJob(t.ctx.db, {
      organizationId: null,
      kind: 'leased',
      payload: {},
      createdBy: null,
    });
    // Another process holds the job and its heartbeat is fresh.
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'alive', attempts: 1, heartbeatAt: sql`now()` })
      .where(eq(jobs.id, id));
    const handler = { onInterrupted: 'retry' as const, run: async () => ({ ranBy: 'second' }) };
    const first = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50, leaseMs: 60_000 });
    first.register('leased', handler);
    await first.start();
    await first.stop();
    expect(await statusOf(id)).toMatchObject({ status: 'running', lockedBy: 'alive' });

    // That process went silent for longer than the lease: the next runner to look re-queues and runs it.
    await t.ctx.db
      .update(jobs)
      .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
      .where(eq(jobs.id, id));
    const second = new JobRunner(t.ctx.db, t.ctx.log, { pollMs: 50, leaseMs: 60_000, name: 'second' });
    second.register('leased', handler);
    await second.start();
    await until(async () => (await statusOf(id))?.status === 'succeeded');
    expect(await statusOf(id)).toMatchObject({
      attempts: 2,
      lockedBy: second.id,
      result: { ranBy: 'second' },
    });
    expect(second.id).toMatch(/^second-/);
    await second.stop();
  });

  it('records nothing for a job whose lease another runner took over meanwhile', async () => {
    let release: () => void = () => undefined;
    const { runner, id } = await runningJob(
      'stalled',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ late: true });
        }),
    );
    await t.ctx.db.update(jobs).set({ lockedBy: 'successor' }).where(eq(jobs.id, id));
    release();
    await runner.stop();
    expect(await statusOf(id)).toMatchObject({ status: 'running', lockedBy: 'successor', result: null });
  });

  it('on shutdown, gives back to the queue the job of a handler that gives up', async () => {
    const { runner, id } = await runningJob(
      'patient',
      (signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('stopping')));
        }),
    );
    await runner.stop();
    expect(await statusOf(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, error: null });
  });
});
