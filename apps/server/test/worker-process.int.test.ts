import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SOCKET_EVENTS } from '@clearline/contracts';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { imports, jobs } from '../src/db/schema/index';
import { seedDemo } from '../src/db/seed/demo';
import { type Database, openDatabase, queryRows } from '../src/platform/db';
import { postgresChannel } from '../src/platform/notify-channel';
import {
  API_READY,
  freePort,
  type Started,
  serverEnv,
  signInAt,
  start,
  stop,
  WORKER_READY,
  workerRunnerId,
} from './processes';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Issue 11, item 7: an API process started with RUN_JOBS=false and a worker process (`npm run worker`)
 * on one PostgreSQL database. Real processes, real HTTP and a real socket. PostgreSQL only by nature (a
 * worker refuses the embedded database), so this file always uses PostgreSQL: TEST_DATABASE_URL's
 * server, else the machine's (127.0.0.1:5432, as the benchmarks do). In `npm test`'s PGlite pass it
 * runs only when no PostgreSQL pass follows (scripts/test.mjs), so it runs once either way.
 */
const baseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let databaseUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;
let database: Database;
let dataDir: string;
let env: Record<string, string>;
let api: Started | undefined;
let worker: Started | undefined;
let origin: string;
let socket: Socket | undefined;

beforeAll(async () => {
  // The run's seeded template when the run is on PostgreSQL (global-setup.ts); else migrated and seeded here.
  const seeded = inject('seededDatabase');
  const template = seeded?.kind === 'postgres' ? seeded.template : undefined;
  const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_workers', template);
  dropDatabase = throwaway.drop;
  databaseUrl = throwaway.url;
  database = await openDatabase({ url: throwaway.url, poolSize: 2 });
  if (!template) {
    await database.migrate();
    await seedDemo(database);
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-workers-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env = serverEnv({ databaseUrl: throwaway.url, dataDir, port });
  api = await start('src/main.ts', { ...env, RUN_JOBS: 'false' }, API_READY);
});

afterAll(async () => {
  socket?.close();
  await stop(worker);
  await stop(api);
  await database?.close();
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

interface StatusEvent {
  importId: string;
  status: string;
  progress: number;
}

/** A one-day statement for the demo bureau's operating account: two credits. */
const STATEMENT = bai2File({
  sender: '121000248',
  created: '261015',
  fileId: '11',
  groups: [
    {
      asOfDate: '261014',
      accounts: [
        {
          number: '4410029381',
          details: [
            { type: '165', amount: 125_000, bankRef: 'W7-1', text: 'ACH CREDIT WORKER TEST' },
            { type: '195', amount: 7_550, bankRef: 'W7-2', text: 'WIRE IN WORKER TEST' },
          ],
        },
      ],
    },
  ],
});

describe('a worker process beside an API process that runs no jobs (issue 11, item 7)', () => {
  it('completes an import uploaded through the API, and its progress reaches the uploader', async () => {
    const token = await signInAt(origin, 'bankrec@demo.test');
    socket = connect(origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    const events: StatusEvent[] = [];
    const completed = new Promise<StatusEvent>((resolve) => {
      socket?.on(SOCKET_EVENTS.showStatus, (event: StatusEvent) => {
        events.push(event);
        if (event.status !== 'In Progress') resolve(event);
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', resolve);
      socket?.once('connect_error', reject);
    });

    const form = new FormData();
    form.append('file', new Blob([STATEMENT]), 'worker-test.bai');
    const res = await fetch(`${origin}/api/bankRec/items/fileImport`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(202);
    const { importId } = ((await res.json()) as { data: { importId: string } }).data;
    const [imported] = await database.db.select().from(imports).where(eq(imports.id, importId));
    const jobId = imported?.jobId ?? '';
    // The API runs no jobs: with no worker yet, the import's job waits in the queue.
    expect(await jobRow(jobId)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });

    worker = await start('src/worker.ts', env, WORKER_READY);
    const runnerId = workerRunnerId(worker);
    expect(runnerId).toMatch(/^worker-/);

    // Emitted by the worker, relayed through PostgreSQL, delivered by the API process to this socket.
    expect(await completed).toMatchObject({ importId, status: 'Completed', progress: 100 });
    expect(events[0]).toMatchObject({ importId, status: 'In Progress' });
    expect(events[0]?.progress).toBeLessThan(100);
    // The import's final event goes out before its job is marked done: wait for the job's row to settle.
    let job = await jobRow(jobId);
    while (job?.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await jobRow(jobId);
    }
    expect(job).toMatchObject({
      status: 'succeeded',
      lockedBy: runnerId,
    });
    const shown = await fetch(`${origin}/api/bankRec/items/fileImport/${importId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await shown.json()) as { data: { status: string; counts: { imported: number } } }).data,
    ).toMatchObject({
      status: 'Completed',
      counts: { imported: 2 },
    });
  });

  it('stops on SIGTERM with its work done, exit code 0', async () => {
    const code = await stop(worker);
    expect(code).toBe(0);
    expect(worker?.output()).toContain('worker stopped');
  });

  it('refuses to start on the embedded database, saying why', async () => {
    const refused = start('src/worker.ts', { ...env, DATABASE_URL: '' }, /never/);
    await expect(refused).rejects.toThrow(/exited with 2[\s\S]*needs DATABASE_URL/);
  });

  it("relays messages between processes' channels in order, and listens again after a cut connection", async () => {
    const api = postgresChannel(databaseUrl);
    const worker = postgresChannel(databaseUrl);
    const heard: string[] = [];
    let next: (() => void) | undefined;
    await api.listen('clearline_test', (payload) => {
      heard.push(payload);
      next?.();
    });
    const arrival = () => new Promise<void>((resolve) => (next = resolve));
    try {
      const all = new Promise<void>((resolve) => {
        next = () => heard.length === 50 && resolve();
      });
      for (let i = 0; i < 50; i += 1) void worker.notify('clearline_test', String(i));
      await all;
      expect(heard).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));

      // The listening connection dies (a restart, a failover): the channel connects and listens again.
      await queryRows(
        database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      heard.length = 0;
      while (heard.length === 0) {
        const arrived = arrival();
        await worker.notify('clearline_test', 'after the cut');
        await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 200))]);
      }
      expect(heard[0]).toBe('after the cut');
    } finally {
      await api.close();
      await worker.close();
    }
  });
});
