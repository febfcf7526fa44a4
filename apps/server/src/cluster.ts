import { type ChildProcess, fork } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';

/**
 * `npm run start:cluster` (ADR 0022): the multi-process mode on one machine. API_PROCESSES API processes
 * (default 2) share PORT through node:cluster, whose primary (this process) hands each new TCP
 * connection to the next one in turn; WORKERS worker processes (default 1) run the durable jobs, the
 * API processes then leaving jobs to them (RUN_JOBS=false; with WORKERS=0 the API processes run them).
 * All on DATABASE_URL (PostgreSQL). A child that dies is started again (after 1 s, doubling up to 30 s
 * while it keeps dying within a minute); SIGTERM or SIGINT stops every child and then this process.
 *
 * The first API process starts alone: it migrates and, with SEED_DEMO, seeds before the others start
 * (they find the data there). Only it opens the command line's control socket in DATA_DIR.
 */
const here = import.meta.dirname;
const countFrom = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number (0 or more), not '${raw}'.`);
    process.exit(2);
  }
  return value;
};

const apiProcesses = countFrom('API_PROCESSES', 2);
const workers = countFrom('WORKERS', 1);
if (!process.env.DATABASE_URL) {
  console.error(
    'start:cluster needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process. ' +
      'Use `npm start` for one process on the embedded database.',
  );
  process.exit(2);
}
if (apiProcesses < 1) {
  console.error('API_PROCESSES must be at least 1.');
  process.exit(2);
}

/** A slot is one place in the cluster (API process 0, worker 1...), kept while its process is replaced. */
interface Slot {
  name: string;
  spawn: () => Exited;
  /** Consecutive quick deaths: the restart delay doubles with each. */
  failures: number;
  startedAt: number;
}
/** Resolves when the process ends; `kill` sends it a signal. */
interface Exited {
  pid: number | undefined;
  ended: Promise<void>;
  kill: (signal: NodeJS.Signals) => void;
}

const RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;
/** A process that ran this long before dying is restarted after the shortest delay again. */
const STABLE_MS = 60_000;

let stopping = false;
const running = new Map<Slot, Exited>();
const log = (message: string) => console.log(`[cluster ${process.pid}] ${message}`);

cluster.setupPrimary({ exec: path.join(here, 'main.ts') });

function apiSlot(index: number): Slot {
  const env = {
    CLUSTER_API_SLOT: String(index),
    ...(workers > 0 ? { RUN_JOBS: 'false' } : {}),
  };
  return {
    name: `api ${index}`,
    failures: 0,
    startedAt: 0,
    spawn: () => watch(cluster.fork(env)),
  };
}

function workerSlot(index: number): Slot {
  return {
    name: `worker ${index}`,
    failures: 0,
    startedAt: 0,
    // process.execArgv (--import tsx) is passed on by fork.
    spawn: () => watchChild(fork(path.join(here, 'worker.ts'), { stdio: 'inherit' })),
  };
}

function watch(worker: Worker): Exited {
  return {
    pid: worker.process.pid,
    ended: new Promise((resolve) => worker.once('exit', () => resolve())),
    kill: (signal) => worker.process.kill(signal),
  };
}

function watchChild(child: ChildProcess): Exited {
  return {
    pid: child.pid,
    ended: new Promise((resolve) => child.once('exit', () => resolve())),
    kill: (signal) => child.kill(signal),
  };
}

function launch(slot: Slot): Exited {
  slot.startedAt = Date.now();
  const exited = slot.spawn();
  running.set(slot, exited);
  log(`${slot.name} started (pid ${exited.pid})`);
  void exited.ended.then(() => {
    running.delete(slot);
    if (stopping) return;
    const ranMs = Date.now() - slot.startedAt;
    slot.failures = ranMs >= STABLE_MS ? 1 : slot.failures + 1;
    const delay = Math.min(RESTART_MS * 2 ** (slot.failures - 1), MAX_RESTART_MS);
    log(`${slot.name} ended after ${Math.round(ranMs / 1000)} s; starting it again in ${delay / 1000} s`);
    setTimeout(() => {
      if (!stopping) launch(slot);
    }, delay);
  });
  return exited;
}

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping ${running.size} processes (workers finish the job in hand)`);
  const all = [...running.values()];
  for (const exited of all) exited.kill('SIGTERM');
  await Promise.all(all.map((exited) => exited.ended));
  log('all processes stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// The first API process alone until it listens (migrated, seeded), then the rest together.
const first = apiSlot(0);
const firstListening = new Promise<void>((resolve) => cluster.once('listening', () => resolve()));
launch(first);
await Promise.race([firstListening, running.get(first)?.ended]);
if (!stopping) {
  for (let i = 1; i < apiProcesses; i += 1) launch(apiSlot(i));
  for (let i = 0; i < workers; i += 1) launch(workerSlot(i));
  log(`${apiProcesses} API processes on port ${process.env.PORT || 8080}, ${workers} workers`);
}
