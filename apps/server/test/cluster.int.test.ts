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
 * Issue 18, item 1 (ADR 0022): the multi-process mode. Two API processes (A and B, jobs left to workers)
 * and one worker process on one PostgreSQL database: an upload through A reports its progress on a
 * socket connected to B while the worker runs its job; a session opened through A holds on B and its
 * logout through A closes B's socket; sign-in attempts through A and B count against one limit.
 * PostgreSQL by nature, like worker-process.int.test.ts (scripts/test.mjs runs it once).
 */
const baseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Sign-in attempts per address per minute in this test: small, so the limit is reached quickly. */
const LOGIN_LIMIT = 6;

let dropDatabase: (() => Promise<void>) | undefined;
let database: Database;
let dataDir: string;
let apiA: Started | undefined;
let apiB: Started | undefined;
let worker: Started | undefined;
let originA: string;
let originB: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  const seeded = inject('seededDatabase');
  const template = seeded?.kind === 'postgres' ? seeded.template : undefined;
  const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_cluster', template);
  dropDatabase = throwaway.drop;
  database = await openDatabase({ url: throwaway.url, poolSize: 2 });
  if (!template) {
    await database.migrate();
    await seedDemo(database);
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-cluster-'));
  const [portA, portB] = [await freePort(), await freePort()];
  originA = `http://127.0.0.1:${portA}`;
  originB = `http://127.0.0.1:${portB}`;
  const env = (port: number) => ({
    ...serverEnv({ databaseUrl: throwaway.url, dataDir, port }),
    RUN_JOBS: 'false',
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
  });
  // B does not open the control socket A holds in the shared DATA_DIR, as under start:cluster.
  [apiA, apiB, worker] = await Promise.all([
    start('src/main.ts', env(portA), API_READY),
    start('src/main.ts', { ...env(portB), CLUSTER_API_SLOT: '1' }, API_READY),
    start('src/worker.ts', env(portA), WORKER_READY),
  ]);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([stop(worker), stop(apiA), stop(apiB)]);
  await database?.close();
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A socket on `origin` as the browser opens it (websocket first), resolved once connected. */
async function openSocket(origin: string, token: string): Promise<Socket> {
  const socket = connect(origin, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

interface StatusEvent {
  importId: string;
  status: string;
  progress: number;
}

/** A one-day statement for the demo bureau's operating account: two credits, its own file id and references. */
const statement = (fileId: string) =>
  bai2File({
    sender: '121000248',
    created: '261016',
    fileId,
    groups: [
      {
        asOfDate: '261015',
        accounts: [
          {
            number: '4410029381',
            details: [
              { type: '165', amount: 98_000, bankRef: `C${fileId}-1`, text: 'ACH CREDIT CLUSTER TEST' },
              { type: '195', amount: 4_125, bankRef: `C${fileId}-2`, text: 'WIRE IN CLUSTER TEST' },
            ],
          },
        ],
      },
    ],
  });

/** Uploads a statement with this file id through `origin`; resolves with its id once `socket` hears it end. */
async function uploadAndFollow(origin: string, token: string, socket: Socket, fileId: string) {
  const events: StatusEvent[] = [];
  let ended: (event: StatusEvent) => void = () => undefined;
  const completed = new Promise<StatusEvent>((resolve) => {
    ended = resolve;
  });
  const listener = (event: StatusEvent) => {
    events.push(event);
    if (event.status !== 'In Progress') ended(event);
  };
  socket.on(SOCKET_EVENTS.showStatus, listener);
  const form = new FormData();
  form.append('file', new Blob([statement(fileId)]), `cluster-test-${fileId}.bai`);
  const res = await fetch(`${origin}/api/bankRec/items/fileImport`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  const { importId } = ((await res.json()) as { data: { importId: string } }).data;
  const last = await completed;
  socket.off(SOCKET_EVENTS.showStatus, listener);
  return { importId, events, last };
}

describe('two API processes and a worker on one PostgreSQL database (issue 18, item 1)', () => {
  let token: string;
  let socketOnB: Socket;

  it('reports an upload through A on a socket connected to B, its job run by the worker', async () => {
    token = await signInAt(originA, 'bankrec@demo.test');
    // The session opened through A holds on B (sessions live in the database).
    socketOnB = await openSocket(originB, token);
    expect(socketOnB.io.engine.transport.name).toBe('websocket');
    // Emitted by the worker, carried by the adapter, delivered by B.
    const { importId, events, last } = await uploadAndFollow(originA, token, socketOnB, '18');
    expect(last).toMatchObject({ importId, status: 'Completed', progress: 100 });
    expect(events[0]).toMatchObject({ importId, status: 'In Progress' });
    const [imported] = await database.db.select().from(imports).where(eq(imports.id, importId));
    // The import's final event goes out before its job is marked done: wait for the row to settle.
    let job = (
      await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, imported?.jobId ?? ''))
    )[0];
    while (job?.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (
        await database.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, imported?.jobId ?? ''))
      )[0];
    }
    expect(job).toMatchObject({ status: 'succeeded', lockedBy: worker && workerRunnerId(worker) });
    expect(job?.lockedBy).toMatch(/^worker-/);
  });

  it("keeps carrying events after the adapter's LISTEN connections are cut", async () => {
    const listeners = sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query = 'LISTEN "socket.io#/"'`;
    await queryRows(
      database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "socket.io#/"'`,
    );
    // Every process listens again (A, B and the worker), on a new connection of its adapter's pool.
    while ((await queryRows<{ n: number }>(database.db, listeners))[0]?.n !== 3)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const { importId, last } = await uploadAndFollow(originA, token, socketOnB, '19');
    expect(last).toMatchObject({ importId, status: 'Completed' });
  });

  it('closes the socket on B when the session is ended through A', async () => {
    const gone = new Promise<string>((resolve) => socketOnB.once('disconnect', resolve));
    const res = await fetch(`${originA}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    // And B refuses the ended session's token at once (the eviction crossed processes too).
    const me = await fetch(`${originB}/api/auth/public-key`);
    expect(me.status).toBe(200);
    const refused = await fetch(`${originB}/api/bankRec/items/fileImport`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(refused.status).toBe(401);
  });

  it('counts sign-in attempts through A and B against one limit per address', {
    timeout: 90_000,
  }, async () => {
    // A body the route refuses still counts: the limit is checked before anything else.
    const attempt = (origin: string) =>
      fetch(`${origin}/api/auth/zero/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));
    // The window opened at the first sign-in of this file (same route, same address). When it ends
    // during the attempts below, the count starts again and the sums no longer hold: when little of it
    // is left, wait for it to end, so all the attempts fall in one window.
    let first = await attempt(originA);
    const secondsLeft = Number(first.headers.get('x-ratelimit-reset'));
    if (secondsLeft < 30) {
      await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
      first = await attempt(originA);
    }
    expect(first.status).not.toBe(429);
    const left = remaining(first);
    const second = await attempt(originB);
    expect(second.status).not.toBe(429);
    expect(remaining(second)).toBe(left - 1);
    const origins = [originA, originB];
    for (let i = 0; i < left - 1; i += 1)
      expect((await attempt(origins[i % 2] ?? originA)).status).not.toBe(429);
    // Spent across both processes: either refuses the next attempt.
    expect((await attempt(originA)).status).toBe(429);
    expect((await attempt(originB)).status).toBe(429);
  });
});
