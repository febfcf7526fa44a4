import { QuerySpec, type QuerySpecInput } from '@clearline/contracts';
import { todayIso } from '@clearline/domain';
import { queryReader } from '../../apps/server/src/modules/queries/index';
import { openDatabase } from '../../apps/server/src/platform/db';
import { createDataset, reuseDataset, withClient } from '../search-ledger/dataset';

/**
 * `npm run bench:query`: the ad-hoc query page's reads (issue 17) on a PostgreSQL ledger of BENCH_ENTRIES
 * (1,000,000) bank-rec lines built like the search-ledger bench's (the demo bureau plus generated lines):
 * for each query a first page of 50 with the count and sum of the whole result, a page at offset 9,950
 * (the deepest a page may start), and an export's keyset walk of up to BENCH_EXPORT_ROWS (100,000) rows
 * in 2,000-row batches. Prints one JSON document on stdout (progress on stderr). Environment:
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_ENTRIES,
 * BENCH_REPEAT (5: the median of as many runs is reported), BENCH_KEEP_DATABASE=1,
 * BENCH_REUSE_DATABASE_URL (measure a kept database again).
 */

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const KEEP = process.env.BENCH_KEEP_DATABASE === '1';
const REUSE_URL = process.env.BENCH_REUSE_DATABASE_URL;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const ms = (from: number) => Math.round((performance.now() - from) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const today = todayIso(new Date(), 'America/New_York');
  log(
    REUSE_URL ? 'reusing the kept database' : `building a ledger of ${ENTRIES.toLocaleString('en-US')} lines`,
  );
  const dataset = REUSE_URL
    ? await reuseDataset(REUSE_URL)
    : await createDataset(BASE_URL, ENTRIES, today, 0);
  const database = await openDatabase({ url: dataset.url, poolSize: 2 });
  const { db } = database;
  const org = dataset.organizationId;
  const [party, account] = await withClient(dataset.url, async (c) => [
    (await c.query<{ co_id: string }>('select co_id from bank_rec_clients order by co_id limit 1')).rows[0]
      ?.co_id,
    (
      await c.query<{ account_id: string }>(
        `select account_id from bank_rec_ledger_entries where organization_id = $1 group by 1 order by count(*) desc limit 1`,
        [org],
      )
    ).rows[0]?.account_id,
  ]);
  const ledger = (filters: QuerySpecInput['filters'], sort?: QuerySpecInput['sort']): QuerySpecInput => ({
    subject: 'ledger',
    area: 'bankRec',
    filters,
    ...(sort ? { sort } : {}),
  });
  const queries: Record<string, QuerySpecInput> = {
    'everything, newest first': ledger({}),
    'everything, largest amount first': ledger({}, { key: 'amount', dir: 'desc' }),
    'one bank account, one quarter': ledger({
      accountId: account,
      dateFrom: `${today.slice(0, 4)}-01-01`,
      dateTo: `${today.slice(0, 4)}-03-31`,
    }),
    'open lines of 1,000.00 and more': ledger({ status: 'open', amountMin: '1000' }),
    'one customer, by party': ledger({ party }, { key: 'party', dir: 'asc' }),
    'text in the description': ledger({ text: 'payroll' }),
    'matches of the area': { subject: 'matches', area: 'bankRec' },
    'open bank lines': { subject: 'bank', area: 'bankRec', filters: { status: 'open' } },
  };

  const results: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(queries)) {
    const resolved = await queryReader.resolve(db, org, QuerySpec.parse(input));
    const first: number[] = [];
    const totals: number[] = [];
    const deep: number[] = [];
    let count = 0;
    for (let i = 0; i < REPEAT; i++) {
      let started = performance.now();
      await queryReader.batch(db, resolved, null, 50, 0);
      first.push(ms(started));
      started = performance.now();
      count = (await queryReader.totals(db, resolved)).count;
      totals.push(ms(started));
      started = performance.now();
      await queryReader.batch(db, resolved, null, 50, 9_950);
      deep.push(ms(started));
    }
    let exported = 0;
    let after: { k: string; id: string } | null = null;
    const started = performance.now();
    while (exported < EXPORT_ROWS) {
      const rows = await queryReader.batch(db, resolved, after, 2_000);
      exported += rows.length;
      const last = rows[rows.length - 1];
      if (!last || rows.length < 2_000) break;
      after = { k: String(last._k), id: String(last._id) };
    }
    const exportMs = ms(started);
    results[name] = {
      rows: count,
      firstPageMs: median(first),
      totalsMs: median(totals),
      pageAtRow9950Ms: median(deep),
      exportWalk: { rows: exported, ms: exportMs, rowsPerSecond: Math.round(exported / (exportMs / 1000)) },
    };
    log(`${name}: ${JSON.stringify(results[name])}`);
  }
  await database.close();
  if (!KEEP && !REUSE_URL) await dataset.drop();
  else log(`kept: ${dataset.url}`);
  process.stdout.write(
    `${JSON.stringify({ entries: dataset.entries, repeat: REPEAT, build: dataset.timings, queries: results }, null, 2)}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
