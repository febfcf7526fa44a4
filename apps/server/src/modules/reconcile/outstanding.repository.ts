import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { offsetOf } from '../../platform/paging';

export interface OutstandingFilter {
  coId?: string | undefined;
  taxType?: string | undefined;
  quarter?: string | undefined;
  account?: string | undefined;
  accountId?: string | undefined;
  bucket?: '0-30' | '31-60' | '61-90' | '91-180' | '180+' | undefined;
}

const BUCKET_RANGES: Record<NonNullable<OutstandingFilter['bucket']>, SQL> = {
  '0-30': sql`age <= 30`,
  '31-60': sql`age between 31 and 60`,
  '61-90': sql`age between 61 and 90`,
  '91-180': sql`age between 91 and 180`,
  '180+': sql`age > 180`,
};

interface OutstandingRow {
  co_id: string;
  co_name: string | null;
  tax_type: string;
  quarter: string;
  n: number;
  total: string;
  b0: string;
  b1: string;
  b2: string;
  b3: string;
  b4: string;
  oldest: string;
  /** The open balance of the customer and tax type over all its quarters. */
  customer_tax_total: string;
  groups: number;
}

/**
 * Open as of the date: dated on or before it, and either still open or matched to bank lines that all
 * cleared after it (the book carried the item on that day). Void and reconciling items are not liabilities.
 */
const openAsOf = (asOf: string) => sql`e.transaction_date <= ${asOf}::date and (e.status = 'open' or (
  -- Only a past date can precede a clearing: today's default skips the per-entry look-up.
  e.status = 'matched' and ${asOf}::date < current_date and (
    select min(bt.value_date) from match_items mi
      join match_items mb on mb.match_id = mi.match_id and mb.live and mb.side = 'bank'
      join bank_transactions bt on bt.id = mb.bank_transaction_id
     where mi.ledger_entry_id = e.id and mi.live) > ${asOf}::date))`;

function itemsCte(organizationId: string, asOf: string, f: OutstandingFilter): SQL {
  const where = [
    sql`e.organization_id = ${organizationId}`,
    // Outstanding liabilities are the bank-rec book's (customers and tax codes), never employer funds.
    sql`e.area = 'bankRec'`,
    openAsOf(asOf),
    f.coId ? sql`e.co_id = ${f.coId.toUpperCase()}` : undefined,
    f.taxType ? sql`e.tax_type = ${f.taxType}` : undefined,
    f.quarter ? sql`upper(e.quarter) = upper(${f.quarter})` : undefined,
    f.account ? sql`e.account = ${f.account}` : undefined,
    f.accountId ? sql`e.account_id = ${f.accountId}` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return sql`items as (
    select e.co_id, e.tax_type, e.quarter, e.amount_minor, e.transaction_date,
      (${asOf}::date - e.transaction_date) as age
    from bank_rec_ledger_entries e
    where ${sql.join(where, sql` and `)})`;
}

const bucketSums = sql`
  coalesce(sum(amount_minor) filter (where age <= 30), 0)::text as b0,
  coalesce(sum(amount_minor) filter (where age between 31 and 60), 0)::text as b1,
  coalesce(sum(amount_minor) filter (where age between 61 and 90), 0)::text as b2,
  coalesce(sum(amount_minor) filter (where age between 91 and 180), 0)::text as b3,
  coalesce(sum(amount_minor) filter (where age > 180), 0)::text as b4`;

/** Open items grouped by customer, tax type and quarter, oldest first, with the aging buckets. */
export async function outstandingGroups(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: OutstandingFilter,
  page: number,
  limit: number,
): Promise<OutstandingRow[]> {
  const having = filter.bucket
    ? sql`having count(*) filter (where ${BUCKET_RANGES[filter.bucket]}) > 0`
    : sql``;
  const result = await db.execute(sql`
    with ${itemsCte(organizationId, asOf, filter)}
    select i.co_id, c.co_name, i.tax_type, i.quarter, count(*)::int as n, sum(i.amount_minor)::text as total,
      ${bucketSums}, min(i.transaction_date)::text as oldest, (count(*) over ())::int as groups,
      (sum(sum(i.amount_minor)) over (partition by i.co_id, i.tax_type))::text as customer_tax_total
    from items i
    left join bank_rec_clients c on c.organization_id = ${organizationId} and c.area = 'bankRec' and c.co_id = i.co_id
    group by i.co_id, c.co_name, i.tax_type, i.quarter
    ${having}
    order by min(i.transaction_date), i.co_id, i.tax_type, i.quarter
    limit ${limit} offset ${offsetOf(page, limit)}`);
  return (result as unknown as { rows: OutstandingRow[] }).rows;
}

export async function outstandingTotals(
  db: DbOrTx,
  organizationId: string,
  asOf: string,
  filter: OutstandingFilter,
) {
  const result = await db.execute(sql`
    with ${itemsCte(organizationId, asOf, filter)}
    select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as total, ${bucketSums} from items`);
  return (
    result as unknown as {
      rows: Omit<
        OutstandingRow,
        'co_id' | 'co_name' | 'tax_type' | 'quarter' | 'oldest' | 'groups' | 'customer_tax_total'
      >[];
    }
  ).rows[0];
}
