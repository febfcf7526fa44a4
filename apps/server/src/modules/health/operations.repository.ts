import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

// Read-side queries over bank-rec's, imports' and matching's tables (read only, as the reconcile module's).

export interface LineCustomerRow {
  id: string;
  coId: string;
  coName: string;
  openItems: number;
  openMinor: number;
  matched30d: number;
  lines30d: number;
  lastEntryDate: string | null;
}

/** Each customer of the line with its open ledger lines, what was matched of the last 30 days' lines. */
export async function lineCustomers(
  db: DbOrTx,
  organizationId: string,
  lineId: string,
  today: string,
): Promise<LineCustomerRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
      select c.id, c.co_id as "coId", c.co_name as "coName",
        count(e.id) filter (where e.status = 'open') as "openItems",
        coalesce(sum(e.amount_minor) filter (where e.status = 'open'), 0) as "openMinor",
        count(e.id) filter (where e.status = 'matched' and e.transaction_date > ${today}::date - 30) as "matched30d",
        count(e.id) filter (where e.status <> 'void' and e.transaction_date > ${today}::date - 30) as "lines30d",
        max(e.transaction_date)::text as "lastEntryDate"
      from product_line_customers plc
      join bank_rec_clients c on c.id = plc.client_id
      left join bank_rec_ledger_entries e
        on e.organization_id = c.organization_id and e.area = c.area and e.co_id = c.co_id
      where plc.organization_id = ${organizationId} and plc.product_line_id = ${lineId}
      group by c.id, c.co_id, c.co_name
      order by count(e.id) filter (where e.status = 'open') desc, c.co_name`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    coId: String(r.coId),
    coName: String(r.coName),
    openItems: Number(r.openItems),
    openMinor: Number(r.openMinor),
    matched30d: Number(r.matched30d),
    lines30d: Number(r.lines30d),
    lastEntryDate: r.lastEntryDate ? String(r.lastEntryDate) : null,
  }));
}

export interface LineImportRow {
  id: string;
  fileName: string;
  status: string;
  createdAt: Date;
  linesOfLine: number;
}

/**
 * The organisation's latest imports with how many of their lines concern the line's customers: ledger
 * lines the file wrote for them, and bank lines of the file matched to their ledger lines.
 */
export async function lineImports(
  db: DbOrTx,
  organizationId: string,
  lineId: string,
  limit: number,
): Promise<LineImportRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
      with line_entries as (
        select e.id, e.import_id from bank_rec_ledger_entries e
        join bank_rec_clients c on c.organization_id = e.organization_id and c.area = e.area and c.co_id = e.co_id
        join product_line_customers plc on plc.client_id = c.id
        where e.organization_id = ${organizationId} and plc.product_line_id = ${lineId}
      ),
      recent as (
        select id, file_name, status, created_at from imports
        where organization_id = ${organizationId} order by created_at desc limit ${limit}
      ),
      bank_counts as (
        select bt.import_id, count(distinct bt.id) as n
        from line_entries le
        join match_items li on li.ledger_entry_id = le.id and li.live
        join match_items bi on bi.match_id = li.match_id and bi.side = 'bank' and bi.live
        join bank_transactions bt on bt.id = bi.bank_transaction_id
        where bt.import_id in (select id from recent)
        group by bt.import_id
      ),
      ledger_counts as (
        select import_id, count(*) as n from line_entries where import_id in (select id from recent) group by import_id
      )
      select r.id, r.file_name as "fileName", r.status, r.created_at as "createdAt",
        coalesce(b.n, 0) + coalesce(l.n, 0) as "linesOfLine"
      from recent r
      left join bank_counts b on b.import_id = r.id
      left join ledger_counts l on l.import_id = r.id
      order by r.created_at desc`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    fileName: String(r.fileName),
    status: String(r.status),
    createdAt: new Date(r.createdAt as string),
    linesOfLine: Number(r.linesOfLine),
  }));
}

export interface ImplementationRow {
  id: string;
  coId: string;
  coName: string;
  onboardedOn: string;
  firstMatchDate: string | null;
  productLine: string | null;
}

/** The first matched ledger date of a customer `c` (its first reconciled month starts there). */
const FIRST_MATCH = sql`(select min(e.transaction_date) from bank_rec_ledger_entries e
  where e.organization_id = c.organization_id and e.area = c.area and e.co_id = c.co_id
    and e.status = 'matched')`;

/**
 * The most recently created bank-rec customers (newest first) with the day each was created, the date
 * of its first matched ledger line and its product line.
 */
export async function recentImplementations(
  db: DbOrTx,
  organizationId: string,
  limit: number,
): Promise<ImplementationRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
      select c.id, c.co_id as "coId", c.co_name as "coName",
        to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD') as "onboardedOn",
        ${FIRST_MATCH}::text as "firstMatchDate",
        pl.name as "productLine"
      from bank_rec_clients c
      left join product_line_customers plc on plc.client_id = c.id
      left join product_lines pl on pl.id = plc.product_line_id
      where c.organization_id = ${organizationId} and c.area = 'bankRec'
      order by c.created_at desc, c.co_name
      limit ${limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    coId: String(r.coId),
    coName: String(r.coName),
    onboardedOn: String(r.onboardedOn),
    firstMatchDate: r.firstMatchDate ? String(r.firstMatchDate) : null,
    productLine: r.productLine ? String(r.productLine) : null,
  }));
}

/**
 * Customers onboarded and customers first reconciled, per month, over every bank-rec customer of the
 * organisation (aggregated in the database: a bureau has tens of thousands of customers).
 */
export async function implementationMonths(
  db: DbOrTx,
  organizationId: string,
): Promise<{ month: string; kind: 'onboarded' | 'firstReconciled'; count: number }[]> {
  const rows = await queryRows<{ month: string; kind: string; n: string }>(
    db,
    sql`
      with firsts as (
        select to_char(c.created_at at time zone 'UTC', 'YYYY-MM') as onboarded,
          to_char(${FIRST_MATCH}, 'YYYY-MM') as reconciled
        from bank_rec_clients c
        where c.organization_id = ${organizationId} and c.area = 'bankRec'
      )
      select onboarded as month, 'onboarded' as kind, count(*) as n from firsts group by onboarded
      union all
      select reconciled, 'firstReconciled', count(*) from firsts where reconciled is not null group by reconciled`,
  );
  return rows.map((r) => ({
    month: r.month,
    kind: r.kind === 'onboarded' ? 'onboarded' : 'firstReconciled',
    count: Number(r.n),
  }));
}

/** What changes the implementation figures besides matches: customers added (count, latest). */
export async function customersFingerprint(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await queryRows<{ n: string; latest: string | null }>(
    db,
    sql`select count(*) as n, max(created_at)::text as latest from bank_rec_clients
        where organization_id = ${organizationId} and area = 'bankRec'`,
  );
  return `${row?.n ?? 0}:${row?.latest ?? ''}`;
}
