import type { LedgerArea } from '@clearline/domain/areas';
import type { EwaDirectory } from '@clearline/domain/matching';
import { sql } from 'drizzle-orm';
import type { BulkConnection } from '../../platform/bulk';
import { type DbOrTx, queryRows } from '../../platform/db';
import { BANK_LINE_OPEN_SQL } from '../matching/index';

/**
 * Raw SQL of an auto-match run. It runs on one bulk connection under an advisory lock (two runs on one
 * account never interleave): the open lines are read here as COPY text, the engine thread parses them
 * and encodes the rows to write (ADR 0032), and the matching module writes them with COPY, in one
 * transaction on PostgreSQL (slices of one transaction each on PGlite), then the suggestions.
 */

export interface OpenBankRow {
  id: string;
  value_date: string;
  amount: string;
  currency: string;
  type_code: string;
  bank_reference: string;
  customer_reference: string;
  text: string;
  extra: Record<string, string> | null;
}

export interface OpenLedgerRow {
  id: string;
  transaction_date: string;
  amount: string;
  check_no: string;
  details: string;
  co_id: string;
  tax_type: string;
  /** The agency's tax code ('CA-SIT', '941'): groups one agency's lines across clients. */
  tax_code: string;
  transaction_type: string;
  /** A reconciling item, or an entry flagged not to auto-match: the engine leaves it out. */
  excluded: boolean;
  /** Employer-funds lines only: the employer's partner (the line's, else its employer's). */
  partner?: string;
  /** Employer-funds lines only: the ledger (kind) the line posts to ('Advance', 'Fees'...). */
  ledger?: string;
}

/**
 * The ledger area of the organisation's bank account, or null when it has no such account (a run is
 * queued only for one it has; its area decides the rules and the ledger lines a run reads).
 */
export async function accountArea(
  db: DbOrTx,
  organizationId: string,
  accountId: string,
): Promise<LedgerArea | null> {
  const [row] = await queryRows<{ area: LedgerArea }>(
    db,
    sql`select area from bank_rec_bank_accounts where organization_id = ${organizationId} and account_id = ${accountId}`,
  );
  return row?.area ?? null;
}

/**
 * The bank accounts an import's lines belong to, with the first and last date of its lines on each, per
 * side ('bank': its bank transactions; 'ledger': its ledger entries that name an account).
 */
export async function importSpans(db: DbOrTx, organizationId: string, importId: string) {
  return queryRows<{ account_id: string; first: string; last: string; side: 'bank' | 'ledger' }>(
    db,
    sql`select account_id, min(value_date)::text as first, max(value_date)::text as last, 'bank' as side
          from bank_transactions where organization_id = ${organizationId} and import_id = ${importId}
         group by account_id
        union all
        select account_id, min(transaction_date)::text, max(transaction_date)::text, 'ledger'
          from bank_rec_ledger_entries
         where organization_id = ${organizationId} and import_id = ${importId} and account_id <> ''
         group by account_id`,
  );
}

/**
 * Serialises auto-match runs of one bank account across processes: a session lock, held over the run's
 * slices (each its own transaction) until `unlockAccount`, or until the connection ends with a crash.
 */
export async function lockAccount(conn: BulkConnection, organizationId: string, accountId: string) {
  await conn.query('select pg_advisory_lock(hashtextextended($1, 0))', [
    `auto-match:${organizationId}:${accountId}`,
  ]);
}

export async function unlockAccount(conn: BulkConnection, organizationId: string, accountId: string) {
  await conn.query('select pg_advisory_unlock(hashtextextended($1, 0))', [
    `auto-match:${organizationId}:${accountId}`,
  ]);
}

/**
 * The last day of the account's latest locked (certified) month, or null: a match takes effect on its
 * latest line's date, so one whose bank lines all follow this day never touches a locked month.
 */
export async function lockedThrough(
  db: DbOrTx,
  organizationId: string,
  accountId: string,
): Promise<string | null> {
  const [row] = await queryRows<{ through: string | null }>(
    db,
    sql`select reconciliation_locked_through(${organizationId}, ${accountId})::text as through`,
  );
  return row?.through ?? null;
}

/**
 * Bank lines of the account (in the range) that sit in no live match, as COPY text in the order of
 * OPEN_BANK_COLUMNS (engine-lines.ts parses it on the engine's thread: ADR 0032).
 */
export function openBankLinesCopy(
  conn: BulkConnection,
  organizationId: string,
  accountId: string,
  from: string | null,
  to: string | null,
): Promise<Uint8Array> {
  return conn.copyOut(
    `select bt.id, bt.value_date::text as value_date, bt.amount_minor::text as amount, bt.currency,
            bt.type_code, bt.bank_reference, bt.customer_reference, bt.text, bt.extra
       from bank_transactions bt
      where bt.organization_id = $1 and bt.account_id = $2 and bt.amount_minor <> 0
        and ($3::date is null or bt.value_date >= $3::date)
        and ($4::date is null or bt.value_date <= $4::date)
        and ${BANK_LINE_OPEN_SQL}`,
    [organizationId, accountId, from, to],
  );
}

