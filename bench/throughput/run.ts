import path from 'node:path';
import { signIn, stop } from '../imports/app-process';
import { BENCH_ACCOUNTS, type GeneratedFile } from '../imports/generate';
import { runInBothModes, startBenchServer } from '../imports/modes';
import { cpuMeter } from '../search-ledger/cpu';
import { type LoadResult, runLoad, type Target } from '../search-ledger/load';

/**
 * `npm run bench:throughput` (issue 10, item 5): requests a second and latency of the real server at
 * BENCH_CONNECTIONS (50) concurrent keep-alive clients, embedded (PGlite) and on PostgreSQL, on the same
 * data: the demo organisations plus BENCH_THROUGHPUT_ENTRIES (50,000) open ledger entries (bench server,
 * bench/imports/server.ts). Three loads per mode, BENCH_SECONDS (10) each after a warm-up: the search
 * ledger (a mix of filters, sorts and page numbers), a few read routes (who am I, customers, counts,
 * the idle timeout), and the search ledger with one client (single-user latency).
 * BENCH_THROUGHPUT_PG=0 / BENCH_THROUGHPUT_PGLITE=0 skip a mode; BENCH_DATABASE_URL (or DATABASE_URL)
 * is a PostgreSQL server where a database may be created and dropped; BENCH_PROFILE_DIR=<dir> makes the
 * app server write a V8 CPU profile there when it stops. Prints one JSON document on stdout.
 */

const ENTRIES = Number(process.env.BENCH_THROUGHPUT_ENTRIES ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const USER = { email: 'bankrec@demo.test', password: 'Clearline-demo-1' };
const LEDGER = '/api/bankRec/items/ledger';
const log = (message: string) => process.stderr.write(`[bench:throughput] ${message}\n`);

const ledger = (name: string, params: Record<string, string>): Target => ({
  name,
  path: `${LEDGER}?${new URLSearchParams({ limit: '50', ...params })}`,
});

/** The search screen's requests: first pages with totals, other sorts, filters, text, page numbers. */
const SEARCHES: Target[] = [
  ledger('newest', {}),
  ledger('by amount', { sort: 'amount' }),
  ledger('bank account + open', { bankAccount: BENCH_ACCOUNTS[0] ?? '', status: 'open' }),
  ledger('bank account + open', { bankAccount: BENCH_ACCOUNTS[1] ?? '', status: 'open' }),
  ledger('amount range', { amountMin: '10', amountMax: '50', sort: 'amount' }),
  ledger('text', { q: 'lockbox deposit' }),
  ledger('text', { q: 'wire' }),
  ledger('page number', { page: '3', totals: 'false' }),
  ledger('page number', { page: '20', sort: 'customer', totals: 'false' }),
];

const READS: Target[] = [
  { name: 'users/me', path: '/api/users/me' },
  { name: 'customers', path: '/api/bankRec/items/clients' },
  { name: 'counts', path: '/api/bankRec/items/notification' },
  { name: 'idle timeout', path: '/api/rec/items/agent/idleTimeout' },
];

function brief(result: LoadResult) {
  const { statusCounts, byScenario, ...figures } = result;
  const scenarios = Object.fromEntries(
    Object.entries(byScenario).map(([name, f]) => [name, { rps: f.rps, p50Ms: f.p50Ms, p99Ms: f.p99Ms }]),
  );
  return { ...figures, statusCounts, byScenario: scenarios };
}

async function mode(
  name: 'embedded' | 'postgres',
  env: Record<string, string>,
  file: GeneratedFile,
  tmp: string,
) {
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.join(PROFILE_DIR, name)] : [];
  log(`${name}: starting the server (seed + ${ENTRIES} ledger entries)`);
  const { server, port } = await startBenchServer(name, env, file, tmp, profile);
  try {
    const headers = { authorization: `Bearer ${await signIn(port, USER.email, USER.password)}` };
    const load = (targets: Target[], connections: number, seconds = SECONDS) =>
      runLoad({ port, connections, seconds, headers, targets });
    log(`${name}: warming up`);
    await load([...SEARCHES, ...READS], CONNECTIONS, 3);
    const measured = async (targets: Target[], connections: number) => {
      const cpu = cpuMeter(server.pid ?? 0);
      const result = await load(targets, connections);
      return { ...brief(result), cpuSeconds: cpu() };
    };
    log(`${name}: search ledger at ${CONNECTIONS} clients`);
    const searchLedger = await measured(SEARCHES, CONNECTIONS);
    log(`${name}: read routes at ${CONNECTIONS} clients`);
    const readRoutes = await measured(READS, CONNECTIONS);
    log(`${name}: search ledger, one client`);
    const singleUser = await measured(SEARCHES, 1);
    return { searchLedger, readRoutes, singleUser };
  } finally {
    await stop(server);
  }
}

runInBothModes({
  benchmark: 'throughput',
  rows: ENTRIES,
  seed: 11,
  pgUrl: PG_URL,
  report: { entries: ENTRIES, load: { connections: CONNECTIONS, seconds: SECONDS } },
  mode,
});
