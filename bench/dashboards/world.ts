import { addDays } from '@clearline/domain';
import { type BankLine, generateMatchingWorld, seededRandom } from '@clearline/domain/matching';
import type pg from 'pg';
import {
  BANK_COLUMNS,
  bankRow,
  copyRows,
  insertBenchAccounts,
  LEDGER_COLUMNS,
  ledgerRow,
  type Maps,
  newImport,
  uuidOf,
} from '../matching/world-db';

/**
 * The dashboards' world in the demo bureau: the matching bench's labelled world (packages/domain's
 * generator; `ledger` ledger lines, one bank account per 20,000) ending today, its bank side topped up to
 * `bank` lines with unmatched copies, loaded with COPY (triggers off, indexes rebuilt after). Its true
 * matches become matches as people and the engine would have made them: 88% auto-confirmed by their
 * scenario's rule, 4% accepted suggestions and 4% by hand (ops and the bank-rec clerk, alternately),
 * 2% pending suggestions, the rest open. Monthly statement balances follow the lines (one account's last
 * month is a cent off, so a difference shows), then the summaries are rebuilt from the rows.
 */
export async function buildDashboardWorld(
  c: pg.Client,
  options: { organizationId: string; ledger: number; bank: number; today: string; seed: number },
  log: (message: string) => void,
) {
  const { organizationId } = options;
  const world = generateMatchingWorld({
    seed: options.seed,
    size: options.ledger,
    startDate: addDays(options.today, -365),
  });
  log(
    `generated ${world.ledger.length} ledger, ${world.bank.length} bank lines, ${world.truth.length} true matches`,
  );
  const accounts = [...new Set(world.ledger.map((l) => l.accountId))].sort();
  const maps: Maps = {
    organizationId,
    account: new Map(accounts.map((a, i) => [a, `77${String(i).padStart(8, '0')}`])),
    coId: new Map(),
  };
  for (const line of world.ledger) {
    const co = line.coId ?? '';
    if (!maps.coId.has(co)) maps.coId.set(co, `B${maps.coId.size.toString(36).toUpperCase()}`);
  }
  await insertBenchAccounts(
    c,
    organizationId,
    { id: 'BENCH', name: 'Bench' },
    'bankRec',
    maps.account.values(),
  );
  await copyRows(
    c,
    'bank_rec_clients',
    ['organization_id', 'co_id', 'co_name'],
    [...maps.coId.values()].map((co) => [organizationId, co, `Bench client ${co}`]),
  );
  const users = await c.query<{ id: string }>(
    `select id from users where email in ('ops@demo.test', 'bankrec@demo.test') order by email`,
  );
  const people = users.rows.map((r) => r.id);

  // Who matched what: decided before the load so ledger entries carry their status.
  const random = seededRandom(options.seed + 1);
  const bankDate = new Map(world.bank.map((l) => [l.id, l.date]));
  const bankAmount = new Map(world.bank.map((l) => [l.id, l.amountMinor]));
  const accountOfBank = new Map(world.bank.map((l) => [l.id, maps.account.get(l.accountId) ?? '']));
  const ledgerAmount = new Map(world.ledger.map((l) => [l.id, l.amountMinor]));
  const matched = new Set<string>();
  const matchRows: unknown[][] = [];
  const itemRows: unknown[][] = [];
  const suggestionRows: unknown[][] = [];
  let n = 0;
  for (const truth of world.truth) {
    const roll = random();
    const total = (ids: string[], of: Map<string, number>) => ids.reduce((s, id) => s + (of.get(id) ?? 0), 0);
    const bankTotal = total(truth.bankIds, bankAmount);
    const ledgerTotal = total(truth.ledgerIds, ledgerAmount);
    const difference = bankTotal - ledgerTotal;
    if (roll >= 0.98) continue;
    const firstBank = truth.bankIds[0];
    if (roll >= 0.96) {
      suggestionRows.push([
        organizationId,
        accountOfBank.get(firstBank ?? '') ?? '',
        truth.scenario,
        70,
        `{${truth.bankIds.map(uuidOf).join(',')}}`,
        `{${truth.ledgerIds.map(uuidOf).join(',')}}`,
        difference,
        'pending',
      ]);
      continue;
    }
    n += 1;
    const id = `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const kind = roll < 0.88 ? 'auto' : 'manual';
    const rule = roll < 0.88 ? truth.scenario : roll < 0.92 ? truth.scenario : 'manual';
    const by = kind === 'auto' ? null : (people[n % people.length] ?? null);
    const date = bankDate.get(firstBank ?? '') ?? options.today;
    const madeOn = addDays(date, 1) > options.today ? options.today : addDays(date, 1);
    matchRows.push([
      id,
      organizationId,
      accountOfBank.get(firstBank ?? '') ?? '',
      kind,
      'confirmed',
      rule,
      kind === 'auto' ? 95 : 100,
      bankTotal,
      ledgerTotal,
      difference,
      difference === 0 ? null : 'Timing Difference',
      difference === 0 ? null : 'bench',
      by,
      `${madeOn}T12:00:00Z`,
    ]);
    for (const b of truth.bankIds)
      itemRows.push([id, organizationId, 'bank', uuidOf(b), null, bankAmount.get(b) ?? 0]);
    for (const l of truth.ledgerIds) {
      itemRows.push([id, organizationId, 'ledger', null, uuidOf(l), ledgerAmount.get(l) ?? 0]);
      matched.add(l);
    }
  }

  const importId = await newImport(c, organizationId, 'bench-dashboards.bai');
  const indexes = await c.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where tablename in ('bank_rec_ledger_entries', 'bank_transactions', 'matches', 'match_items')
        and indexname not like '%_pkey'`,
  );
  for (const index of indexes.rows) await c.query(`drop index ${index.indexname}`);
  await c.query('set session_replication_role = replica');
  let t0 = performance.now();
  await copyRows(
    c,
    'bank_rec_ledger_entries',
    LEDGER_COLUMNS,
    (function* () {
      for (const line of world.ledger) {
        const row = ledgerRow(line, maps);
        if (matched.has(line.id)) row[row.length - 2] = 'matched';
        yield row;
      }
    })(),
  );
  log(`ledger copied in ${Math.round(performance.now() - t0)} ms`);
  t0 = performance.now();
  const extra = Math.max(0, options.bank - world.bank.length);
  await copyRows(
    c,
    'bank_transactions',
    BANK_COLUMNS,
    (function* () {
      let line = 0;
      for (const l of world.bank) yield bankRow(l, maps, importId, ++line);
      // Unmatched bank lines up to the size asked: copies of generated lines a cent off, new ids.
      for (let i = 0; i < extra; i += 1) {
        const source = world.bank[(i * 7919) % world.bank.length] as BankLine;
        const copy = { ...source, id: `B${String(900_000_000 + i)}`, amountMinor: source.amountMinor + 1 };
        yield bankRow(copy, maps, importId, ++line);
      }
    })(),
  );
  log(`bank copied (${world.bank.length} + ${extra}) in ${Math.round(performance.now() - t0)} ms`);
  t0 = performance.now();
  await copyRows(
    c,
    'matches',
    [
      'id',
      'organization_id',
      'account_id',
      'kind',
      'status',
      'rule_id',
      'score',
      'bank_total_minor',
      'ledger_total_minor',
      'difference_minor',
      'adjustment_rec_type',
      'adjustment_reason',
      'created_by',
      'created_at',
    ],
    matchRows as (string | number | null)[][],
  );
  await copyRows(
    c,
    'match_items',
    ['match_id', 'organization_id', 'side', 'bank_transaction_id', 'ledger_entry_id', 'amount_minor'],
    itemRows as (string | number | null)[][],
  );
  await copyRows(
    c,
    'match_suggestions',
    [
      'organization_id',
      'account_id',
      'rule_id',
      'score',
      'bank_ids',
      'ledger_ids',
      'difference_minor',
      'status',
    ],
    suggestionRows as (string | number | null)[][],
  );
  log(
    `${matchRows.length} matches, ${itemRows.length} items, ${suggestionRows.length} suggestions in ${Math.round(performance.now() - t0)} ms`,
  );
  await c.query('set session_replication_role = origin');
  t0 = performance.now();
  await c.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes.rows) await c.query(index.indexdef);
  log(`indexes in ${Math.round(performance.now() - t0)} ms`);
  // Statements: each month of each account opens where the last closed; one account's last month is off.
  await c.query(
    `with m as (
       select account_id, date_trunc('month', value_date)::date as month, sum(amount_minor) as total
         from bank_transactions where organization_id = $1 and import_id = $2 group by 1, 2),
     c as (
       select account_id, month, sum(total) over w - total as opening, sum(total) over w as closing
         from m window w as (partition by account_id order by month))
     insert into bank_statement_balances (organization_id, account_id, import_id, date, kind, code, amount_minor, currency)
     select $1, account_id, $2, month, 'opening', '010', opening, 'USD' from c
     union all
     select $1, account_id, $2, (month + interval '1 month - 1 day')::date, 'closing', '015',
            closing + case when account_id = '7700000001' and month = date_trunc('month', $3::date - interval '1 month') then 100 else 0 end,
            'USD' from c`,
    [organizationId, importId, options.today],
  );
  t0 = performance.now();
  await c.query('vacuum analyze');
  log(`vacuum analyze in ${Math.round(performance.now() - t0)} ms`);
  t0 = performance.now();
  await c.query('select rec_summaries_rebuild()');
  const rebuildMs = performance.now() - t0;
  await c.query('analyze rec_line_summaries; analyze rec_line_months; analyze rec_match_summaries');
  log(`summaries rebuilt in ${Math.round(rebuildMs)} ms`);
  const counts = await c.query<{
    ledger: string;
    bank: string;
    matches: string;
    day_rows: string;
    month_rows: string;
  }>(
    `select (select count(*) from bank_rec_ledger_entries where organization_id = $1) as ledger,
            (select count(*) from bank_transactions where organization_id = $1) as bank,
            (select count(*) from matches where organization_id = $1) as matches,
            (select count(*) from rec_line_summaries where organization_id = $1) as day_rows,
            (select count(*) from rec_line_months where organization_id = $1) as month_rows`,
    [organizationId],
  );
  return { accounts: accounts.length, rebuildMs: Math.round(rebuildMs), rows: counts.rows[0] };
}
