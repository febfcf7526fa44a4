import type { LedgerArea } from '@clearline/domain/areas';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

/**
 * The dashboards' reads: the reconciliation summaries (rec_line_months, rec_line_summaries,
 * rec_match_summaries, kept by triggers: ADR 0015), statement balances, suggestions and imports. None
 * reads a ledger or bank line. Every query names the organisation and the area's bank accounts.
 */

/** The organisation's bank account ids of the area, for an `in (...)`. */
const accountIdsOf = (organizationId: string, area: LedgerArea) =>
  sql`(select a.account_id from bank_rec_bank_accounts a
        where a.organization_id = ${organizationId} and a.area = ${area})`;

/** The area's bank accounts with the start of their reconciliation (its first statement day: ADR 0035). */
const areaAccounts = (organizationId: string, area: LedgerArea) =>
  sql`select a.account_id, a.name, a.reconciliation_start as s
      from bank_rec_bank_accounts a
     where a.organization_id = ${organizationId} and a.area = ${area}`;

export interface AccountBalancesRow {
  account_id: string;
  name: string;
  start_date: string | null;
  start_opening: string | null;
  /** The last closing balance of each month asked, in order (null when none). */
  closings: (string | null)[];
}

/** Each account with its start, its opening balance there and the last closing balance of each month. */
export async function accountBalances(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  months: { start: string; end: string }[],
): Promise<AccountBalancesRow[]> {
  const closings = months.map(
    (m) => sql`(select b.amount_minor::text from bank_statement_balances b
        where b.organization_id = ${organizationId} and b.account_id = acc.account_id and b.kind = 'closing'
          and b.date between ${m.start}::date and ${m.end}::date
        order by b.date desc, b.id desc limit 1)`,
  );
  return queryRows<AccountBalancesRow>(
    db,
    sql`with acc as materialized (${areaAccounts(organizationId, area)})
      select acc.account_id, acc.name, acc.s::text as start_date,
        (select b.amount_minor::text from bank_statement_balances b
          where b.organization_id = ${organizationId} and b.account_id = acc.account_id and b.kind = 'opening'
            and b.date = acc.s order by b.id limit 1) as start_opening,
        array[${sql.join(closings, sql`, `)}]::text[] as closings
      from acc order by acc.account_id`,
  );
}

export interface ScopeTotalsRow {
  account_id: string;
  /** Per month end asked, in order: lines in [start, end] (bank, book) and those in a live match. */
  bank: string[];
  book: string[];
  matched_bank: string[];
  matched_ledger: string[];
  open_bank_count: number;
  open_bank_amount: string;
  open_ledger_count: number;
  open_ledger_amount: string;
}

/**
 * Per account and month end E: the sums of the panel's scope [start, E] (bank lines, the area's non-void
 * ledger entries, and of those the lines in a live match), from whole months (the start's own when the
 * start is its first day) plus, for a start within a month, that month's days from the start; and the lines open now in scope (ledger: not reconciling
 * items). `ends` are month ends, `lastEnd` the latest of them.
 */
export async function scopeTotals(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  ends: string[],
): Promise<ScopeTotalsRow[]> {
  const matched = sql`state in ('auto', 'suggested', 'manual')`;
  const per = (filter: ReturnType<typeof sql>) =>
    sql`array[${sql.join(
      ends.map((e) => sql`coalesce(sum(amount_minor) filter (where ${filter} and d <= ${e}::date), 0)::text`),
      sql`, `,
    )}]`;
  const lastEnd = ends.reduce((a, b) => (a > b ? a : b));
  return queryRows<ScopeTotalsRow>(
    db,
    sql`with acc as materialized (${areaAccounts(organizationId, area)}),
      parts as (
        -- Per account (an index range each): whole months from the first whole month of its scope...
        select acc.account_id, m.side, m.month as d, m.state, m.line_count, m.amount_minor
          from acc cross join lateral (
            select m.side, m.month, m.state, m.line_count, m.amount_minor from rec_line_months m
             where m.organization_id = ${organizationId} and m.account_id = acc.account_id
               and m.month >= case when acc.s is null then '1900-01-01'::date
                                   when acc.s = date_trunc('month', acc.s)::date then acc.s
                                   else (date_trunc('month', acc.s) + interval '1 month')::date end
               and m.month <= ${lastEnd}::date and (m.side = 'bank' or m.area = ${area})) m
        union all
        -- ...and, for a start within a month, that month's days from the start.
        select acc.account_id, x.side, x.day, x.state, x.line_count, x.amount_minor
          from acc cross join lateral (
            select x.side, x.day, x.state, x.line_count, x.amount_minor from rec_line_summaries x
             where x.organization_id = ${organizationId} and x.account_id = acc.account_id
               and x.day >= acc.s and x.day < (date_trunc('month', acc.s) + interval '1 month')::date
               and x.day <= ${lastEnd}::date and (x.side = 'bank' or x.area = ${area})) x
         where acc.s is not null and acc.s <> date_trunc('month', acc.s)::date)
      select account_id,
        ${per(sql`side = 'bank'`)} as bank,
        ${per(sql`side = 'ledger'`)} as book,
        ${per(sql`side = 'bank' and ${matched}`)} as matched_bank,
        ${per(sql`side = 'ledger' and ${matched}`)} as matched_ledger,
        coalesce(sum(line_count) filter (where side = 'bank' and state = 'open'), 0)::int as open_bank_count,
        coalesce(sum(amount_minor) filter (where side = 'bank' and state = 'open'), 0)::text as open_bank_amount,
        coalesce(sum(line_count) filter (where side = 'ledger' and state = 'open'), 0)::int as open_ledger_count,
        coalesce(sum(amount_minor) filter (where side = 'ledger' and state = 'open'), 0)::text as open_ledger_amount
      from parts group by account_id`,
  );
}

