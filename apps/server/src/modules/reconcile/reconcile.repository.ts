import type { LedgerArea } from '@clearline/domain/areas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';
import { BANK_LINE_OPEN_SQL } from '../matching/index';

/** Read-side queries of reconciliation: open lines, the monthly panel, notification counts. */

interface OpenLineRow {
  id: string;
  date: string;
  amount: string;
  text: string;
  reference: string;
  co_id: string;
  account: string;
  transaction_type: string;
  tax_type: string;
}

export interface OpenLineFilter {
  side: 'bank' | 'ledger';
  /** The ledger area asking: another area's bank account has no open lines for it. */
  area: LedgerArea;
  accountId: string;
  from?: string | undefined;
  to?: string | undefined;
  /** Words to find in the text, references or check number. */
  words?: string | undefined;
  /** An exact amount in cents (either sign when `anySign`). */
  amountMinor?: number | undefined;
  anySign?: boolean;
  direction?: 'in' | 'out' | undefined;
}

/** The organisation's bank account belongs to the area (a bank account holds one area's money). */
const accountOfArea = (organizationId: string, accountId: string, area: LedgerArea) =>
  sql`exists (select 1 from bank_rec_bank_accounts a
               where a.organization_id = ${organizationId} and a.account_id = ${accountId} and a.area = ${area})`;

/** The organisation's bank account ids of the area, for an `in (...)`. */
const accountsOfArea = (organizationId: string, area: LedgerArea) =>
  sql`(select a.account_id from bank_rec_bank_accounts a
        where a.organization_id = ${organizationId} and a.area = ${area})`;

