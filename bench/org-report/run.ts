import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { DEMO_BUREAU, seedDemo } from '../../apps/server/src/db/seed/demo';
import * as repo from '../../apps/server/src/modules/org-reports/org-reports.repository';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase, queryRows } from '../../apps/server/src/platform/db';
import { buildDashboardWorld } from '../dashboards/world';
import { freePort, signIn } from '../imports/app-process';
import { withClient } from '../search-ledger/dataset';

/**
 * `npm run bench:org-report`: the reports on people and data (issue 17) on the dashboards' world in the
 * demo bureau (BENCH_LEDGER_LINES + BENCH_BANK_LINES lines, its people's and the engine's matches) plus
 * one audit entry per auto-confirmed match in the last 90 days (what auto-match writes, the bulk of the
 * audit log the activity query reads). Each call and each query BENCH_RUNS times, one at a time, on a
 * database of its own (dropped after); one JSON line each: p50, p95, max in ms.
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_LEDGER_LINES (1000000),
 * BENCH_BANK_LINES (1000000), BENCH_RUNS (20), BENCH_SEED (2026).
 */
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEDGER = Number(process.env.BENCH_LEDGER_LINES ?? 1_000_000);
const BANK = Number(process.env.BENCH_BANK_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const t00 = performance.now();
const log = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - t00) / 1000).toFixed(1)} s] ${message}\n`);

async function measure(name: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.ceil(q * times.length) - 1] ?? 0) * 10) / 10;
  console.log(JSON.stringify({ name, p50: at(0.5), p95: at(0.95), max: at(1) }));
}

const name = `clearline_bench_${randomBytes(6).toString('hex')}`;
const url = new URL(BASE_URL);
url.pathname = `/${name}`;
await withClient(BASE_URL, (c) => c.query(`create database ${name}`));
try {
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  await seedDemo(database);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const [org] = (
    await client.query<{ id: string }>('select id from organizations where name = $1', [DEMO_BUREAU])
  ).rows;
  const organizationId = org?.id ?? '';
  await buildDashboardWorld(
    client,
    { organizationId, ledger: LEDGER, bank: BANK, today: todayIso(new Date()), seed: SEED },
    log,
  );
  await client.query(
    `insert into audit_log (organization_id, action, entity_type, entity_id, details, at)
     select organization_id, 'match.created', 'match', id::text, '{"kind":"auto"}', created_at
       from matches where organization_id = $1 and kind = 'auto' and created_at > now() - interval '90 days'`,
    [organizationId],
  );
  await client.query('analyze');
  await client.end();
  log('world built');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearline-org-report-'));
  const config = loadConfig({ WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir, RUN_JOBS: 'false' }, []);
  const { app, ctx } = await buildApp({ config, database, quiet: true });
  await app.ready();
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const token = await signIn(port, 'ops@demo.test', 'Clearline-demo-1');
  const [size] = await queryRows<Record<string, number>>(
    ctx.db,
    sql`select (select count(*)::int from bank_rec_ledger_entries where organization_id = ${organizationId}) as ledger,
               (select count(*)::int from bank_transactions where organization_id = ${organizationId}) as bank,
               (select count(*)::int from matches where organization_id = ${organizationId}) as matches,
               (select count(*)::int from audit_log where organization_id = ${organizationId}) as audit`,
  );
  console.log(JSON.stringify({ world: size, runs: RUNS }));

  const get = (path: string) => async () => {
    const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };
  await measure('GET orgReport (this month)', get('/api/admin/orgReport'));
  await measure('GET orgReport (90 days)', get('/api/admin/orgReport?period=90d'));
  await measure('GET accessMatrix', get('/api/admin/accessMatrix'));
  const to = new Date(Date.now() + 86_400_000);
  const span = { from: new Date(to.getTime() - 91 * 86_400_000), to };
  const queries: [string, () => Promise<unknown>][] = [
    ['auditedActivity (90 days)', () => repo.auditedActivity(ctx.db, organizationId, span)],
    ['importsByPerson (90 days)', () => repo.importsByPerson(ctx.db, organizationId, span)],
    ['matchesByPerson (90 days)', () => repo.matchesByPerson(ctx.db, organizationId, span)],
    ['jobsByPerson (90 days)', () => repo.jobsByPerson(ctx.db, organizationId, span)],
    ['lineCounts', () => repo.lineCounts(ctx.db, organizationId)],
    ['linesByState', () => repo.linesByState(ctx.db, organizationId)],
    ['matchesByArea', () => repo.matchesByArea(ctx.db, organizationId)],
    ['importsByArea', () => repo.importsByArea(ctx.db, organizationId)],
    ['exportsByArea', () => repo.exportsByArea(ctx.db, organizationId)],
    ['storedFiles', () => repo.storedFiles(ctx.db, organizationId)],
  ];
  for (const [label, run] of queries) await measure(label, run);
  await app.close();
  await database.close();
} finally {
  await withClient(BASE_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
}
