import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@clearline/domain';
import pg from 'pg';
import { freePort, signIn, stop, waitFor } from '../imports/app-process';
import { cpuMeter } from './cpu';
import { createDataset, type Dataset, reuseDataset } from './dataset';
import { type LoadResult, runLoad, type Target } from './load';

/**
 * `npm run bench:search-ledger`: search-ledger page latency and throughput of the real server on a
 * 1,000,000-entry PostgreSQL ledger at 50 concurrent connections, beside a bare Fastify route on the same
 * machine, and the employer-funds search (/api/employeeFunds/items/ledger) on BENCH_EWA_ENTRIES
 * (1,000,000) employer-funds lines of the wage-access demo in the same table. Prints one JSON document on stdout (progress goes to stderr). Environment:
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: a server where we may create
 * and drop a database), BENCH_ENTRIES (1000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const EWA_ENTRIES = Number(process.env.BENCH_EWA_ENTRIES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_KEEP_DATABASE=1 keeps the database; BENCH_REUSE_DATABASE_URL measures a kept one again. */
const KEEP = process.env.BENCH_KEEP_DATABASE === '1';
const REUSE_URL = process.env.BENCH_REUSE_DATABASE_URL;
/** BENCH_PROFILE_DIR=<dir>: the app server writes a V8 CPU profile there when it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const GOAL = { p99Ms: 50, rps: 800 };
const LEDGER = '/api/bankRec/items/ledger';
const EWA_LEDGER = '/api/employeeFunds/items/ledger';

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

function startNode(script: string, env: Record<string, string>, nodeFlags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) log(`${path.basename(script)} exited with ${code}`);
  });
  return child;
}

/**
 * The request mix, shaped like people using the search screen: each search is a first page (with its
 * totals, as the screen asks) followed by three next pages by cursor; plus page-number paging, the
 * other way a grid pages. Several filters of each kind rotate so the database does real work.
 */
async function buildTargets(dataset: Dataset, port: number, token: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  const customers = (
    await client.query<{ co_id: string }>('select co_id from bank_rec_clients order by co_id')
  ).rows.map((r) => r.co_id);
  const checks = (
    await client.query<{ check_no: string }>(
      `select check_no from bank_rec_ledger_entries where check_no <> '' limit 12`,
    )
  ).rows.map((r) => r.check_no);
  await client.end();
  const accounts = ['Federal Tax', 'Net Pay', 'Client Funding', 'Service Fees', 'State Withholding'];
  const searches: { kind: string; params: Record<string, string> }[] = [];
  for (let i = 0; i < 12; i += 1) {
    const customer = customers[(i * 5) % customers.length] ?? '';
    const month = String(1 + i).padStart(2, '0');
    searches.push(
      { kind: 'newest entries', params: i % 2 === 0 ? {} : { sort: 'amount' } },
      { kind: 'customer', params: { customer } },
      {
        kind: 'account + month',
        params: {
          account: accounts[i % accounts.length] ?? '',
          dateFrom: `2025-${month}-01`,
          dateTo: `2025-${month}-28`,
        },
      },
      {
        kind: 'bank account + status',
        params: { bankAccount: '4410029399', status: i % 2 === 0 ? 'open' : 'reconciling' },
      },
      {
        kind: 'amount range',
        params: { amountMin: String(1000 + i * 250), amountMax: String(1100 + i * 250), sort: 'amount' },
      },
      { kind: 'text: customer + word', params: { q: `${customer.toLowerCase()} eftps` } },
      { kind: 'text: check number', params: { q: checks[i % Math.max(1, checks.length)] ?? '1' } },
    );
  }
  return pagedTargets(port, token, LEDGER, searches, (page) => ({
    page: String(page),
    sort: page % 2 ? '-transactionDate' : 'customer',
    totals: 'false',
  }));
}

/**
 * Each search's first page (with its totals) and up to three next pages by cursor, plus page-number
 * paging; interleaved so that neighbouring requests are different searches. Both areas' mixes use it.
 */