function openLineWhere(organizationId: string, f: OpenLineFilter) {
  const bank = f.side === 'bank';
  const date = bank ? sql.raw('bt.value_date') : sql.raw('e.transaction_date');
  const amount = bank ? sql.raw('bt.amount_minor') : sql.raw('e.amount_minor');
  const parts = [
    accountOfArea(organizationId, f.accountId, f.area),
    bank
      ? sql`bt.organization_id = ${organizationId} and bt.account_id = ${f.accountId}
            and ${sql.raw(BANK_LINE_OPEN_SQL)}`
      : sql`e.organization_id = ${organizationId} and e.account_id = ${f.accountId} and e.area = ${f.area}
            and e.status = 'open'`,
  ];
  if (f.from) parts.push(sql`${date} >= ${f.from}::date`);
  if (f.to) parts.push(sql`${date} <= ${f.to}::date`);
  if (f.direction === 'in') parts.push(sql`${amount} > 0`);
  if (f.direction === 'out') parts.push(sql`${amount} < 0`);
  if (f.amountMinor !== undefined) {
    parts.push(
      f.anySign ? sql`${amount} in (${f.amountMinor}, ${-f.amountMinor})` : sql`${amount} = ${f.amountMinor}`,
    );
  }
  if (f.words) {
    const like = `%${f.words.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
    parts.push(
      bank
        ? sql`(bt.text ilike ${like} or bt.bank_reference ilike ${like} or bt.customer_reference ilike ${like})`
        : sql`(e.details ilike ${like} or e.check_no ilike ${like} or e.co_id ilike ${like} or e.account ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** One window of open lines in date order, with the count and sum of everything the filter selects. */
export async function openLines(
  db: DbOrTx,
  organizationId: string,
  filter: OpenLineFilter,
  offset: number,
  limit: number,
): Promise<{ rows: OpenLineRow[]; total: number; totalMinor: string }> {
  const where = openLineWhere(organizationId, filter);
  const select =
    filter.side === 'bank'
      ? sql`select bt.id, bt.value_date::text as date, bt.amount_minor::text as amount, bt.text,
                 coalesce(nullif(bt.bank_reference, ''), bt.customer_reference) as reference, '' as co_id,
                 '' as account, bt.type_code as transaction_type, '' as tax_type
            from bank_transactions bt where ${where}
           order by bt.value_date, bt.amount_minor, bt.id`
      : sql`select e.id, e.transaction_date::text as date, e.amount_minor::text as amount, e.details as text,
                 e.check_no as reference, e.co_id, e.account, e.transaction_type, e.tax_type
            from bank_rec_ledger_entries e where ${where}
           order by e.transaction_date, e.amount_minor, e.id`;
  const from = filter.side === 'bank' ? sql`from bank_transactions bt` : sql`from bank_rec_ledger_entries e`;
  const amount = filter.side === 'bank' ? sql.raw('bt.amount_minor') : sql.raw('e.amount_minor');
  const [rows, [totals]] = await Promise.all([
    queryRows<OpenLineRow>(db, sql`${select} offset ${offset} limit ${limit}`),
    queryRows<{ n: number; total: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(${amount}), 0)::text as total ${from} where ${where}`,
    ),
  ]);
  return { rows, total: totals?.n ?? 0, totalMinor: totals?.total ?? '0' };
}

interface PanelRow {
  account_id: string;
  account_name: string;
  start_date: string | null;
  bank_opening: string | null;
  bank_closing: string | null;
  book_balance: string;
  matched_count: number;
  matched_amount: string;
  open_bank_count: number;
  open_bank_amount: string;
  open_ledger_count: number;
  open_ledger_amount: string;
  reconciling_count: number;
  adjustments: string;
}

/**
 * The reconciliation of each bank account at a month's end E. The account's starting point is its first
 * statement's opening balance on date S (the balance brought forward); lines dated before S are outside
 * the reconciliation. A match is complete at E when all its lines are dated in [S, E]; a line of an
 * incomplete match is open (a check written before S that cleared after it shows as an open bank line).
 * Then bank closing = book balance + open bank − open ledger + adjustments, exactly, whenever the
 * statements' balances agree with their lines: a non-zero difference points at a missing statement
 * line or a balance the bank's own lines do not add up to.
 */
export async function panelRows(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  monthStart: string,
  monthEnd: string,
  accountId: string | undefined,
): Promise<PanelRow[]> {
  const accounts = await queryRows<{ account_id: string; account_name: string; start_date: string | null }>(
    db,
    sql`select a.account_id, a.name as account_name, a.reconciliation_start::text as start_date
        from bank_rec_bank_accounts a
       where a.organization_id = ${organizationId} and a.area = ${area}
             ${accountId ? sql`and a.account_id = ${accountId}` : sql``}
       order by a.account_id`,
  );
  const rows: PanelRow[] = [];
  for (const account of accounts)
    rows.push(await panelRow(db, organizationId, area, monthStart, monthEnd, account));
  return rows;
}

/**
 * Whether a line's date (`column`) is in the reconciliation at `end`: from the account's start (the
 * first statement day it ever had, kept on the account: ADR 0035) when it has one, up to `end`. The panel and the statement report share it.
 */
export const inReconScope = (column: SQL, start: string | null, end: string): SQL =>
  start ? sql`${column} between ${start}::date and ${end}::date` : sql`${column} <= ${end}::date`;

/**
 * The account's matches complete at `end`: confirmed, with every line dated in [start, end]. The panel
 * counts what they cover and the statement report lists what they leave open: one rule, so they agree.
 */
export const completeMatchesSql = (
  organizationId: string,
  accountId: string,
  start: string | null,
  end: string,
): SQL =>
  sql`select m.id, m.bank_total_minor, m.difference_minor
        from matches m
        join match_items mi on mi.match_id = m.id
        left join bank_transactions bt on bt.id = mi.bank_transaction_id
        left join bank_rec_ledger_entries e on e.id = mi.ledger_entry_id
       where m.organization_id = ${organizationId} and m.account_id = ${accountId} and m.status = 'confirmed'
       group by m.id
      having ${start ? sql`min(coalesce(bt.value_date, e.transaction_date)) >= ${start}::date and` : sql``}
             max(coalesce(bt.value_date, e.transaction_date)) <= ${end}::date`;

/**
 * One account's figures with set arithmetic instead of a per-line "is it matched" probe: open = all
 * lines in [S, E] minus the lines of complete matches (a complete match's lines all lie in [S, E]).
 * Every query walks an index: balances and lines by (organisation, account, date), matches by account.
 */
async function panelRow(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  monthStart: string,
  monthEnd: string,
  account: { account_id: string; account_name: string; start_date: string | null },
): Promise<PanelRow> {
  const id = account.account_id;
  const start = account.start_date;
  const inScope = (column: SQL) => inReconScope(column, start, monthEnd);
  const [row] = await queryRows<Omit<PanelRow, 'account_id' | 'account_name' | 'start_date'>>(
    db,
    sql`
    with complete as (${completeMatchesSql(organizationId, id, start, monthEnd)}),
    matched as (
      select
        count(*) filter (where mi.side = 'bank')::int as bank_n,
        coalesce(sum(mi.amount_minor) filter (where mi.side = 'bank'), 0) as bank_sum,
        count(*) filter (where mi.side = 'ledger')::int as ledger_n,
        coalesce(sum(mi.amount_minor) filter (where mi.side = 'ledger'), 0) as ledger_sum
      from match_items mi join complete c on c.id = mi.match_id
      where mi.live
    ),
    bank as (
      select count(*)::int as n, coalesce(sum(bt.amount_minor), 0) as total from bank_transactions bt
       where bt.organization_id = ${organizationId} and bt.account_id = ${id} and ${inScope(sql.raw('bt.value_date'))}
    ),
    book as (
      select count(*)::int as n, coalesce(sum(e.amount_minor), 0) as total,
             count(*) filter (where e.status = 'reconciling')::int as reconciling
        from bank_rec_ledger_entries e
       where e.organization_id = ${organizationId} and e.account_id = ${id} and e.area = ${area}
         and e.status <> 'void' and ${inScope(sql.raw('e.transaction_date'))}
    )
    select
      (select b.amount_minor::text from bank_statement_balances b
        where b.organization_id = ${organizationId} and b.account_id = ${id} and b.kind = 'opening'
          and b.date between ${monthStart}::date and ${monthEnd}::date
        order by b.date, b.id limit 1) as bank_opening,
      (select b.amount_minor::text from bank_statement_balances b
        where b.organization_id = ${organizationId} and b.account_id = ${id} and b.kind = 'closing'
          and b.date between ${monthStart}::date and ${monthEnd}::date
        order by b.date desc, b.id desc limit 1) as bank_closing,
      (coalesce((select b.amount_minor from bank_statement_balances b
         where b.organization_id = ${organizationId} and b.account_id = ${id} and b.kind = 'opening'
           and b.date = ${start}::date order by b.id limit 1), 0) + (select total from book))::text as book_balance,
      (select count(*)::int from complete) as matched_count,
      (select coalesce(sum(bank_total_minor), 0)::text from complete) as matched_amount,
      ((select n from bank) - (select bank_n from matched))::int as open_bank_count,
      ((select total from bank) - (select bank_sum from matched))::text as open_bank_amount,
      ((select n from book) - (select ledger_n from matched))::int as open_ledger_count,
      ((select total from book) - (select ledger_sum from matched))::text as open_ledger_amount,
      (select reconciling from book) as reconciling_count,
      (select coalesce(sum(difference_minor), 0)::text from complete) as adjustments`,
  );
  if (!row) throw new Error('panel query returned nothing');
  return { account_id: id, account_name: account.account_name, start_date: start, ...row };
}

interface CountsRow {
  open_bank: number;
  aged: number;
  pending: number;
  open_ledger: number;
}

/**
 * The four notification counts of a ledger area in one statement: open bank lines from the summaries
 * (ADR 0015), suggestions of the area's bank accounts and the area's open ledger entries live (indexed). The two ledger counts come from
 * one pass over the organisation's open entries (an aggregate with a filter): they were two scans, the
 * largest part of the counts' time in embedded mode (issue 10, item 5).
 */
export async function notificationCounts(
  db: DbOrTx,
  organizationId: string,
  agedBefore: string,
  area: LedgerArea = 'bankRec',
): Promise<CountsRow | undefined> {
  const [row] = await queryRows<CountsRow>(
    db,
    sql`with open_entries as (
        select count(*)::int as open_ledger,
               (count(*) filter (where e.transaction_date < ${agedBefore}::date))::int as aged
          from bank_rec_ledger_entries e
         where e.organization_id = ${organizationId} and e.area = ${area} and e.status = 'open')
      select
      -- Open bank lines from the summaries' month rows (ADR 0015; a few hundred rows): counting the live
      -- rows scanned every bank line of the area (about 1 s at 1,000,000 lines), the day rows took 47 ms.
      (select coalesce(sum(x.line_count), 0)::int from rec_line_months x
        where x.organization_id = ${organizationId} and x.side = 'bank' and x.state = 'open'
          and x.account_id in ${accountsOfArea(organizationId, area)}) as open_bank,
      open_entries.aged,
      (select count(*)::int from match_suggestions s
        where s.organization_id = ${organizationId} and s.status = 'pending'
          and s.account_id in ${accountsOfArea(organizationId, area)}) as pending,
      open_entries.open_ledger
      from open_entries`,
  );
  return row;
}
