import { FUNDS_CATEGORY_WORDS } from '@clearline/domain/funds';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';
import { offsetOf } from '../../platform/paging';

/**
 * Funds coverage of employers, computed from the employer-funds ledger as of a date (the domain's
 * `fundsCoverage` for every employer at once; the tests check that both agree). One pass over the lines
 * sums them per employer and kind of line (ledger, transaction type, sign: a handful per employer), so the
 * category rule runs on those few groups, not on every line; `short_since` needs the end-of-day balances,
 * which are read only for the employers that are short (through the `(organization_id, area, co_id,
 * transaction_date, ...)` index): the first day after the last day that ended at or above zero.
 */

/**
 * The domain's fundsCategoryOf in SQL: ledger name, then transaction type, then the sign. `ledger`,
 * `type` and `credit` (amount >= 0) are column expressions of the row it classifies.
 */
export function fundsCategorySql(ledger: SQL, type: SQL, credit: SQL): SQL {
  const whens = [ledger, type].flatMap((column) =>
    FUNDS_CATEGORY_WORDS.map(
      ({ category, sql: pattern }) => sql`when ${column} ~* ${pattern} then ${category}`,
    ),
  );
  return sql`(case ${sql.join(whens, sql` `)} when ${credit} then 'funding' else 'advance' end)`;
}

/** The category of a ledger line `e`. */
const lineCategory = (alias: string) =>
  fundsCategorySql(
    sql.raw(`${alias}.ledger`),
    sql.raw(`${alias}.transaction_type`),
    sql.raw(`${alias}.amount_minor >= 0`),
  );

export interface CoverageFilter {
  partner?: string | undefined;
  /** Start of the id or any part of the name, ignoring case. */
  search?: string | undefined;
  /** Exactly these employers. */
  employers?: readonly string[] | undefined;
  shortOnly?: boolean;
}

export type CoverageSort =
  | 'coverage'
  | 'employer'
  | '-employer'
  | 'employerName'
  | '-employerName'
  | 'balance'
  | '-balance'
  | 'lastActivity'
  | '-lastActivity';

export interface CoverageRow {
  co_id: string;
  co_name: string;
  partner: string;
  partner_name: string;
  funded: string;
  advanced: string;
  repaid: string;
  fees: string;
  balance: string;
  short_since: string | null;
  last_activity: string | null;
  lines: number;
}

const like = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');

