import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { todayIso } from '@clearline/domain';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { type Database, openDatabase } from '../../apps/server/src/platform/db';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';
import { exitWhenDone, runNode } from '../imports/app-process';

/**
 * `npm run bench:exports` (issue 14): exports of N ledger lines through the running app, each export in
 * a process of its own (phase.ts) so its peak RSS is its own. Prints one JSON document on stdout.
 * 1. PostgreSQL (a throw-away database on BENCH_DATABASE_URL's server, default 127.0.0.1:5432): the demo
 *    seed plus N open ledger lines on one bank account and 10,000 on another; a plain `COPY (select ...)
 *    TO STDOUT` of the same rows into a file; the CSV and the .xlsx export of the N lines (the unmatched
 *    items report, book side) with time, peak RSS and GET /health/ready latency while each runs; the PDF
 *    of the 10,000 lines.
 * 2. The same on the embedded database (PGlite on disk) with BENCH_PGLITE_ROWS lines (no COPY baseline:
 *    PGlite's driver has no COPY TO STDOUT).
 * Environment: BENCH_ROWS (1000000; 0 skips PostgreSQL), BENCH_PGLITE_ROWS (100000; 0 skips), BENCH_DATABASE_URL,
 * BENCH_FORMATS (csv,xlsx,pdf: the exports to measure, e.g. `csv` for the CSV-to-COPY ratio alone),
 * BENCH_PGLITE_VARIANTS (e.g. `EXPORT_EMBEDDED_BATCH_ROWS=2000;EXPORT_EMBEDDED_BATCH_ROWS=250`: each PGlite
 * export with each variant's settings, `,` between settings, interleaved, twice).
 */
const BASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const PDF_ROWS = 10_000;
/** PGlite export settings to compare, each format's runs interleaved; empty: the defaults. */
const PGLITE_VARIANTS = (process.env.BENCH_PGLITE_VARIANTS ?? '')
  .split(';')
  .filter(Boolean)
  .map((variant) => Object.fromEntries(variant.split(',').map((kv) => kv.split('=', 2) as [string, string])));
const FORMATS = new Set((process.env.BENCH_FORMATS ?? 'csv,xlsx,pdf').split(','));
const GOAL = { csvOverCopy: 2, csvPeakRssMb: 300, xlsxPeakRssMb: 500, pdfSeconds: 10, healthP99Ms: 100 };
const log = (message: string) => process.stderr.write(`[bench:exports] ${message}\n`);
const PHASE = path.join(import.meta.dirname, 'phase.ts');
const ALL = { accountId: 'BENCH-ALL', side: 'ledger' };
const TEN_K = { accountId: 'BENCH-10K', side: 'ledger' };

/** N open ledger lines on a bench bank account of the demo bureau (bank-rec), one per second of a year. */
async function addLines(database: Database, accountId: string, n: number): Promise<string> {
  const q = (text: string, params: unknown[] = []) =>
    database.bulk((c) => c.query<Record<string, string>>(text, params), { transaction: false });
  const [org] = (await q(`select id from organizations where name = 'Demo Payroll Bureau'`)).rows;
  const orgId = org?.id as string;
  await q(
    `insert into bank_rec_bank_accounts (organization_id, name, account_id, area)
     values ($1, $2, $2, 'bankRec') on conflict do nothing`,
    [orgId, accountId],
  );
  const today = todayIso(new Date());
  await q(
    `insert into bank_rec_ledger_entries
       (organization_id, area, co_id, account, amount_minor, transaction_date, details, check_no, account_id, status, source)
     select $1, 'bankRec', t.co_id, t.account, ((g::bigint * 7919) % 2000000) - 1000000,
            $4::date - 1 - (g % 365), 'Bench line ' || g || ', payroll "run"', (g % 100000)::text, $2, 'open', 'manual'
       from generate_series(1, $3::int) g,
            (select co_id, account from bank_rec_ledger_entries
              where organization_id = $1 and area = 'bankRec' limit 1) t`,
    [orgId, accountId, n, today],
  );
  await q('analyze bank_rec_ledger_entries');
  return orgId;
}

