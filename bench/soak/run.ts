import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';
import { freePort, ROOT, signIn } from '../imports/app-process';
import { type RssSeries, rssSampler, slopeMbPerMin } from './memory';
import { type Recorder, runUser } from './user';

/**
 * `npm run bench:soak` (issue 18, item 6): SOAK_USERS (50) simulated users (user.ts: ledger searches,
 * the re-match page's reads, hand matches undone again, imports un-imported again, exports downloaded)
 * for SOAK_MINUTES (10) against the multi-process mode (`npm run start:cluster`: SOAK_API_PROCESSES (2)
 * API processes and SOAK_WORKERS (1) workers) on a throw-away PostgreSQL database named
 * `${SOAK_DB_PREFIX}_<random>` (default clearline_bench_soak) on BENCH_DATABASE_URL's server (default
 * 127.0.0.1:5432), seeded with the demo data by the cluster's first API process. Each user also holds a
 * socket, as a tab does, and counts the import events it hears. RSS of every process is sampled every
 * SOAK_SAMPLE_SECONDS (10). Prints one JSON document: errors (0, or each kind with a count and an
 * example), conflicts, p50/p99 per route, RSS per process over time with its slope (MB/min, after the
 * first fifth of the run), and the load average.
 */
const BASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.SOAK_USERS ?? 50);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const API_PROCESSES = process.env.SOAK_API_PROCESSES ?? '2';
const WORKERS = process.env.SOAK_WORKERS ?? '1';
const SAMPLE_MS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10) * 1000;
const PREFIX = process.env.SOAK_DB_PREFIX ?? 'clearline_bench_soak';
const PORT = process.env.SOAK_PORT;
/** The demo bureau's bank accounts (db/seed/bank-rec-demo-data.ts): users are spread over them. */
const ACCOUNTS = ['4410029381', '4410029399', '4410029402'];
const USER = { email: 'bankrec@demo.test', password: 'Clearline-demo-1' };
const THINK_MS: [number, number] = [300, 1500];
const log = (message: string) => process.stderr.write(`[bench:soak] ${message}\n`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10
  );
}

/** The servers' error lines (pino level 50+), counted by database error code and message. */
function serverErrors(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { code?: string; message?: string };
      };
      if ((entry.level ?? 0) < 50) continue;
      const key = `${entry.err?.code ?? ''} ${entry.err?.message ?? entry.msg ?? ''}`.trim().slice(0, 160);
      counts[key] = (counts[key] ?? 0) + 1;
    } catch {
      // Not a log line.
    }
  }
  return counts;
}