async function pagedTargets(
  port: number,
  token: string,
  ledger: string,
  searches: { kind: string; params: Record<string, string> }[],
  pageParams: (page: number) => Record<string, string>,
): Promise<Target[]> {
  const url = (params: Record<string, string>) =>
    `${ledger}?${new URLSearchParams({ limit: '50', ...params })}`;
  const targets: Target[] = [];
  for (const search of searches) {
    targets.push({ name: `${search.kind}: first page`, path: url(search.params) });
    let cursor: string | null = null;
    for (let page = 0; page < 4; page += 1) {
      const path = url({ ...search.params, ...(cursor ? { cursor } : {}) });
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      cursor = ((await res.json()) as { data: { nextCursor: string | null } }).data.nextCursor;
      if (!cursor || page === 3) break;
      targets.push({ name: `${search.kind}: next page`, path: url({ ...search.params, cursor }) });
    }
  }
  for (let page = 2; page <= 13; page += 1)
    targets.push({ name: 'page number', path: url(pageParams(page)) });
  return targets
    .map((t, i) => ({ t, k: (i * 7919) % targets.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.t);
}

/** The employer-funds search mix: employer, partner, account and month, amounts, text, source file. */
async function buildEwaTargets(dataset: Dataset, port: number, token: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  const employers = (
    await client.query<{ co_id: string; partner: string }>(
      `select co_id, partner from bank_rec_clients where organization_id = $1 and area = 'ewa' order by co_id`,
      [dataset.ewaOrganizationId],
    )
  ).rows;
  await client.end();
  const partners = [...new Set(employers.map((e) => e.partner))];
  const accounts = ['Wage Advances', 'Payroll Repayments', 'Employer Funding', 'Program Fees'];
  const searches: { kind: string; params: Record<string, string> }[] = [];
  for (let i = 0; i < 12; i += 1) {
    const employer = employers[(i * 5) % employers.length]?.co_id ?? '';
    const month = String(1 + i).padStart(2, '0');
    searches.push(
      { kind: 'newest lines', params: i % 2 === 0 ? {} : { sort: 'amount' } },
      { kind: 'employer', params: { employer } },
      { kind: 'partner + status', params: { partner: partners[i % partners.length] ?? '', status: 'open' } },
      {
        kind: 'account + month',
        params: {
          account: accounts[i % accounts.length] ?? '',
          dateFrom: `2026-${month}-01`,
          dateTo: `2026-${month}-28`,
        },
      },
      {
        kind: 'amount range',
        params: { amountMin: String(1000 + i * 250), amountMax: String(1100 + i * 250), sort: 'amount' },
      },
      { kind: 'text: employer + word', params: { q: `${employer.toLowerCase()} advances` } },
      { kind: 'source file + employer', params: { sourceFile: 'ADDED', employer } },
    );
  }
  return pagedTargets(port, token, EWA_LEDGER, searches, (page) => ({
    page: String(page),
    sort: page % 2 ? '-transactionDate' : 'employer',
    totals: 'false',
  }));
}

function figuresOf(result: LoadResult) {
  const { statusCounts: _statusCounts, byScenario: _byScenario, ...figures } = result;
  return figures;
}

function summary(result: LoadResult) {
  const { statusCounts, byScenario, ...figures } = result;
  return { ...figures, statusCounts, byScenario };
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  let dataset: Dataset | undefined;
  const cleanup = async () => {
    for (const child of children) await stop(child);
    await dataset?.drop().catch((error) => log(`could not drop the database: ${String(error)}`));
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    const started = performance.now();
    log(
      `creating a database on ${BASE_URL.replace(/\/\/[^@]*@/, '//')} with ${ENTRIES.toLocaleString('en-US')} entries`,
    );
    dataset = REUSE_URL
      ? await reuseDataset(REUSE_URL)
      : await createDataset(BASE_URL, ENTRIES, todayIso(new Date(), 'America/New_York'), EWA_ENTRIES);
    if (KEEP) {
      log(`keeping the database: BENCH_REUSE_DATABASE_URL=${dataset.url} measures it again`);
      dataset = { ...dataset, drop: async () => undefined };
    }
    log(`dataset ready: ${JSON.stringify(dataset.timings)}`);

    const appPort = await freePort();
    children.push(
      startNode(
        'apps/server/src/main.ts',
        {
          DATABASE_URL: dataset.url,
          PORT: String(appPort),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: '/nonexistent',
          ACCESS_TOKEN_TTL_SECONDS: '3600',
        },
        PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [],
      ),
    );
    await waitFor(appPort, '/health/live', 60);
    const token = await signIn(appPort, 'bankrec@demo.test', 'Clearline-demo-1');
    const targets = await buildTargets(dataset, appPort, token);
    const headers = { authorization: `Bearer ${token}` };
    log(`warming up the app (${targets.length} distinct requests)`);
    await runLoad({ port: appPort, connections: CONNECTIONS, seconds: 3, headers, targets });
    log(`measuring search ledger for ${SECONDS} s at ${CONNECTIONS} connections`);
    const loadBefore = os.loadavg()[0];
    const searchCpu = cpuMeter(children[0]?.pid ?? 0);
    const search = await runLoad({
      port: appPort,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
      targets,
    });
    const searchCpuSplit = searchCpu();
    // The employer-funds search on its own lines of the same table (issue 12), same load.
    const ewaToken = await signIn(appPort, 'ewa@demo.test', 'Clearline-demo-1');
    const ewaTargets = await buildEwaTargets(dataset, appPort, ewaToken);
    const ewaHeaders = { authorization: `Bearer ${ewaToken}` };
    await runLoad({
      port: appPort,
      connections: CONNECTIONS,
      seconds: 3,
      headers: ewaHeaders,
      targets: ewaTargets,
    });
    log(`measuring the employer-funds search ledger for ${SECONDS} s at ${CONNECTIONS} connections`);
    const ewaCpu = cpuMeter(children[0]?.pid ?? 0);
    const ewaSearch = await runLoad({
      port: appPort,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: ewaHeaders,
      targets: ewaTargets,
    });
    const ewaCpuSplit = ewaCpu();
    // The same server's cheapest authenticated, database-backed route: what checking the sign-in, one
    // query and the response contract cost before any search work (the platform's ceiling here).
    log(`measuring an authenticated one-query route for ${SECONDS} s`);
    const idle = [{ name: 'idleTimeout', path: '/api/rec/items/agent/idleTimeout' }];
    const platform = await runLoad({
      port: appPort,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
      targets: idle,
    });
    await stop(children[0]);

    const barePort = await freePort();
    children.push(startNode('bench/search-ledger/bare-server.ts', { PORT: String(barePort) }));
    await waitFor(barePort, '/bare', 60);
    const bareTargets = [{ name: 'bare', path: '/bare' }];
    await runLoad({ port: barePort, connections: CONNECTIONS, seconds: 2, targets: bareTargets });
    log(`measuring the bare Fastify route for ${SECONDS} s`);
    const bare = await runLoad({
      port: barePort,
      connections: CONNECTIONS,
      seconds: SECONDS,
      targets: bareTargets,
    });

    const bareFigures = figuresOf(bare);
    const report = {
      benchmark: 'search-ledger',
      machine: { cpus: os.cpus().length, node: process.version, loadAverage1mAtStart: loadBefore },
      dataset: { entries: dataset.entries, ewaEntries: dataset.ewaEntries, ...dataset.timings },
      load: { connections: CONNECTIONS, seconds: SECONDS, distinctRequests: targets.length },
      search: { ...summary(search), cpuSeconds: searchCpuSplit },
      ewaSearch: { ...summary(ewaSearch), cpuSeconds: ewaCpuSplit, distinctRequests: ewaTargets.length },
      authenticatedOneQueryRoute: figuresOf(platform),
      bare: bareFigures,
      ratio: {
        throughputOfBare: Math.round((search.rps / Math.max(1, bare.rps)) * 1000) / 1000,
        p99VersusBare: Math.round((search.p99Ms / Math.max(0.01, bare.p99Ms)) * 10) / 10,
      },
      goal: {
        ...GOAL,
        met: search.p99Ms <= GOAL.p99Ms && search.rps >= GOAL.rps && search.errors === 0,
        ewaMet: ewaSearch.p99Ms <= GOAL.p99Ms && ewaSearch.rps >= GOAL.rps && ewaSearch.errors === 0,
      },
      totalSeconds: Math.round((performance.now() - started) / 1000),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
