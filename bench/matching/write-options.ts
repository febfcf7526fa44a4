import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { generateMatchingWorld } from '@clearline/domain/matching';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DEMO_BUREAU, seedDemo } from '../../apps/server/src/db/seed/demo';
import { openDatabase } from '../../apps/server/src/platform/db';
import { orderedId, orderedIdPrefix } from '../../apps/server/src/platform/ordered-ids';
import { withClient } from '../search-ledger/dataset';
import { copyRows, loadWorld, uuidOf } from './world-db';

/**
 * `npm run bench:matching-writes`: the options of ADR 0021 for auto-match's write path, measured on the
 * generated world of bench:matching (BENCH_OPTIONS_SIZE ledger lines, default 1,000,000) in a throw-away
 * PostgreSQL database. The "matches" written are the world's true matches with a bank and a ledger side
 * (what a run confirms, without running the engine). Each option runs inside a transaction that is
 * rolled back, on the same loaded tables, with the summaries' triggers on as in production:
 * - items: COPY of the items with the four per-row foreign keys of migration 0006 (added back for the
 *   measure) against the statement-level checks of migration 0024;
 * - where "matched" lives: the ledger UPDATE with the indexes that named the status (as before migration
 *   0024: non-HOT) in slices of 2,000 ids and in one statement, and without them on pages at fill factor 50
 *   (HOT, `hotShare%`); a narrow state table (COPY of the ids); derived (no write), with the read paths'
 *   costs: the same queries by stored status with and without the status indexes, and by an anti-join
 *   on live items; and the ledger heap's size at fill factor 50 and 100;
 * - the engine's input: the open ledger and bank lines of one account as rows (pg, one object a row) and
 *   as COPY out (bytes only: the floor of a columnar read).
 * Prints one JSON document. Environment: BENCH_DATABASE_URL, BENCH_OPTIONS_SIZE, BENCH_MATCH_SEED (2026).
 */

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZE = Number(process.env.BENCH_OPTIONS_SIZE ?? 1_000_000);
const SEED = Number(process.env.BENCH_MATCH_SEED ?? 2026);
const SLICE = 2000;

const t00 = performance.now();
const log = (m: string) =>
  process.stderr.write(`[options ${((performance.now() - t00) / 1000).toFixed(1)} s] ${m}\n`);
const loadAverage = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

async function timed<T>(label: string, out: Record<string, number>, work: () => Promise<T>) {
  const t0 = performance.now();
  const result = await work();
  out[label] = Math.round(performance.now() - t0);
  log(`${label}: ${out[label]} ms`);
  return result;
}

/** Runs `work` in a transaction and rolls it back: every option starts from the same tables. */
async function rolledBack<T>(c: pg.Client, work: () => Promise<T>): Promise<T> {
  await c.query('begin');
  try {
    return await work();
  } finally {
    await c.query('rollback');
  }
}

