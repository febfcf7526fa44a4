import { eq } from 'drizzle-orm';
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
});
