import { randomBytes } from 'node:crypto';
import {
  type BankLine,
  evaluateMatching,
  type LedgerLine,
  type MatchResult,
  type TrueMatch,
} from '@clearline/domain/matching';
import type pg from 'pg';
import { BANK_LINE_COLUMNS, columnNames, LEDGER_LINE_COLUMNS } from '../../apps/server/src/db/file-columns';
import { pgBulkConnection } from '../../apps/server/src/platform/bulk';

/** The generated matching world in the database: its rows, their COPY, and reading the result back. */

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Generator ids (B000000123 / L000000456) as uuids and back: the serial is the last 9 digits. */
export const uuidOf = (id: string) => `${id[0] === 'B' ? 'b' : 'a'}0000000-0000-4000-8000-000${id.slice(1)}`;
export const idOf = (uuid: string) => `${uuid[0] === 'b' ? 'B' : 'L'}${uuid.slice(-9)}`;

export interface Batch {
  lines: BankLine[];
  from: string;
  to: string;
}

/** `count` batches of whole days of bank lines from the middle of the world's dates, each >= `minLines`. */
export function holdOut(bank: readonly BankLine[], count: number, minLines: number): Batch[] {
  const byDate = new Map<string, BankLine[]>();
  for (const line of bank) {
    const list = byDate.get(line.date) ?? [];
    list.push(line);
    byDate.set(line.date, list);
  }
  const dates = [...byDate.keys()].sort();
  const batches: Batch[] = [];
  let d = Math.floor(dates.length / 2);
  while (batches.length < count && d < dates.length) {
    const lines: BankLine[] = [];
    const from = dates[d]!;
    let to = from;
    while (lines.length < minLines && d < dates.length) {
      to = dates[d]!;
      lines.push(...byDate.get(to)!);
      d += 1;
    }
    batches.push({ lines, from, to });
  }
  return batches;
}

export const LEDGER_COLUMNS = [
  'id',
  'organization_id',
  ...columnNames(LEDGER_LINE_COLUMNS),
  'status',
  'source',
];
export const BANK_COLUMNS = [
  'id',
  'organization_id',
  'account_id',
  'import_id',
  'row_key',
  ...columnNames(BANK_LINE_COLUMNS),
  'extra',
  'line',
];

export interface Maps {
  organizationId: string;
  account: Map<string, string>;
  coId: Map<string, string>;
}

/** A ledger line as a row; only what the table has a column for survives (no reference, no group keys). */
export function ledgerRow(line: LedgerLine, m: Maps) {
  const accountId = m.account.get(line.accountId)!;
  return [
    uuidOf(line.id),
    m.organizationId,
    line.checkNo ?? '',
    line.details ?? '',
    line.amountMinor,
    line.date,
    m.coId.get(line.coId ?? '')!,
    'Operating',
    line.transactionType ?? '',
    line.taxType ?? '',
    `Bench ${accountId}`,
    'BENCH',
    accountId,
    line.reconciling === true,
    line.reconciling ? 'Timing Difference' : '',
    '',
    'open',
    'import',
  ];
}

/** A bank line as a row; the check number goes in extra.checkNumber, which the server reads back. */
export function bankRow(line: BankLine, m: Maps, importId: string, n: number) {
  const extra: Record<string, string> = { ...(line.extra ?? {}) };
  if (line.checkNo) extra.checkNumber = line.checkNo;
  return [
    uuidOf(line.id),
    m.organizationId,
    m.account.get(line.accountId)!,
    importId,
    line.id,
    line.date,
    null,
    line.amountMinor,
    line.currency ?? 'USD',
    line.typeCode ?? '',
    line.bankReference ?? '',
    line.customerReference ?? '',
    line.text ?? '',
    'booked',
    JSON.stringify(extra),
    n,
  ];
}

export async function copyRows(
  client: pg.Client,
  table: string,
  columns: string[],
  rows: Iterable<unknown[]>,
) {
  const writer = pgBulkConnection(client as unknown as pg.PoolClient).writer(table, columns);
  for (const row of rows) await writer.write(row as (string | number | boolean | null)[]);
  return writer.end();
}

