import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { bankRecBankAccounts } from '../../apps/server/src/db/schema/index';
import { DEMO_BUREAU, seedDemo } from '../../apps/server/src/db/seed/demo';
import { estimateMatches, searchPage } from '../../apps/server/src/modules/bank-rec/ledger-search.repository';
import { COLLECT_MATCHES_BELOW } from '../../apps/server/src/modules/bank-rec/ledger-search.service';
import { notificationCounts } from '../../apps/server/src/modules/reconcile/reconcile.repository';
import { type Db, openDatabase, queryRows } from '../../apps/server/src/platform/db';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';
import { seedLedgerFromStatement } from '../freeze/ledger';
import { BENCH_ACCOUNTS, generateBai2 } from '../imports/generate';

/**
 * `npx tsx bench/throughput/explain.ts`: the throughput benchmark's data (demo seed + BENCH_THROUGHPUT_ENTRIES
 * open ledger entries, 50,000) in PGlite on disk, or on PostgreSQL when BENCH_DATABASE_URL is set; then
 * the statements the profile names (notification counts, the search page, its capped totals), each run
 * BENCH_REPEATS (20) times alone, printing the median time and one EXPLAIN (ANALYZE, BUFFERS).
 */

const ENTRIES = Number(process.env.BENCH_THROUGHPUT_ENTRIES ?? 50_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const PG_URL = process.env.BENCH_DATABASE_URL;

const tmp = await mkdtemp(path.join(os.tmpdir(), 'clearline-explain-'));
const throwaway = PG_URL ? await createThrowawayDatabase(PG_URL, 'clearline_explain') : undefined;
const database = await openDatabase({ url: throwaway?.url, pgliteDir: path.join(tmp, 'pglite') });
try {
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  const [bureau] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where name = ${DEMO_BUREAU}`,
  );
  if (!bureau) throw new Error('no demo bureau');
  const org = bureau.id;
  await db
    .insert(bankRecBankAccounts)
    .values(
      BENCH_ACCOUNTS.map((accountId) => ({ organizationId: org, name: `Bench ${accountId}`, accountId })),
    )
    .onConflictDoNothing();
  const file = await generateBai2(path.join(tmp, 'ledger.bai2'), ENTRIES, 11);
  await seedLedgerFromStatement(database, org, file.path);
  if (database.kind === 'postgres') await db.execute(sql`analyze`);
  // BENCH_VACUUM=1: as autovacuum would leave the tables (visibility map set: index-only scans possible).
  if (process.env.BENCH_VACUUM === '1') await db.execute(sql`vacuum analyze`);
  // BENCH_ANALYZE=1: the ledger's statistics refreshed, as a ledger import now does (timed).
  if (process.env.BENCH_ANALYZE === '1') {
    const started = performance.now();
    await db.execute(sql`analyze bank_rec_ledger_entries`);
    process.stdout.write(`analyze bank_rec_ledger_entries: ${Math.round(performance.now() - started)} ms\n`);
  }

  /** Runs `fn` REPEATS times; the median in ms. */
  const median = async (fn: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const started = performance.now();
      await fn();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return Math.round((times[Math.floor(times.length / 2)] ?? 0) * 100) / 100;
  };
  /** A db whose execute() answers the EXPLAIN of the statement instead (captured, then printed). */
  const explaining = (plans: string[]) =>
    new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: SQL) => {
          const rows = await queryRows<Record<string, string>>(
            target,
            sql`explain (analyze, buffers) ${query}`,
          );
          plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
          return { rows: [] };
        };
      },
    }) as Db;
  /** A text search's first page as the route asks it: collected when the planner expects few matches. */
  const textPage = async (on: Db, words: string[]) => {
    const filters = { words: words.map((word) => ({ word, prefix: false })) };
    const estimate = await estimateMatches(db, org, filters);
    return searchPage(on, org, {
      filters,
      key: 'transactionDate',
      descending: true,
      limit: 50,
      offset: 0,
      collectMatches: estimate < COLLECT_MATCHES_BELOW,
    });
  };
  const statements: Record<string, (on: Db) => Promise<unknown>> = {
    'notification counts': (on) => notificationCounts(on, org, '2026-01-01'),
    'search page, newest': (on) =>
      searchPage(on, org, { filters: {}, key: 'transactionDate', descending: true, limit: 50, offset: 0 }),
    'search page, account + open': (on) =>
      searchPage(on, org, {
        filters: { bankAccount: BENCH_ACCOUNTS[0] ?? '', statuses: ['open'] },
        key: 'transactionDate',
        descending: true,
        limit: 50,
        offset: 0,
      }),
    'search page, text "wire"': (on) => textPage(on, ['wire']),
    'search page, text "lockbox deposit"': (on) => textPage(on, ['lockbox', 'deposit']),
    'capped totals, everything': (on) =>
      on.execute(sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as sum from
        (select amount_minor from bank_rec_ledger_entries where organization_id = ${org} limit 10001) capped`),
  };
  for (const [name, run] of Object.entries(statements)) {
    const ms = await median(() => run(db));
    const plans: string[] = [];
    await run(explaining(plans));
    process.stdout.write(
      `\n## ${name} (${database.kind}): median ${ms} ms of ${REPEATS}\n${plans.join('\n--\n')}\n`,
    );
  }
} finally {
  await database.close();
  await throwaway?.drop();
  await rm(tmp, { recursive: true, force: true });
}
