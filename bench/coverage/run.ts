import { performance } from 'node:perf_hooks';
import { addDays, seededRandom } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { demoEmployers, EWA_ACCOUNTS, EWA_CODES } from '../../apps/server/src/db/seed/ewa-demo-data';
import { EWA_DEMO_SEED, ewaDemoLines } from '../../apps/server/src/db/seed/ewa-demo-lines';
import {
  coveragePage,
  coveragePageSql,
  coverageTotals,
  shortEmployerCount,
} from '../../apps/server/src/modules/reconcile/coverage.repository';
import { copyRows } from '../../apps/server/src/platform/bulk';
import { openDatabase, queryRows } from '../../apps/server/src/platform/db';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';

/**
 * Funds coverage on 1,000,000 employer-funds lines (PostgreSQL at BENCH_DATABASE_URL): the demo, with its
 * generator's years written into the past until the area holds TARGET lines; times the subledgerRec page, its totals
 * and the queue count, and prints the plan of the page.
 */
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const target = Number(process.env.TARGET ?? 1_000_000);
// REUSE: the URL of a database a run with KEEP=1 left (seeded and filled), to time the queries again.
const reuse = process.env.REUSE;
const throwaway = reuse
  ? { url: reuse, drop: async () => undefined }
  : await createThrowawayDatabase(base, 'clearline_bench_coverage');
const database = await openDatabase({ url: throwaway.url, poolSize: 2 });
const today = new Date().toISOString().slice(0, 10);
try {
  const db = database.db;
  let t0 = performance.now();
  if (!reuse) {
    await database.migrate();
    await seedDemo(database);
    console.error(`seeded in ${Math.round(performance.now() - t0)} ms`);
  }
  const [org] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where name = 'Demo Wage Access'`,
  );
  const orgId = org?.id ?? '';
  // Years of the demo's generator, each a year earlier, until the area holds `target` lines.
  const employers = demoEmployers(seededRandom(EWA_DEMO_SEED));
  t0 = performance.now();
  let written = reuse ? target : 0;
  for (let year = 0; written < target; year += 1) {
    const lines = ewaDemoLines(employers, addDays(today, -364 * year));
    written += await database.bulk(
      (conn) =>
        copyRows(
          conn,
          'bank_rec_ledger_entries',
          [
            'organization_id',
            'area',
            'co_id',
            'partner',
            'amount_minor',
            'transaction_date',
            'account',
            'ledger',
            'ledger_id',
            'account_id',
            'transaction_type',
            'status',
            'source',
          ],
          lines,
          (l) => {
            const account = EWA_ACCOUNTS[l.kind];
            return [
              orgId,
              'ewa',
              l.employer.employer,
              l.employer.partner,
              l.cents,
              l.date,
              account.accountName,
              account.ledger,
              account.ledgerId,
              account.accountId,
              EWA_CODES[l.kind].transDesc,
              'matched',
              'import',
            ];
          },
        ),
      { transaction: true },
    );
  }
  if (!reuse) await db.execute(sql`analyze bank_rec_ledger_entries`);
  console.error(`wrote ${written} lines in ${Math.round(performance.now() - t0)} ms`);
  const asOf = today;
  const time = async (name: string, work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await work();
      times.push(Math.round(performance.now() - start));
    }
    return { name, ms: times };
  };
  const results = [
    await time('subledgerRec page (coverage sort, 25)', () =>
      coveragePage(db, orgId, asOf, {}, 'coverage', 1, 25),
    ),
    await time('subledgerRec totals only (a page past the end)', () => coverageTotals(db, orgId, asOf, {})),
    await time('ewaSubledgerRec count', () => shortEmployerCount(db, orgId, asOf)),
  ];
  const [lines] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bank_rec_ledger_entries where organization_id = ${orgId} and area = 'ewa'`,
  );
  console.log(JSON.stringify({ lines: lines?.n, results }, null, 2));
  if (process.env.EXPLAIN) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers) ${coveragePageSql(orgId, asOf, {}, 'coverage', 1, 25)}`,
    );
    console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
  }
} finally {
  await database.close();
  if (process.env.KEEP || reuse) console.error(`kept ${throwaway.url}`);
  else await throwaway.drop();
}