/**
 * The columns of an OpenLedgerRow read from `bank_rec_ledger_entries e`, and the join employer-funds lines
 * need for their partner (the line's, else its employer's).
 */
export function ledgerSelect(area: LedgerArea): { columns: string; employer: string } {
  const ewa = area === 'ewa';
  const columns = `e.id, e.transaction_date::text as transaction_date, e.amount_minor::text as amount,
            e.check_no, e.details, e.co_id, e.tax_type, e.tax_code, e.transaction_type,
            (e.manual_check or not e.auto_match) as excluded${
              ewa ? `, coalesce(nullif(e.partner, ''), c.partner, '') as partner, e.ledger` : ''
            }`;
  const employer = ewa
    ? `left join bank_rec_clients c
         on c.organization_id = e.organization_id and c.area = e.area and c.co_id = e.co_id`
    : '';
  return { columns, employer };
}

/**
 * Open ledger entries of the area on the account the rules can reach from bank lines dated in the range:
 * dated in [from, to] (the range widened by the rules' window), or carrying a check number and dated in
 * [checkFrom, checkTo] (widened by the check rule's longer window). Nulls: no bound. Two range scans
 * (the second on bank_rec_ledger_checks_idx), not one OR: an OR makes PostgreSQL fetch every row
 * of the wide range to look at its check number. Employer-funds lines also carry their partner (the
 * line's, else its employer's: the employer row joined in the organisation and area).
 */
export async function openLedgerLines(
  conn: BulkConnection,
  organizationId: string,
  accountId: string,
  from: string | null,
  to: string | null,
  checkFrom: string | null = from,
  checkTo: string | null = to,
  area: LedgerArea = 'bankRec',
): Promise<OpenLedgerRow[]> {
  const { text, params } = openLedgerQuery(organizationId, accountId, from, to, checkFrom, checkTo, area);
  const { rows } = await conn.query<OpenLedgerRow>(text, params);
  return rows;
}

/** The same as COPY text, in the order of openLedgerColumns (parsed on the engine's thread: ADR 0032). */
export function openLedgerLinesCopy(
  conn: BulkConnection,
  organizationId: string,
  accountId: string,
  from: string | null,
  to: string | null,
  checkFrom: string | null,
  checkTo: string | null,
  area: LedgerArea,
): Promise<Uint8Array> {
  const { text, params } = openLedgerQuery(organizationId, accountId, from, to, checkFrom, checkTo, area);
  return conn.copyOut(text, params);
}

function openLedgerQuery(
  organizationId: string,
  accountId: string,
  from: string | null,
  to: string | null,
  checkFrom: string | null,
  checkTo: string | null,
  area: LedgerArea,
) {
  const { columns, employer } = ledgerSelect(area);
  const open = `e.organization_id = $1 and e.account_id = $2 and e.area = $7 and e.status = 'open'
        and e.amount_minor <> 0`;
  return {
    text: `select ${columns} from bank_rec_ledger_entries e ${employer}
      where ${open}
        and ($3::date is null or e.transaction_date >= $3::date)
        and ($4::date is null or e.transaction_date <= $4::date)
     union all
     select ${columns} from bank_rec_ledger_entries e ${employer}
      where ${open} and e.check_no <> ''
        and ($5::date is null or e.transaction_date >= $5::date)
        and ($6::date is null or e.transaction_date <= $6::date)
        and (e.transaction_date < $3::date or e.transaction_date > $4::date)`,
    params: [organizationId, accountId, from, to, checkFrom, checkTo, area],
  };
}

/**
 * The organisation's employers (id, partner, ACH description, FEIN) and partner ids: what names the
 * employer and partner of an employer-funds bank line (the domain's EwaBankKeys).
 */
export async function ewaDirectory(conn: BulkConnection, organizationId: string): Promise<EwaDirectory> {
  const { rows: employers } = await conn.query<{
    co_id: string;
    partner: string | null;
    ach_description: string | null;
    co_fein: string | null;
  }>(
    `select co_id, partner, ach_description, co_fein from bank_rec_clients
      where organization_id = $1 and area = 'ewa'`,
    [organizationId],
  );
  const { rows: partners } = await conn.query<{ partner: string }>(
    'select partner from ewa_partners where organization_id = $1',
    [organizationId],
  );
  return {
    employers: employers.map((e) => ({
      employer: e.co_id,
      partner: e.partner ?? '',
      achDescription: e.ach_description ?? '',
      fein: e.co_fein ?? '',
    })),
    partners: partners.map((p) => p.partner),
  };
}
