import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';
import type { AgeRow } from './area-dashboard.repository';

/**
 * Everything about one bank-rec customer (issue 15's client view). Every query starts from the
 * customer's own entries through (organisation, area, co_id, date): a customer's few thousand lines,
 * never the ledger.
 */

const utc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** The customer's entries (bank-rec area). */
const ofClient = (organizationId: string, coId: string) =>
  sql`e.organization_id = ${organizationId} and e.area = 'bankRec' and e.co_id = ${coId}`;

export function findClient(db: DbOrTx, organizationId: string, coId: string) {
  return queryRows<{ co_id: string; co_name: string; co_fein: string; co_status: string }>(
    db,
    sql`select c.co_id, c.co_name, c.co_fein, c.co_status from bank_rec_clients c
         where c.organization_id = ${organizationId} and c.area = 'bankRec' and c.co_id = ${coId}`,
  );
}

export interface BalanceRow {
  account: string;
  ledger: string;
  n: number;
  total: string;
  open_n: number;
  open_total: string;
}

/**
 * The customer's balance by ledger account and its open entries grouped by age on `today`, from one
 * read of its entries (both need every line of the customer: on a 1,000,000-line ledger a customer
 * holds thousands, so they share the read).
 */
export async function balancesAndAges(
  db: DbOrTx,
  organizationId: string,
  coId: string,
  today: string,
): Promise<{ balances: BalanceRow[]; ages: AgeRow[] }> {
  const [row] = await queryRows<{ balances: BalanceRow[]; ages: AgeRow[] }>(
    db,
    sql`with mine as materialized (
          select e.account, e.ledger, e.status, e.transaction_date, e.amount_minor
            from bank_rec_ledger_entries e
           where ${ofClient(organizationId, coId)} and e.status <> 'void')
        select
          (select coalesce(json_agg(b order by b.account), '[]'::json) from (
             select account, max(ledger) as ledger, count(*)::int as n, sum(amount_minor)::text as total,
                    (count(*) filter (where status = 'open'))::int as open_n,
                    coalesce(sum(amount_minor) filter (where status = 'open'), 0)::text as open_total
               from mine group by account) b) as balances,
          (select coalesce(json_agg(a), '[]'::json) from (
             select (${today}::date - transaction_date)::int as age, count(*)::int as n,
                    sum(amount_minor)::text as total
               from mine where status = 'open' group by transaction_date) a) as ages`,
  );
  return { balances: row?.balances ?? [], ages: row?.ages ?? [] };
}

export interface EntryRow {
  id: string;
  date: string;
  amount: string;
  details: string;
  account: string;
  transaction_type: string;
  tax_type: string;
  status: string;
  source: string;
}

const entryColumns = sql`e.id, e.transaction_date::text as date, e.amount_minor::text as amount, e.details,
  e.account, e.transaction_type, e.tax_type, e.status, e.source`;

/** Open entries, oldest first. */
export function openEntries(db: DbOrTx, organizationId: string, coId: string, limit: number) {
  return queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} from bank_rec_ledger_entries e
         where ${ofClient(organizationId, coId)} and e.status = 'open'
         order by e.transaction_date, e.id limit ${limit}`,
  );
}

/** The latest entries, newest first. */
export function recentEntries(db: DbOrTx, organizationId: string, coId: string, limit: number) {
  return queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} from bank_rec_ledger_entries e
         where ${ofClient(organizationId, coId)}
         order by e.transaction_date desc, e.id desc limit ${limit}`,
  );
}

export function transfers(db: DbOrTx, organizationId: string, coId: string, limit: number) {
  return queryRows<{
    id: string;
    date: string;
    details: string;
    amount: string;
    non_banking: boolean;
    voided: boolean;
  }>(
    db,
    sql`select t.id, t.transaction_date::text as date, t.details, sum(e.amount_minor)::text as amount,
               t.non_banking, t.voided_at is not null as voided
          from bank_rec_ledger_entries e
          join bank_rec_transfers t on t.organization_id = e.organization_id and t.id = e.transfer_id
         where ${ofClient(organizationId, coId)} and e.transfer_id is not null
         group by t.id
         order by t.transaction_date desc, t.id desc limit ${limit}`,
  );
}

/** Matches holding the customer's entries (live or undone), newest first. */
export function matches(db: DbOrTx, organizationId: string, coId: string, limit: number) {
  return queryRows<{
    id: string;
    account_id: string;
    kind: string;
    rule_id: string;
    status: string;
    created_at: string;
    n: number;
    total: string;
  }>(
    db,
    // Live and undone items apart: each has its own index by entry (schema/matching.ts).
    sql`with items as (
          select mi.match_id, mi.amount_minor, e.organization_id from bank_rec_ledger_entries e
            join match_items mi on mi.ledger_entry_id = e.id and mi.live
           where ${ofClient(organizationId, coId)}
          union all
          select mi.match_id, mi.amount_minor, e.organization_id from bank_rec_ledger_entries e
            join match_items mi on mi.ledger_entry_id = e.id and not mi.live
           where ${ofClient(organizationId, coId)})
        select m.id, m.account_id, m.kind, m.rule_id, m.status, ${utc('m.created_at')} as created_at,
               count(*)::int as n, sum(mi.amount_minor)::text as total
          from items mi
          join matches m on m.id = mi.match_id and m.organization_id = mi.organization_id
         group by m.id
         order by m.created_at desc, m.id desc limit ${limit}`,
  );
}

/**
 * The files that touched the customer: ledger files that wrote its entries, and bank statements whose
 * lines are matched to its entries (statements name no customer; the match ties them).
 */
export function files(db: DbOrTx, organizationId: string, coId: string, limit: number) {
  return queryRows<{ id: string; file_name: string; status: string; created_at: string; n: number }>(
    db,
    sql`with touched as (
          select e.import_id, e.id as line_id from bank_rec_ledger_entries e
           where ${ofClient(organizationId, coId)} and e.import_id is not null
          union all
          select bt.import_id, bt.id from bank_rec_ledger_entries e
            join match_items mi on mi.ledger_entry_id = e.id and mi.live
            join match_items mb on mb.match_id = mi.match_id and mb.live and mb.side = 'bank'
            join bank_transactions bt on bt.id = mb.bank_transaction_id
           where ${ofClient(organizationId, coId)})
        select i.id, i.file_name, i.status, ${utc('i.created_at')} as created_at,
               count(distinct t.line_id)::int as n
          from touched t join imports i on i.id = t.import_id and i.organization_id = ${organizationId}
         group by i.id
         order by i.created_at desc, i.id desc limit ${limit}`,
  );
}
