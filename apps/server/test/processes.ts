import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { DEMO_PASSWORD, encryptCredentials, type LoginPublicKey } from './harness';

/**
 * Real server processes for integration tests: `npm start` (src/main.ts) and `npm run worker`
 * (src/worker.ts) started as those scripts run them (node --import tsx), stopped by their own handle.
 * Used by the worker-process, cluster and crash tests.
 */
export const serverDir = path.resolve(import.meta.dirname, '..');

export interface Started {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Settles when the process ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `script` (relative to apps/server), resolving once `ready` matches its output. */
export function start(script: string, env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, script)], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started: Started = { child, output: () => output, exited };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(started);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code, signal }) =>
      reject(new Error(`${script} exited with ${signal ?? code} before it was ready:\n${output}`)),
    );
  });
}

/** SIGTERM (or `signal`) and the exit code; only ever our own child, by its handle. */
export function stop(
  started: Started | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  const child = started?.child;
  if (!started || !child || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child?.exitCode ?? null);
  child.kill(signal);
  return started.exited.then(({ code }) => code);
}

/** kill -9: no handler runs, no transaction commits, no file is closed. Resolves once it is gone. */
export async function killHard(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGKILL');
  await started.exited;
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The environment of a server process on `databaseUrl`: its own port, DATA_DIR shared by the processes
 * of one test, no web app, no demo seeding (the database comes seeded), jobs run unless RUN_JOBS says.
 */
export function serverEnv(options: {
  databaseUrl: string;
  dataDir: string;
  port: number;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    WEB_DIST_DIR: '/nonexistent',
    DB_POOL_SIZE: '4',
    SEED_DEMO: '',
    RUN_JOBS: '',
    LOG_LEVEL: 'info',
  };
}

/** The line each process prints once it serves (main.ts) or runs jobs (worker.ts). */
export const API_READY = /Clearline is ready/;
export const WORKER_READY = /Clearline worker (\S+) is running jobs/;

/** The runner id a worker printed when it started (`worker-<pid>-…`), as jobs' `locked_by` names it. */
export const workerRunnerId = (worker: Started): string | undefined =>
  WORKER_READY.exec(worker.output())?.[1];

/** Signs a demo user in through a running process's HTTP API, as the browser does; the access token. */
export async function signInAt(origin: string, email: string): Promise<string> {
  const publicKey = (await (await fetch(`${origin}/api/auth/public-key`)).json()) as LoginPublicKey;
  const res = await fetch(`${origin}/api/auth/zero/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(encryptCredentials(publicKey, email, DEMO_PASSWORD)),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
