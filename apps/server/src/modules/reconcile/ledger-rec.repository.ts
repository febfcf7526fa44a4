import type { OpenItemBucket } from '@clearline/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';
import { offsetOf } from '../../platform/paging';
import { BANK_LINE_OPEN_SQL } from '../matching/index';

/**
 * The employer-funds ledger against the bank: its open items, aged. Ledger side: employer-funds lines
 * still open (not matched, not void, not a reconciling item); bank side: lines of the area's bank accounts
 * in no live match. Both dated up to asOf; age = asOf − the transaction (value) date in days, bucketed
 * as the domain's openItemBucket (the SQL ranges below say the same).
 */

export type AgeBucket = OpenItemBucket;

const BUCKET_RANGES: Record<AgeBucket, SQL> = {
  '0-7': sql`age <= 7`,
  '8-30': sql`age between 8 and 30`,
  '31-60': sql`age between 31 and 60`,
  '61-90': sql`age between 61 and 90`,
  '90+': sql`age > 90`,
};

export interface LedgerRecFilter {
  employer?: string | undefined;
  partner?: string | undefined;
  bankAccount?: string | undefined;
  ageBucket?: AgeBucket | undefined;
  side?: 'bank' | 'ledger' | undefined;
}

/** The open items the filter selects, both sides in one shape. */
function itemsCte(organizationId: string, asOf: string, f: LedgerRecFilter): SQL {
  const ledger = [
    sql`e.organization_id = ${organizationId}`,
    sql`e.area = 'ewa'`,
    sql`e.status = 'open'`,
    sql`e.transaction_date <= ${asOf}::date`,
    f.employer ? sql`e.co_id = ${f.employer.toUpperCase()}` : undefined,
    f.partner ? sql`e.partner = ${f.partner.toUpperCase()}` : undefined,
    f.bankAccount ? sql`e.account_id = ${f.bankAccount}` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  const bank = [
    sql`bt.organization_id = ${organizationId}`,
    sql`bt.amount_minor <> 0`,
    sql`bt.value_date <= ${asOf}::date`,
    sql.raw(BANK_LINE_OPEN_SQL),
    f.bankAccount ? sql`bt.account_id = ${f.bankAccount}` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  // A bank line has no employer or partner: filtering by one leaves the bank side out.
  const withBank = f.side !== 'ledger' && !f.employer && !f.partner;
  const withLedger = f.side !== 'bank';
  const parts: SQL[] = [];
  if (withLedger) {
    parts.push(sql`select e.id, 'ledger' as side, e.transaction_date as date, e.amount_minor, e.account_id,
        e.co_id, coalesce(e.partner, '') as partner, e.transaction_type, e.details as text,
        e.source_file as reference, e.created_at
      from bank_rec_ledger_entries e where ${sql.join(ledger, sql` and `)}`);
  }
  if (withBank) {
    parts.push(sql`select bt.id, 'bank' as side, bt.value_date as date, bt.amount_minor, bt.account_id,
        '' as co_id, '' as partner, bt.type_code as transaction_type, bt.text,
        coalesce(nullif(bt.bank_reference, ''), bt.customer_reference) as reference, bt.created_at
      from bank_transactions bt
      join bank_rec_bank_accounts a on a.organization_id = bt.organization_id and a.account_id = bt.account_id
        and a.area = 'ewa'
      where ${sql.join(bank, sql` and `)}`);
  }
  const union = parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select null::uuid as id, '' as side, null::date as date, 0::bigint as amount_minor, '' as account_id,
        '' as co_id, '' as partner, '' as transaction_type, '' as text, '' as reference, null::timestamptz as created_at
        where false`;
  return sql`all_items as (
      select u.*, (${asOf}::date - u.date) as age from (${union}) u
    ),
    items as (select * from all_items ${f.ageBucket ? sql`where ${BUCKET_RANGES[f.ageBucket]}` : sql``})`;
}

const bucketColumns = sql`
  (count(*) filter (where age <= 7))::int as n0, coalesce(sum(amount_minor) filter (where age <= 7), 0)::text as s0,
  (count(*) filter (where age between 8 and 30))::int as n1,
  coalesce(sum(amount_minor) filter (where age between 8 and 30), 0)::text as s1,
  (count(*) filter (where age between 31 and 60))::int as n2,
  coalesce(sum(amount_minor) filter (where age between 31 and 60), 0)::text as s2,
  (count(*) filter (where age between 61 and 90))::int as n3,
  coalesce(sum(amount_minor) filter (where age between 61 and 90), 0)::text as s3,
  (count(*) filter (where age > 90))::int as n4, coalesce(sum(amount_minor) filter (where age > 90), 0)::text as s4`;

export interface BucketSums {
  n0: number;
  s0: string;
  n1: number;
  s1: string;
  n2: number;
  s2: string;
  n3: number;
  s3: string;
  n4: number;
  s4: string;
}

export interface GroupRow extends BucketSums {
  side: 'bank' | 'ledger';
  /** Which grouping: side totals, per employer (and its partner), per partner, per bank account. */
  grouping: 'side' | 'employer' | 'partner' | 'account';
  co_id: string;
  co_name: string;
  partner: string;
  partner_name: string;
  account_id: string;
  account_name: string;
  n: number;
  total: string;
  oldest: string;
}

/** Every summary of the filtered items in one statement (grouping sets over the items). */
export function ledgerRecGroups(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: LedgerRecFilter,
): Promise<GroupRow[]> {
  return queryRows<GroupRow>(
    db,
    sql`with ${itemsCte(organizationId, asOf, filter)},
    groups as (
      select side, co_id, partner, account_id,
        case when grouping(co_id) = 0 then 'employer' when grouping(partner) = 0 then 'partner'
             when grouping(account_id) = 0 then 'account' else 'side' end as grouping,
        count(*)::int as n, sum(amount_minor)::text as total, min(date)::text as oldest, ${bucketColumns}
      from items
      group by grouping sets ((side), (side, co_id, partner), (side, partner), (side, account_id))
    )
    select g.side, g.grouping, coalesce(g.co_id, '') as co_id, coalesce(c.co_name, '') as co_name,
      coalesce(g.partner, '') as partner, coalesce(p.name, '') as partner_name,
      coalesce(g.account_id, '') as account_id, coalesce(a.name, '') as account_name,
      g.n, g.total, g.oldest, g.n0, g.s0, g.n1, g.s1, g.n2, g.s2, g.n3, g.s3, g.n4, g.s4
    from groups g
    left join bank_rec_clients c on c.organization_id = ${organizationId} and c.area = 'ewa' and c.co_id = g.co_id
    left join ewa_partners p on p.organization_id = ${organizationId} and p.partner = g.partner
    left join bank_rec_bank_accounts a on a.organization_id = ${organizationId} and a.account_id = g.account_id
    order by g.side, g.co_id nulls first, g.partner nulls first, g.account_id nulls first`,
  );
}

export interface ItemRow {
  id: string;
  side: 'bank' | 'ledger';
  date: string;
  amount: string;
  age: number;
  account_id: string;
  account_name: string;
  co_id: string;
  co_name: string;
  partner: string;
  partner_name: string;
  transaction_type: string;
  text: string;
  reference: string;
  total: number;
}

/** One page of the items, oldest first, with how many the filter selects. */
export function ledgerRecItems(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: LedgerRecFilter,
  page: number,
  limit: number,
): Promise<ItemRow[]> {
  return queryRows<ItemRow>(
    db,
    sql`with ${itemsCte(organizationId, asOf, filter)},
    page as (
      select i.*, (count(*) over ())::int as total from items i
      order by i.date, i.side desc, i.created_at, i.id limit ${limit} offset ${offsetOf(page, limit)}
    )
    select pg.id, pg.side, pg.date::text, pg.amount_minor::text as amount, pg.age, pg.account_id,
      coalesce(a.name, '') as account_name, pg.co_id, coalesce(c.co_name, '') as co_name, pg.partner,
      coalesce(p.name, '') as partner_name, pg.transaction_type, pg.text, pg.reference, pg.total
    from page pg
    left join bank_rec_clients c on c.organization_id = ${organizationId} and c.area = 'ewa' and c.co_id = pg.co_id
    left join ewa_partners p on p.organization_id = ${organizationId} and p.partner = pg.partner
    left join bank_rec_bank_accounts a on a.organization_id = ${organizationId} and a.account_id = pg.account_id
    order by pg.date, pg.side desc, pg.created_at, pg.id`,
  );
}

/** How many items the filter selects (when the page is past the end, the page query has no row to say). */
export async function ledgerRecCount(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: LedgerRecFilter,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with ${itemsCte(organizationId, asOf, filter)} select count(*)::int as n from items`,
  );
  return row?.n ?? 0;
}
