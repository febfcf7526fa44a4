import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo';
import { openDatabase } from '../src/platform/db';
import { freePort, type Started, serverEnv, start, stop } from './processes';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Issue 18, item 1 (ADR 0022): `npm run start:cluster` (src/cluster.ts) starts API_PROCESSES API
 * processes on one port and WORKERS workers, starts again a child that dies, and stops them all on
 * SIGTERM. PostgreSQL by nature (scripts/test.mjs runs it once, like cluster.int.test.ts).
 */
const baseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const STARTED = /(api \d|worker \d) started \(pid (\d+)\)/g;

let dropDatabase: (() => Promise<void>) | undefined;
let dataDir: string;
let origin: string;
let cluster: Started | undefined;

/** The pid of each slot ('api 0', 'worker 0'...) as last started, from the primary's log. */
const pids = (): Record<string, number> =>
  Object.fromEntries([...(cluster?.output() ?? '').matchAll(STARTED)].map((m) => [m[1], Number(m[2])]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 100));
};

beforeAll(async () => {
  const seeded = inject('seededDatabase');
  const template = seeded?.kind === 'postgres' ? seeded.template : undefined;
  const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_start_cluster', template);
  dropDatabase = throwaway.drop;
  if (!template) {
    const database = await openDatabase({ url: throwaway.url, poolSize: 2 });
    await database.migrate();
    await seedDemo(database);
    await database.close();
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-start-cluster-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  cluster = await start(
    'src/cluster.ts',
    { ...serverEnv({ databaseUrl: throwaway.url, dataDir, port }), API_PROCESSES: '2', WORKERS: '1' },
    /2 API processes on port \d+, 1 workers/,
  );
});

afterAll(async () => {
  await stop(cluster);
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm run start:cluster', () => {
  it('serves on one port with two API processes and a worker, and starts again one that dies', async () => {
    const first = pids();
    expect(Object.keys(first).sort()).toEqual(['api 0', 'api 1', 'worker 0']);
    expect((await fetch(`${origin}/health/ready`)).status).toBe(200);

    process.kill(first['api 1'] ?? 0, 'SIGKILL');
    await until(() => (pids()['api 1'] ?? 0) !== first['api 1']);
    expect(cluster?.output()).toMatch(/api 1 ended after \d+ s; starting it again in 1 s/);
    // The new process listens on the shared port beside the other one (main.ts names its pid).
    const again = pids()['api 1'];
    await until(() => (cluster?.output() ?? '').includes(`pid ${again})`));
    expect((await fetch(`${origin}/health/ready`)).status).toBe(200);
  });

  it('stops every process on SIGTERM, then itself with exit code 0', async () => {
    const last = Object.values(pids());
    expect(await stop(cluster)).toBe(0);
    expect(cluster?.output()).toContain('all processes stopped');
    expect(last.filter(alive)).toEqual([]);
  });
});