export interface OpenDayRow {
  side: 'bank' | 'ledger';
  day: string;
  n: number;
  amount: string;
}

/** Open lines by day (in each account's scope, up to `asOf`), for the aging buckets. */
export async function openByDay(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  asOf: string,
): Promise<OpenDayRow[]> {
  return queryRows<OpenDayRow>(
    db,
    sql`with acc as materialized (${areaAccounts(organizationId, area)})
      select x.side, x.day::text as day, sum(x.line_count)::int as n, sum(x.amount_minor)::text as amount
        from rec_line_summaries x join acc on acc.account_id = x.account_id
       where x.organization_id = ${organizationId} and x.state = 'open' and (x.side = 'bank' or x.area = ${area})
         and (acc.s is null or x.day >= acc.s) and x.day <= ${asOf}::date
       group by 1, 2`,
  );
}

export interface MonthStateRow {
  month: string;
  state: string;
  n: number;
}

/** Bank lines dated in [from, to] (month starts) by month and state, over the area's accounts. */
export async function bankLinesByMonth(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  from: string,
  to: string,
): Promise<MonthStateRow[]> {
  return queryRows<MonthStateRow>(
    db,
    sql`select m.month::text as month, m.state, sum(m.line_count)::int as n
        from rec_line_months m
       where m.organization_id = ${organizationId} and m.side = 'bank'
         and m.account_id in ${accountIdsOf(organizationId, area)}
         and m.month between ${from}::date and ${to}::date
       group by 1, 2`,
  );
}

export interface FunnelRow {
  /** Set on the per-account rows, null on the per-rule ones. */
  account_id: string | null;
  rule_id: string | null;
  state: string;
  n: number;
  amount: string;
}

/** A month's bank lines by state, per account and per rule (one grouping each), over the area's accounts. */
export async function funnelOfMonth(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  month: string,
): Promise<FunnelRow[]> {
  return queryRows<FunnelRow>(
    db,
    sql`select m.account_id, m.rule_id, m.state, sum(m.line_count)::int as n, sum(m.amount_minor)::text as amount
        from rec_line_months m
       where m.organization_id = ${organizationId} and m.side = 'bank' and m.month = ${month}::date
         and m.account_id in ${accountIdsOf(organizationId, area)}
       group by grouping sets ((m.account_id, m.state), (m.rule_id, m.state))`,
  );
}

/** Pending suggestions of the area's accounts, by account and rule. */
export async function pendingSuggestions(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
): Promise<{ account_id: string; rule_id: string; n: number }[]> {
  return queryRows(
    db,
    sql`select s.account_id, s.rule_id, count(*)::int as n from match_suggestions s
       where s.organization_id = ${organizationId} and s.status = 'pending'
         and s.account_id in ${accountIdsOf(organizationId, area)}
       group by 1, 2`,
  );
}

/** Confirmed matches made on or after `from` (UTC day), by kind and person. */
export async function matchesByPerson(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  from: string,
): Promise<{ created_by: string | null; kind: string; n: number }[]> {
  return queryRows(
    db,
    sql`select s.created_by, s.kind, sum(s.match_count)::int as n from rec_match_summaries s
       where s.organization_id = ${organizationId} and s.day >= ${from}::date
         and s.account_id in ${accountIdsOf(organizationId, area)}
       group by 1, 2`,
  );
}

export interface ImportsRow {
  files: number;
  lines: number;
  files_with_errors: number;
  errors: number;
  unimported: number;
}

/** The area's imports started since `since`: files, lines read, failures and line errors, un-imports. */
export async function importsSince(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  since: string,
): Promise<ImportsRow> {
  const [row] = await queryRows<ImportsRow>(
    db,
    sql`select count(*)::int as files,
          coalesce(sum(coalesce((i.counts->>'imported')::int, 0) + coalesce((i.counts->>'updated')::int, 0)
                       + coalesce((i.counts->>'unchanged')::int, 0)), 0)::int as lines,
          (count(*) filter (where i.status = 'Failed' or i.error_flag))::int as files_with_errors,
          coalesce(sum(coalesce((i.counts->>'errors')::int, 0)), 0)::int as errors,
          (count(*) filter (where i.status = 'Un-imported'))::int as unimported
        from imports i
       where i.organization_id = ${organizationId} and i.area = ${area} and i.created_at >= ${since}::timestamptz`,
  );
  return row ?? { files: 0, lines: 0, files_with_errors: 0, errors: 0, unimported: 0 };
}

/**
 * The organisation's summary version: the sum of its accounts' counters (each only grows, so any recount
 * moves the sum) and how many bank accounts it has (an account added without lines yet).
 */
export async function summaryVersion(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select concat((select coalesce(sum(version), 0) from rec_summary_versions where organization_id = ${organizationId}),
                      ':', (select count(*) from bank_rec_bank_accounts where organization_id = ${organizationId})) as v`,
  );
  return row?.v ?? '0:0';
}
