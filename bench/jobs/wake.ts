import Fastify from 'fastify';
import { openDatabase } from '../../apps/server/src/platform/db';
import { enqueueJob, JobRunner } from '../../apps/server/src/platform/jobs';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';

/**
 * `npm run bench:job-wake` (issue 11, item 7): how long a job enqueued by one process waits before a
 * runner in another starts it, woken by LISTEN/NOTIFY or finding it at its next poll (1 s). Two database
 * handles (own pools, own channels) stand for the two processes. Prints one JSON object: p50 and max of
 * BENCH_JOB_WAKE_ROUNDS (20) enqueues per mode, in ms. Needs PostgreSQL: BENCH_DATABASE_URL (default
 * the machine's at 127.0.0.1:5432), on which it creates and drops its own database.
 */
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_JOB_WAKE_ROUNDS ?? 20);

const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_bench_wake');
const producer = await openDatabase({ url: throwaway.url, poolSize: 2 });
const consumer = await openDatabase({ url: throwaway.url, poolSize: 2 });
try {
  await producer.migrate();
  const log = Fastify({ logger: false }).log;
  const figures: Record<string, { p50Ms: number; maxMs: number }> = {};
  for (const mode of ['notify', 'polling'] as const) {
    let started = () => undefined as unknown;
    const runner = new JobRunner(consumer.db, log, mode === 'notify' ? { channel: consumer.channel } : {});
    runner.register('bench-probe', {
      onInterrupted: 'fail',
      run: async () => {
        started();
        return {};
      },
    });
    await runner.start();
    const waits: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      // Off the poll's beat, as real uploads are.
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      const begun = new Promise((resolve) => {
        started = resolve;
      });
      const t0 = performance.now();
      await enqueueJob(producer.db, {
        organizationId: null,
        kind: 'bench-probe',
        payload: {},
        createdBy: null,
      });
      await begun;
      waits.push(performance.now() - t0);
    }
    await runner.stop();
    waits.sort((a, b) => a - b);
    figures[mode] = {
      p50Ms: Math.round(waits[Math.floor(waits.length / 2)] ?? 0),
      maxMs: Math.round(waits.at(-1) ?? 0),
    };
  }
  console.log(JSON.stringify({ rounds, enqueueToStart: figures }));
} finally {
  await producer.close();
  await consumer.close();
  await throwaway.drop();
}