async function phase(env: Record<string, string>, format: string, parameters: Record<string, string>) {
  if (!FORMATS.has(format)) return { skipped: true, seconds: Number.NaN };
  log(`${format} export of ${parameters.accountId}`);
  const out = await runNode(PHASE, [format, 'unmatched-items', JSON.stringify(parameters)], env);
  return JSON.parse(out.trim().split('\n').pop() as string) as Record<string, unknown>;
}

/** A plain COPY of the rows the CSV export writes (the same select, order and file). */
async function rawCopy(url: string, orgId: string, dir: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const file = path.join(dir, 'copy.csv');
    const started = performance.now();
    const stream = client.query(
      copyTo(`copy (select e.transaction_date, (current_date - e.transaction_date) as age, 'Book', e.account_id, e.co_id,
                e.transaction_type, e.check_no, e.details, e.status, e.amount_minor / 100.0
           from bank_rec_ledger_entries e
          where e.organization_id = '${orgId}' and e.area = 'bankRec' and e.status in ('open', 'reconciling')
            and e.account_id = '${ALL.accountId}' and e.transaction_date <= current_date
          order by e.transaction_date, e.id) to stdout with (format csv, header, force_quote *)`),
    );
    await pipeline(stream, createWriteStream(file));
    const seconds = (performance.now() - started) / 1000;
    return { seconds: Math.round(seconds * 100) / 100, sizeBytes: (await stat(file)).size };
  } finally {
    await client.end();
  }
}

exitWhenDone(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clearline-bench-exports-'));
  const throwaway = await createThrowawayDatabase(BASE_URL, 'clearline_bench_exports');
  const result: Record<string, unknown> = {
    rows: ROWS,
    pgliteRows: PGLITE_ROWS,
    goal: GOAL,
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
  try {
    if (ROWS > 0) {
      log(`seeding PostgreSQL with ${ROWS} + ${PDF_ROWS} lines`);
      const database = await openDatabase({ url: throwaway.url, poolSize: 2 });
      await database.migrate();
      await seedDemo(database);
      const orgId = await addLines(database, ALL.accountId, ROWS);
      await addLines(database, TEN_K.accountId, PDF_ROWS);
      await database.close();
      const env = { PHASE_DATABASE_URL: throwaway.url };
      const copy = await rawCopy(throwaway.url, orgId, dir);
      const csv = await phase(env, 'csv', ALL);
      const xlsx = await phase(env, 'xlsx', ALL);
      const pdf = await phase(env, 'pdf', TEN_K);
      result.postgres = {
        copy,
        csv,
        csvOverCopy: Math.round(((csv.seconds as number) / copy.seconds) * 100) / 100,
        xlsx,
        pdf,
      };
    }
    if (PGLITE_ROWS > 0) {
      log(`seeding PGlite with ${PGLITE_ROWS} + ${PDF_ROWS} lines`);
      const pgliteDir = path.join(dir, 'pglite');
      const embedded = await openDatabase({ pgliteDir });
      await embedded.migrate();
      await seedDemo(embedded);
      await addLines(embedded, ALL.accountId, PGLITE_ROWS);
      await addLines(embedded, TEN_K.accountId, PDF_ROWS);
      await embedded.close();
      const pgliteEnv = { PGLITE_DIR: pgliteDir };
      if (PGLITE_VARIANTS.length === 0)
        result.pglite = {
          csv: await phase(pgliteEnv, 'csv', ALL),
          xlsx: await phase(pgliteEnv, 'xlsx', ALL),
          pdf: await phase(pgliteEnv, 'pdf', TEN_K),
        };
      else {
        // Two rounds, batch sizes alternating within each: the machine's load weighs on each alike.
        const runs: Record<string, unknown>[] = [];
        for (let round = 0; round < 2; round += 1)
          for (const [format, parameters] of [
            ['csv', ALL],
            ['xlsx', ALL],
            ['pdf', TEN_K],
          ] as const)
            for (const variant of PGLITE_VARIANTS)
              if (FORMATS.has(format))
                runs.push(await phase({ ...pgliteEnv, ...variant }, format, parameters));
        result.pglite = { runs };
      }
    }
    result.loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await throwaway.drop();
    await rm(dir, { recursive: true, force: true });
  }
});
