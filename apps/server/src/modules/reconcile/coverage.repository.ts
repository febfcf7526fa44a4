import { FUNDS_CATEGORY_WORDS } from '@clearline/domain/funds';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';
import { offsetOf } from '../../platform/paging';

/**
 * Funds coverage of employers, computed from the employer-funds ledger as of a date in one aggregate (the
 * domain's `fundsCoverage` for every employer at once; the tests check that both agree). One pass over
 * the lines through the `(organization_id, area, co_id, transaction_date, ...)` index makes one row per
 * employer and day; a window over those days gives the end-of-day balances and so `short_since`, the first
 * day after the last day that ended at or above zero.
 */

/** The domain's fundsCategoryOf in SQL: ledger name, then transaction type, then the sign. */
export function fundsCategorySql(line: string): SQL {
  const column = (name: string) => sql.raw(`${line}.${name}`);
  const whens = ['ledger', 'transaction_type'].flatMap((name) =>
    FUNDS_CATEGORY_WORDS.map(
      ({ category, sql: pattern }) => sql`when ${column(name)} ~* ${pattern} then ${category}`,
    ),
  );
  return sql`(case ${sql.join(whens, sql` `)} when ${column('amount_minor')} >= 0 then 'funding' else 'advance' end)`;
}

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
  const category = fundsCategorySql('e');
  const sumOf = (name: string) => sql`coalesce(sum(e.amount_minor) filter (where ${category} = ${name}), 0)`;
  return sql`employers as (
      select c.co_id, c.co_name, c.partner from bank_rec_clients c where ${employersWhere(organizationId, f)}
    ),
    daily as (
      select e.co_id, e.transaction_date as d, count(*)::int as n, sum(e.amount_minor) as s,
        ${sumOf('funding')} as f, ${sumOf('advance')} as a, ${sumOf('repayment')} as r, ${sumOf('fee')} as fe
      from bank_rec_ledger_entries e
      where e.organization_id = ${organizationId} and e.area = 'ewa' and e.status <> 'void'
        and e.transaction_date <= ${asOf}::date and e.co_id in (select co_id from employers)
      group by e.co_id, e.transaction_date
    ),
    running as (
      select daily.*, sum(s) over (partition by co_id order by d) as bal from daily
    ),
    marked as (
      select running.*, max(case when bal >= 0 then d end) over (partition by co_id) as last_covered from running
    ),
    per_employer as (
      select co_id, sum(n)::int as n, sum(s) as balance, sum(f) as funded, -sum(a) as advanced,
        sum(r) as repaid, -sum(fe) as fees, max(d) as last_activity,
        min(d) filter (where last_covered is null or d > last_covered) as short_since
      from marked group by co_id
    ),
    coverage as (
      select em.co_id, em.co_name, em.partner, coalesce(p.name, '') as partner_name,
        coalesce(pe.funded, 0) as funded, coalesce(pe.advanced, 0) as advanced,
        coalesce(pe.repaid, 0) as repaid, coalesce(pe.fees, 0) as fees, coalesce(pe.balance, 0) as balance,
        case when pe.balance < 0 then pe.short_since end as short_since,
        pe.last_activity, coalesce(pe.n, 0) as lines
      from employers em
      left join per_employer pe on pe.co_id = em.co_id
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

/** One page of employers' coverage in the sort's order. */
export function coveragePage(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: CoverageFilter,
  sort: CoverageSort,
  page: number,
  limit: number,
): Promise<CoverageRow[]> {
  return queryRows<CoverageRow>(
    db,
    sql`with ${coverageCte(organizationId, asOf, filter)}
      select ${columns} from coverage order by ${ORDER[sort]} limit ${limit} offset ${offsetOf(page, limit)}`,
  );
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

export async function coverageTotals(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: CoverageFilter,
): Promise<CoverageTotals> {
  const [row] = await queryRows<CoverageTotals>(
    db,
    sql`with ${coverageCte(organizationId, asOf, filter)}
      select count(*)::int as employers, (count(*) filter (where balance < 0))::int as short_employers,
        coalesce(sum(funded), 0)::text as funded, coalesce(sum(advanced), 0)::text as advanced,
        coalesce(sum(repaid), 0)::text as repaid, coalesce(sum(fees), 0)::text as fees,
        coalesce(sum(balance), 0)::text as balance,
        coalesce(-sum(balance) filter (where balance < 0), 0)::text as shortfall
      from coverage`,
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
    sql`select e.id, e.transaction_date::text, e.amount_minor::text as amount, ${fundsCategorySql('e')} as category,
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
 * Employers that the given new lines left short: short as of asOf with them, covered (balance at or above
 * zero) without them. `newLines` is an SQL condition on `e` naming the lines just written.
 */
export function newlyShortEmployers(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  newLines: SQL,
): Promise<{ co_id: string; balance: string }[]> {
  return queryRows(
    db,
    sql`select e.co_id, sum(e.amount_minor)::text as balance
      from bank_rec_ledger_entries e
      where e.organization_id = ${organizationId} and e.area = 'ewa' and e.status <> 'void'
        and e.transaction_date <= ${asOf}::date
        and e.co_id in (select e.co_id from bank_rec_ledger_entries e
                         where e.organization_id = ${organizationId} and e.area = 'ewa' and ${newLines})
      group by e.co_id
      having sum(e.amount_minor) < 0 and coalesce(sum(e.amount_minor) filter (where not (${newLines})), 0) >= 0
      order by e.co_id`,
  );
}