export async function newImport(
  client: pg.Client,
  organizationId: string,
  name: string,
  area: 'bankRec' | 'ewa' = 'bankRec',
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into imports (organization_id, area, kind, file_name, sha256, size_bytes, format, status, msg)
     values ($1, $4, 'statement', $2, $3, 0, 'bench', 'Completed', 'benchmark') returning id`,
    [organizationId, name, randomBytes(32).toString('hex'), area],
  );
  return rows[0]!.id;
}

/**
 * A bench ledger and, per account id, a bank account of `area` and its 'Operating' ledger account (both
 * named `Bench <account id>`): what each world's lines post to.
 */
export async function insertBenchAccounts(
  client: pg.Client,
  organizationId: string,
  ledger: { id: string; name: string },
  area: 'bankRec' | 'ewa',
  accountIds: Iterable<string>,
): Promise<void> {
  await client.query(`insert into bank_rec_ledgers (organization_id, ledger_id, name) values ($1, $2, $3)`, [
    organizationId,
    ledger.id,
    ledger.name,
  ]);
  for (const accountId of accountIds) {
    await client.query(
      `insert into bank_rec_bank_accounts (organization_id, name, account_id, area) values ($1, $2, $3, $4)`,
      [organizationId, `Bench ${accountId}`, accountId, area],
    );
    await client.query(
      `insert into bank_rec_ledger_accounts (organization_id, account_name, ledger, ledger_id, account_id)
       values ($1, $2, 'Operating', $3, $4)`,
      [organizationId, `Bench ${accountId}`, ledger.id, accountId],
    );
  }
}

/** Confirmed matches and pending suggestions of the bench accounts, back as generator ids. */
export async function readBack(client: pg.Client, m: Maps): Promise<MatchResult> {
  const accounts = [...m.account.values()];
  const confirmed = await client.query<{ b: string[] | null; l: string[] | null }>(
    `select array_agg(mi.bank_transaction_id::text) filter (where mi.side = 'bank') as b,
            array_agg(mi.ledger_entry_id::text) filter (where mi.side = 'ledger') as l
       from matches x join match_items mi on mi.match_id = x.id and mi.live
      where x.organization_id = $1 and x.account_id = any($2) and x.status = 'confirmed'
      group by x.id`,
    [m.organizationId, accounts],
  );
  const suggested = await client.query<{ b: string[]; l: string[] }>(
    `select bank_ids::text[] as b, ledger_ids::text[] as l from match_suggestions
      where organization_id = $1 and account_id = any($2) and status = 'pending'`,
    [m.organizationId, accounts],
  );
  const asMatch = (r: { b: string[] | null; l: string[] | null }) => ({
    bankIds: (r.b ?? []).map(idOf),
    ledgerIds: (r.l ?? []).map(idOf),
  });
  return {
    confirmed: confirmed.rows.map(asMatch),
    suggested: suggested.rows.map(asMatch),
  } as unknown as MatchResult;
}

export function quality(result: MatchResult, truth: readonly TrueMatch[]) {
  const q = evaluateMatching(result, truth);
  return {
    trueMatches: q.trueMatches,
    confirmed: q.confirmed,
    precision: q.precision,
    recall: round(q.recall, 5),
    autoConfirmedShare: round(q.autoRecall, 4),
    confirmedWrong: q.confirmed - q.confirmedCorrect,
    pendingSuggestions: q.suggested,
    byScenario: Object.fromEntries(
      Object.entries(q.byScenario).map(([k, [total, c, found]]) => [k, { total, confirmed: c, found }]),
    ),
    wrongExamples: q.wrong.slice(0, 3).map((w) => ({ bankIds: w.bankIds, ledgerIds: w.ledgerIds })),
  };
}

/**
 * How the loaded rows lie in the tables' pages:
 * - 'files': as a year of daily files leaves them, each day's lines grouped by bank account (a BAI2
 *   file groups its lines by account; a ledger export by account and client). An account's lines of one
 *   day share a few pages.
 * - 'generated': in the generator's order (by true match, dates and accounts shuffled): every line of an
 *   account on a page of its own, which no sequence of imports produces. The benches' layout until
 *   session 19; kept to compare with their figures.
 */
export type WorldLayout = 'files' | 'generated';

/** The lines in the order the layout lays them down (the generator's own order for 'generated'). */
export function inLayout<T extends { date: string; accountId: string; id: string; coId?: string }>(
  lines: readonly T[],
  layout: WorldLayout,
): readonly T[] {
  if (layout === 'generated') return lines;
  const key = (l: T) => `${l.date}|${l.accountId}|${l.coId ?? ''}`;
  return lines
    .map((line) => ({ line, key: key(line) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.line.id < b.line.id ? -1 : 1))
    .map((x) => x.line);
}

/**
 * Loads a generated world into the organisation as the benches do: bench accounts and clients, the
 * ledger and the bank lines (except `skipBank`) by COPY, in the order `layout` says, with triggers off
 * and the tables' secondary indexes dropped, then the indexes rebuilt and the tables analysed. The
 * caller rebuilds the summaries if it needs them (`rec_summaries_rebuild()`).
 */
export async function loadWorld(
  loader: pg.Client,
  organizationId: string,
  world: { ledger: readonly LedgerLine[]; bank: readonly BankLine[] },
  skipBank: ReadonlySet<string> = new Set(),
  layout: WorldLayout = 'files',
) {
  const timings = { prepareMs: 0, copyLedgerMs: 0, copyBankMs: 0, indexesMs: 0, vacuumAnalyzeMs: 0 };
  let t0 = performance.now();
  const worldAccounts = [...new Set(world.ledger.map((l) => l.accountId))].sort();
  const maps: Maps = {
    organizationId,
    account: new Map(worldAccounts.map((a, i) => [a, `77${String(i).padStart(8, '0')}`])),
    coId: new Map(),
  };
  // Generated coIds (C3-17, C3-T123456) are up to 12 characters: clients get short upper-case ids.
  for (const line of world.ledger) {
    const co = line.coId ?? '';
    if (!maps.coId.has(co)) maps.coId.set(co, `B${maps.coId.size.toString(36).toUpperCase()}`);
  }
  await insertBenchAccounts(
    loader,
    organizationId,
    { id: 'BENCH', name: 'Bench' },
    'bankRec',
    maps.account.values(),
  );
  await copyRows(
    loader,
    'bank_rec_clients',
    ['organization_id', 'co_id', 'co_name'],
    [...maps.coId.values()].map((co) => [organizationId, co, `Bench client ${co}`]),
  );
  const baseImport = await newImport(loader, organizationId, 'bench-base.bai');
  const indexes = await loader.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where tablename in ('bank_rec_ledger_entries', 'bank_transactions') and indexname not like '%_pkey'`,
  );
  for (const index of indexes.rows) await loader.query(`drop index ${index.indexname}`);
  timings.prepareMs = performance.now() - t0;
  // The rows reference existing clients, accounts and the import by construction: no per-row FK checks.
  await loader.query('set session_replication_role = replica');
  t0 = performance.now();
  const ledgerRows = await copyRows(
    loader,
    'bank_rec_ledger_entries',
    LEDGER_COLUMNS,
    (function* () {
      for (const line of inLayout(world.ledger, layout)) yield ledgerRow(line, maps);
    })(),
  );
  timings.copyLedgerMs = performance.now() - t0;
  t0 = performance.now();
  const bankRows = await copyRows(
    loader,
    'bank_transactions',
    BANK_COLUMNS,
    (function* () {
      let n = 0;
      for (const line of inLayout(world.bank, layout))
        if (!skipBank.has(line.id)) yield bankRow(line, maps, baseImport, ++n);
    })(),
  );
  timings.copyBankMs = performance.now() - t0;
  await loader.query('set session_replication_role = origin');
  t0 = performance.now();
  await loader.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes.rows) await loader.query(index.indexdef);
  timings.indexesMs = performance.now() - t0;
  t0 = performance.now();
  await loader.query('vacuum analyze bank_rec_ledger_entries');
  await loader.query('vacuum analyze bank_transactions');
  await loader.query('analyze');
  timings.vacuumAnalyzeMs = performance.now() - t0;
  return { maps, ledgerRows, bankRows, indexes: indexes.rows.length, timings };
}