/** A seeded PRNG (mulberry32): the same seed, the same choices. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main(): Promise<void> {
  const database = await createThrowawayDatabase(BASE_URL, PREFIX);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-soak-'));
  const port = PORT ? Number(PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`database ${database.name}, ${API_PROCESSES} API processes + ${WORKERS} workers on port ${port}`);
  const cluster = spawn(process.execPath, ['--import', 'tsx', 'src/cluster.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO: '1',
      API_PROCESSES,
      WORKERS,
      LOG_LEVEL: 'warn',
      // 50 users sign in from one address within a minute.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The servers' log (warnings and errors) is kept beside the report; errors are summed up in it.
  const logPath = path.join(tmpdir(), `${database.name}.log`);
  const serverLog = createWriteStream(logPath);
  let clusterOutput = '';
  const ready = new Promise<void>((resolve, reject) => {
    cluster.stdout?.on('data', (chunk: Buffer) => {
      serverLog.write(chunk);
      clusterOutput += chunk.toString();
      if (/API processes on port/.test(clusterOutput)) resolve();
    });
    cluster.once('exit', (code) => reject(new Error(`the cluster exited with ${code}:\n${clusterOutput}`)));
  });
  const stopCluster = async () => {
    if (cluster.exitCode !== null || cluster.signalCode !== null) return;
    const ended = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await ended;
  };
  const sockets: Socket[] = [];
  try {
    await ready;
    log('cluster ready (demo data seeded); signing the users in');
    // Give the later processes a moment to listen beside the first.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i += 1) tokens.push(await signIn(port, USER.email, USER.password));
    let heardImports = 0;
    for (const token of tokens) {
      const socket = connect(base, {
        path: '/socket.io',
        transports: ['websocket', 'polling'],
        auth: { token },
      });
      socket.on('showStatus', (event: { status?: string }) => {
        if (event.status === 'Completed') heardImports += 1;
      });
      sockets.push(socket);
    }

    const times = new Map<string, number[]>();
    const errors = new Map<string, { count: number; example: string }>();
    const conflicts = new Map<string, number>();
    const counts = { import: 0, export: 0, match: 0 };
    const recorder: Recorder = {
      time: (route, ms) => times.set(route, [...(times.get(route) ?? []), ms]),
      error: (route, detail) => {
        const key = `${route}: ${detail.replace(/[0-9a-f-]{36}/g, '<id>').slice(0, 120)}`;
        const known = errors.get(key);
        errors.set(key, { count: (known?.count ?? 0) + 1, example: known?.example ?? detail });
      },
      conflict: (route) => conflicts.set(route, (conflicts.get(route) ?? 0) + 1),
      count: (event) => {
        counts[event] += 1;
      },
    };

    const startedAt = performance.now();
    const primaryPid = cluster.pid ?? 0;
    const rss = rssSampler(primaryPid, startedAt);
    rss.sample();
    const loads: number[] = [];
    const sampler = setInterval(() => {
      rss.sample();
      loads.push(loadavg()[0] ?? 0);
    }, SAMPLE_MS);
    const until = Date.now() + MINUTES * 60_000;
    log(`${USERS} users for ${MINUTES} min`);
    await Promise.all(
      tokens.map((token, i) =>
        runUser({
          base,
          token,
          accountId: ACCOUNTS[i % ACCOUNTS.length] ?? '',
          userIndex: i + 1,
          thinkMs: THINK_MS,
          until,
          recorder,
          random: random(1000 + i),
        }),
      ),
    );
    clearInterval(sampler);
    rss.sample();
    const seconds = (performance.now() - startedAt) / 1000;

    const routes = Object.fromEntries(
      [...times.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([route, ms]) => {
          const sorted = [...ms].sort((x, y) => x - y);
          return [
            route,
            { requests: ms.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) },
          ];
        }),
    );
    const warmUp = MINUTES / 5;
    const memory = rss.series().map((entry: RssSeries) => ({
      pid: entry.pid,
      role: entry.role,
      firstMb: entry.samples[0]?.[1],
      lastMb: entry.samples.at(-1)?.[1],
      peakMb: Math.max(...entry.samples.map(([, mb]) => mb)),
      slopeMbPerMin: slopeMbPerMin(entry.samples, warmUp),
      samples: entry.samples,
    }));
    const report = {
      benchmark: 'soak',
      users: USERS,
      minutes: MINUTES,
      seconds: Math.round(seconds),
      apiProcesses: Number(API_PROCESSES),
      workers: Number(WORKERS),
      errors: [...errors.entries()].reduce((n, [, e]) => n + e.count, 0),
      errorKinds: Object.fromEntries([...errors.entries()].map(([key, e]) => [key, e])),
      conflicts: Object.fromEntries(conflicts),
      done: { ...counts, importEventsHeardOnSockets: heardImports },
      requests: [...times.values()].reduce((n, ms) => n + ms.length, 0),
      routes,
      serverErrors: serverErrors(clusterOutput),
      serverLog: logPath,
      memory,
      slopeFromMinute: warmUp,
      restartsSeen: clusterOutput.match(/starting it again/g)?.length ?? 0,
      loadAverage: {
        during: loads.length ? Math.round((loads.reduce((s, l) => s + l, 0) / loads.length) * 10) / 10 : null,
        atEnd: loadavg().map((l) => Math.round(l * 10) / 10),
      },
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    for (const socket of sockets) socket.close();
    await stopCluster();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