function employersWhere(organizationId: string, f: CoverageFilter): SQL {
  const parts = [sql`c.organization_id = ${organizationId}`, sql`c.area = 'ewa'`];
  if (f.partner) parts.push(sql`c.partner = ${f.partner.toUpperCase()}`);
  if (f.employers) {
    parts.push(
      f.employers.length
        ? sql`c.co_id in (${sql.join(
            f.employers.map((e) => sql`${e}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  const search = f.search?.trim();
  if (search) {
    parts.push(
      sql`(c.co_id like ${`${like(search.toUpperCase())}%`} or lower(c.co_name) like ${`%${like(search.toLowerCase())}%`})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The employers the filter selects, with their figures as of asOf (employers without lines: zeros). */
function coverageCte(organizationId: string, asOf: string, f: CoverageFilter): SQL {
  const lines = sql`e.organization_id = ${organizationId} and e.area = 'ewa' and e.status <> 'void'
        and e.transaction_date <= ${asOf}::date`;
  const category = fundsCategorySql(sql.raw('ledger'), sql.raw('transaction_type'), sql.raw('credit'));
  const sumOf = (name: string) => sql`coalesce(sum(s) filter (where category = ${name}), 0)`;
  return sql`employers as (
      select c.co_id, c.co_name, c.partner from bank_rec_clients c where ${employersWhere(organizationId, f)}
    ),
    per_kind as (
      select e.co_id, e.ledger, e.transaction_type, e.amount_minor >= 0 as credit, count(*)::int as n,
        sum(e.amount_minor) as s, max(e.transaction_date) as last_activity
      from bank_rec_ledger_entries e
      where ${lines} and e.co_id in (select co_id from employers)
      group by e.co_id, e.ledger, e.transaction_type, e.amount_minor >= 0
    ),
    per_employer as (
      select co_id, sum(n)::int as n, sum(s) as balance, ${sumOf('funding')} as funded,
        -${sumOf('advance')} as advanced, ${sumOf('repayment')} as repaid, -${sumOf('fee')} as fees,
        max(last_activity) as last_activity
      from (select per_kind.*, ${category} as category from per_kind) k
      group by co_id
    ),
    short_days as (
      -- One pass over the short employers' lines. (A lateral read per employer through the co_id index
      -- runs faster, but its estimate, 16,000 lines times a third of the employers, makes PostgreSQL
      -- JIT-compile the statement with optimisation: 4 s on this machine, more than it saves.)
      select e.co_id, e.transaction_date as d, sum(e.amount_minor) as s
      from bank_rec_ledger_entries e
      where ${lines} and e.co_id in (select co_id from per_employer where balance < 0)
      group by e.co_id, e.transaction_date
    ),
    marked as (
      select co_id, d, max(case when bal >= 0 then d end) over (partition by co_id) as last_covered
      from (select short_days.*, sum(s) over (partition by co_id order by d) as bal from short_days) r
    ),
    short_since as (
      select co_id, min(d) filter (where last_covered is null or d > last_covered) as short_since
      from marked group by co_id
    ),
    coverage as (
      select em.co_id, em.co_name, em.partner, coalesce(p.name, '') as partner_name,
        coalesce(pe.funded, 0) as funded, coalesce(pe.advanced, 0) as advanced,
        coalesce(pe.repaid, 0) as repaid, coalesce(pe.fees, 0) as fees, coalesce(pe.balance, 0) as balance,
        ss.short_since, pe.last_activity, coalesce(pe.n, 0) as lines
      from employers em
      left join per_employer pe on pe.co_id = em.co_id
      left join short_since ss on ss.co_id = em.co_id
      left join ewa_partners p on p.organization_id = ${organizationId} and p.partner = em.partner
      ${f.shortOnly ? sql`where pe.balance < 0` : sql``}
    )`;
}

const ORDER: Record<CoverageSort, SQL> = {
  coverage: sql`case when balance < 0 then 0 else 1 end, case when balance < 0 then balance end, co_id`,
  employer: sql`co_id`,
  '-employer': sql`co_id desc`,
  employerName: sql`lower(co_name), co_id`,
  '-employerName': sql`lower(co_name) desc, co_id`,
  balance: sql`balance, co_id`,
  '-balance': sql`balance desc, co_id`,
  lastActivity: sql`last_activity nulls first, co_id`,
  '-lastActivity': sql`last_activity desc nulls last, co_id`,
};

const columns = sql`co_id, co_name, partner, partner_name, funded::text, advanced::text, repaid::text,
  fees::text, balance::text, short_since::text, last_activity::text, lines`;

/** Sums over every employer the filter selects (not only a page), named `${prefix}employers` ... */
const totalColumns = (over: SQL, prefix: string) => {
  const name = (column: string) => sql.raw(`${prefix}${column}`);
  return sql`(count(*) ${over})::int as ${name('employers')},
  (count(*) filter (where balance < 0) ${over})::int as ${name('short_employers')},
  coalesce(sum(funded) ${over}, 0)::text as ${name('funded')},
  coalesce(sum(advanced) ${over}, 0)::text as ${name('advanced')},
  coalesce(sum(repaid) ${over}, 0)::text as ${name('repaid')},
  coalesce(sum(fees) ${over}, 0)::text as ${name('fees')},
  coalesce(sum(balance) ${over}, 0)::text as ${name('balance')},
  coalesce(-sum(balance) filter (where balance < 0) ${over}, 0)::text as ${name('shortfall')}`;
};

type Prefixed<T, P extends string> = { [K in keyof T as `${P}${K & string}`]: T[K] };

/** The statement of coveragePage (bench:coverage prints its plan). */
export const coveragePageSql = (
  organizationId: string,
  asOf: string,
  filter: CoverageFilter,
  sort: CoverageSort,
  page: number,
  limit: number,
): SQL => sql`with ${coverageCte(organizationId, asOf, filter)}
      select ${columns}, ${totalColumns(sql`over ()`, 'total_')} from coverage
      order by ${ORDER[sort]} limit ${limit} offset ${offsetOf(page, limit)}`;

/**
 * One page of employers' coverage in the sort's order, each row with the totals of all the filter
 * selects (window sums over the same pass: the ledger is read once for both).
 */
export async function coveragePage(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: CoverageFilter,
  sort: CoverageSort,
  page: number,
  limit: number,
): Promise<(CoverageRow & { totals: CoverageTotals })[]> {
  const rows = await queryRows<CoverageRow & Prefixed<CoverageTotals, 'total_'>>(
    db,
    coveragePageSql(organizationId, asOf, filter, sort, page, limit),
  );
  return rows.map((r) => ({
    ...r,
    totals: {
      employers: r.total_employers,
      short_employers: r.total_short_employers,
      funded: r.total_funded,
      advanced: r.total_advanced,
      repaid: r.total_repaid,
      fees: r.total_fees,
      balance: r.total_balance,
      shortfall: r.total_shortfall,
    },
  }));
}

export interface CoverageTotals {
  employers: number;
  short_employers: number;
  funded: string;
  advanced: string;
  repaid: string;
  fees: string;
  balance: string;
  shortfall: string;
}

/** The totals alone: for a page past the end, which has no row to carry them. */
export async function coverageTotals(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: CoverageFilter,
): Promise<CoverageTotals> {
  const [row] = await queryRows<CoverageTotals>(
    db,
    sql`with ${coverageCte(organizationId, asOf, filter)} select ${totalColumns(sql``, '')} from coverage`,
  );
  if (!row) throw new Error('coverage totals returned nothing');
  return row;
}

/** How many employers of the organisation are short as of the date (the ewaSubledgerRec count). */
export async function shortEmployerCount(db: DbOrTx, organizationId: string, asOf: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select e.co_id from bank_rec_ledger_entries e
       where e.organization_id = ${organizationId} and e.area = 'ewa' and e.status <> 'void'
         and e.transaction_date <= ${asOf}::date
       group by e.co_id having sum(e.amount_minor) < 0) short`,
  );
  return row?.n ?? 0;
}

export interface LineRow {
  id: string;
  transaction_date: string;
  amount: string;
  category: 'funding' | 'advance' | 'repayment' | 'fee';
  running_balance: string;
  partner: string;
  customer: string;
  ledger: string;
  account: string;
  transaction_type: string;
  details: string;
  memo: string;
  source_file: string;
  status: string;
}

/**
 * An employer's non-void lines up to asOf with the balance after each (in date order, then by when the
 * lines were written and their id), one page in either order.
 */
export function employerLines(
  db: DbOrTx,
  organizationId: string,
  employer: string,
  asOf: string,
  order: 'asc' | 'desc',
  page: number,
  limit: number,
): Promise<LineRow[]> {
  const direction = order === 'asc' ? sql`` : sql`desc`;
  return queryRows<LineRow>(
    db,
    sql`select e.id, e.transaction_date::text, e.amount_minor::text as amount, ${lineCategory('e')} as category,
        (sum(e.amount_minor) over (order by e.transaction_date, e.created_at, e.id))::text as running_balance,
        coalesce(e.partner, '') as partner, e.customer, e.ledger, e.account, e.transaction_type, e.details,
        e.memo, e.source_file, e.status
      from bank_rec_ledger_entries e
      where e.organization_id = ${organizationId} and e.area = 'ewa' and e.co_id = ${employer}
        and e.status <> 'void' and e.transaction_date <= ${asOf}::date
      order by e.transaction_date ${direction}, e.created_at ${direction}, e.id ${direction}
      limit ${limit} offset ${offsetOf(page, limit)}`,
  );
}

/**
 * Employers that a change left short: short as of asOf now, covered (balance at or above zero) before it.
 * `changed` is an SQL condition on `e` naming the lines the change touched: lines just written (`added`:
 * before = without them) or lines just voided (`voided`: before = with them).
 */
export function newlyShortEmployers(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  change: { added: SQL } | { voided: SQL },
): Promise<{ co_id: string; balance: string }[]> {
  // coalesce: a hand-added line has no import id, and null is neither 'changed' nor 'not changed'.
  const changed = sql`coalesce(${'added' in change ? change.added : change.voided}, false)`;
  const live = sql`e.status <> 'void'`;
  const before = 'added' in change ? sql`${live} and not ${changed}` : sql`${live} or ${changed}`;
  return queryRows(
    db,
    sql`select e.co_id, sum(e.amount_minor) filter (where ${live})::text as balance
      from bank_rec_ledger_entries e
      where e.organization_id = ${organizationId} and e.area = 'ewa' and (${live} or ${changed})
        and e.transaction_date <= ${asOf}::date
        and e.co_id in (select e.co_id from bank_rec_ledger_entries e
                         where e.organization_id = ${organizationId} and e.area = 'ewa' and ${changed})
      group by e.co_id
      having coalesce(sum(e.amount_minor) filter (where ${live}), 0) < 0
        and coalesce(sum(e.amount_minor) filter (where ${before}), 0) >= 0
      order by e.co_id`,
  );
}