async function main() {
  const loadAverageBefore = loadAverage();
  const name = `clearline_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  await withClient(BASE_URL, (c) => c.query(`create database ${name}`));
  const c = new pg.Client({ connectionString: url.toString() });
  const ms: Record<string, number> = {};
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemo(database);
    await database.close();
    await c.connect();
    const org = (await c.query<{ id: string }>('select id from organizations where name = $1', [DEMO_BUREAU]))
      .rows[0]!.id;
    const world = generateMatchingWorld({ seed: SEED, size: SIZE });
    const { maps } = await loadWorld(c, org, world);
    await c.query('select rec_summaries_rebuild()');
    log(`loaded ${world.ledger.length} ledger, ${world.bank.length} bank lines`);

    // The matches to write: true matches with both sides, on their ledger lines' account.
    const accountOf = new Map(world.ledger.map((l) => [l.id, maps.account.get(l.accountId)!]));
    const truths = world.truth.filter((t) => t.bankIds.length > 0 && t.ledgerIds.length > 0);
    const prefix = orderedIdPrefix();
    const matchRows = truths.map((t, i) => [
      orderedId(prefix, i),
      org,
      accountOf.get(t.ledgerIds[0]!)!,
      'auto',
      'confirmed',
      'bench',
      100,
      '[]',
      0,
      0,
      0,
      'bench',
    ]);
    const itemRows = truths.flatMap((t, i) => [
      ...t.bankIds.map((b) => [orderedId(prefix, i), org, 'bank', uuidOf(b), null, 0, '{}', true]),
      ...t.ledgerIds.map((l) => [orderedId(prefix, i), org, 'ledger', null, uuidOf(l), 0, '{}', true]),
    ]);
    const ledgerIds = truths.flatMap((t) => t.ledgerIds.map(uuidOf));
    const MATCH_COLUMNS = [
      'id',
      'organization_id',
      'account_id',
      'kind',
      'status',
      'rule_id',
      'score',
      'reasons',
    ];
    const matchColumns = [
      ...MATCH_COLUMNS,
      'bank_total_minor',
      'ledger_total_minor',
      'difference_minor',
      'engine_version',
    ];
    const itemColumns = [
      'match_id',
      'organization_id',
      'side',
      'bank_transaction_id',
      'ledger_entry_id',
      'amount_minor',
      'snapshot',
      'live',
    ];
    await copyRows(c, 'matches', matchColumns, matchRows);
    await c.query('vacuum analyze matches');
    log(`${matchRows.length} matches, ${itemRows.length} items, ${ledgerIds.length} ledger entries to mark`);

    // --- items: per-row foreign keys against the statement-level checks (match_items_inserted also moves
    // the summaries: with it disabled, neither the check nor the moves run) ---
    await rolledBack(c, async () => {
      await c.query('alter table match_items disable trigger match_items_inserted');
      await c.query(`alter table match_items
        add foreign key (match_id) references matches(id) not valid,
        add foreign key (organization_id) references organizations(id) not valid,
        add foreign key (bank_transaction_id) references bank_transactions(id) on delete set null not valid,
        add foreign key (ledger_entry_id) references bank_rec_ledger_entries(id) on delete set null not valid`);
      await timed('items.perRowForeignKeys', ms, () => copyRows(c, 'match_items', itemColumns, itemRows));
    });
    await rolledBack(c, () =>
      timed('items.statementChecks', ms, () => copyRows(c, 'match_items', itemColumns, itemRows)),
    );
    await rolledBack(c, async () => {
      await c.query('alter table match_items disable trigger match_items_inserted');
      await timed('items.noChecks', ms, () => copyRows(c, 'match_items', itemColumns, itemRows));
    });
    // The same rows as slices of about 2,000 matches, one statement each (the summaries recount per statement).
    await rolledBack(c, () =>
      timed('items.statementChecksSlices2000', ms, async () => {
        for (let i = 0; i < itemRows.length; i += SLICE * 2)
          await copyRows(c, 'match_items', itemColumns, itemRows.slice(i, i + SLICE * 2));
      }),
    );
    // The items stay from here on: the derived read paths need live items.
    await copyRows(c, 'match_items', itemColumns, itemRows);
    await c.query('vacuum analyze match_items');

    // --- where "matched" lives ---
    const update = (ids: string[]) =>
      c.query(
        `update bank_rec_ledger_entries set status = 'matched'
          where organization_id = $1 and id = any($2::uuid[]) and status = 'open'`,
        [org, ids],
      );
    // Before: the indexes that named the status (migration 0024 dropped them): every update is non-HOT.
    const statusIndexes = [
      `create index bench_status_date on bank_rec_ledger_entries (organization_id, area, status, transaction_date, id, amount_minor)`,
      `create index bench_first_match on bank_rec_ledger_entries (organization_id, area, co_id, transaction_date) where status = 'matched'`,
      `create index bench_open_checks on bank_rec_ledger_entries (organization_id, account_id, transaction_date) where check_no <> '' and status = 'open'`,
    ];
    const hotShare = async (label: string) => {
      const { rows } = await c.query<{ hot: string; all: string }>(
        `select pg_stat_get_xact_tuples_hot_updated('bank_rec_ledger_entries'::regclass) hot,
                pg_stat_get_xact_tuples_updated('bank_rec_ledger_entries'::regclass) "all"`,
      );
      ms[`${label}.hotShare%`] = Math.round((Number(rows[0]!.hot) / Math.max(1, Number(rows[0]!.all))) * 100);
    };
    await rolledBack(c, async () => {
      for (const ddl of statusIndexes) await c.query(ddl);
      await timed('status.indexedSlices2000', ms, async () => {
        for (let i = 0; i < ledgerIds.length; i += SLICE) await update(ledgerIds.slice(i, i + SLICE));
      });
      await hotShare('status.indexedSlices2000');
    });
    await rolledBack(c, async () => {
      for (const ddl of statusIndexes) await c.query(ddl);
      await timed('status.indexedOneStatement', ms, () => update(ledgerIds));
      await hotShare('status.indexedOneStatement');
    });
    // After: no index names the status, pages loaded at fill factor 50.
    await rolledBack(c, async () => {
      await timed('status.hotOneStatement', ms, () => update(ledgerIds));
      await hotShare('status.hotOneStatement');
    });
    await rolledBack(c, async () => {
      await c.query('create table ledger_match_state (entry_id uuid primary key)');
      await timed('status.narrowStateTable', ms, () =>
        copyRows(
          c,
          'ledger_match_state',
          ['entry_id'],
          ledgerIds.map((id) => [id]),
        ),
      );
    });

    // Read paths: by stored status (after the one-statement update, committed) and derived from items.
    await update(ledgerIds);
    await c.query('vacuum analyze bank_rec_ledger_entries');
    const account = maps.account.values().next().value!;
    const live = 'exists (select 1 from match_items mi where mi.ledger_entry_id = e.id and mi.live)';
    const reads: Record<string, [string, string]> = {
      // auto-match's and the Re-match pane's open ledger of one account
      openOfAccount: [
        `select count(*), sum(amount_minor) from bank_rec_ledger_entries e where organization_id = $1 and account_id = $2 and area = 'bankRec' and status = 'open'`,
        `select count(*), sum(amount_minor) from bank_rec_ledger_entries e where organization_id = $1 and account_id = $2 and area = 'bankRec' and status = 'open' and not ${live}`,
      ],
      // search ledger: the status filter's count over the organisation
      searchCountOpen: [
        `select count(*) from bank_rec_ledger_entries e where organization_id = $1 and area = 'bankRec' and status = 'open' and $2::text is not null`,
        `select count(*) from bank_rec_ledger_entries e where organization_id = $1 and area = 'bankRec' and status = 'open' and not ${live} and $2::text is not null`,
      ],
      // search ledger: first page of matched entries, newest first
      searchPageMatched: [
        `select id from bank_rec_ledger_entries e where organization_id = $1 and area = 'bankRec' and status = 'matched' and $2::text is not null order by transaction_date desc, id limit 50`,
        `select id from bank_rec_ledger_entries e where organization_id = $1 and area = 'bankRec' and status = 'open' and ${live} and $2::text is not null order by transaction_date desc, id limit 50`,
      ],
      // outstanding / panel: open ledger sums per account up to a month end
      openSumsByAccount: [
        `select account_id, sum(amount_minor) from bank_rec_ledger_entries e where organization_id = $1 and area = 'bankRec' and transaction_date <= '2026-06-30' and status = 'open' and $2::text is not null group by 1`,
        `select account_id, sum(amount_minor) from bank_rec_ledger_entries e where organization_id = $1 and area = 'bankRec' and transaction_date <= '2026-06-30' and status = 'open' and not ${live} and $2::text is not null group by 1`,
      ],
    };
    const best = async (text: string) => {
      let min = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i += 1) {
        const t0 = performance.now();
        await c.query(text, [org, account]);
        min = Math.min(min, performance.now() - t0);
      }
      return Math.round(min * 10) / 10;
    };
    await rolledBack(c, async () => {
      for (const ddl of statusIndexes) await c.query(ddl);
      await c.query('analyze bank_rec_ledger_entries');
      for (const [label, [stored]] of Object.entries(reads))
        ms[`read.${label}.statusIndexed`] = await best(stored);
    });
    await c.query('analyze bank_rec_ledger_entries');
    for (const [label, [stored, derived]] of Object.entries(reads)) {
      ms[`read.${label}.stored`] = await best(stored);
      ms[`read.${label}.derived`] = await best(derived);
      log(
        `read ${label}: ${ms[`read.${label}.statusIndexed`]} / ${ms[`read.${label}.stored`]} / ${ms[`read.${label}.derived`]} ms`,
      );
    }
    await c.query(
      `update bank_rec_ledger_entries set status = 'open' where organization_id = $1 and status = 'matched'`,
      [org],
    );

    // --- the engine's input: rows against COPY out (one account, then every account) ---
    const ledgerSelect = `select e.id, e.transaction_date::text, e.amount_minor::text, e.check_no, e.details, e.co_id,
        e.tax_type, e.tax_code, e.transaction_type, (e.manual_check or not e.auto_match) as excluded
      from bank_rec_ledger_entries e where e.organization_id = '${org}' and e.status = 'open' and e.amount_minor <> 0`;
    await timed('read.ledgerAllAsRows', ms, () => c.query(ledgerSelect));
    await timed('read.ledgerAllCopyOut', ms, async () => {
      let bytes = 0;
      const stream = c.query(copyTo(`copy (${ledgerSelect}) to stdout`));
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
      return bytes;
    });

    // --- what fill factor 50 costs in space: the table rewritten at 50 (as loaded) and at 100 ---
    const size = async () =>
      Number(
        (await c.query<{ n: string }>(`select pg_relation_size('bank_rec_ledger_entries') n`)).rows[0]!.n,
      );
    await c.query('vacuum full bank_rec_ledger_entries');
    const sizeAt50 = await size();
    await c.query('alter table bank_rec_ledger_entries set (fillfactor = 100)');
    await c.query('vacuum full bank_rec_ledger_entries');
    const sizeAt100 = await size();
    process.stdout.write(
      `${JSON.stringify(
        {
          benchmark: 'auto-match write options (ADR 0021)',
          world: {
            ledger: world.ledger.length,
            bank: world.bank.length,
            matches: matchRows.length,
            items: itemRows.length,
            ledgerMarked: ledgerIds.length,
          },
          machine: { cpus: os.cpus().length, loadAverageBefore, loadAverageAfter: loadAverage() },
          ledgerHeapBytes: { fillfactor50: sizeAt50, fillfactor100: sizeAt100 },
          ms,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await c.end().catch(() => undefined);
    await withClient(BASE_URL, (x) => x.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((error) => {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
