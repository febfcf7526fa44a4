import type { LedgerArea } from '@clearline/domain/areas';
import { sql } from 'drizzle-orm';
import type { BulkConnection } from '../../platform/bulk';
import { type DbOrTx, queryRows } from '../../platform/db';
import { ledgerSelect, type OpenBankRow, type OpenLedgerRow, openLedgerLines } from './auto-match.repository';

/**
 * What the rules editor reads (issue 17): the month a dry run replays, and who last changed an area's
 * rules. Read-only: it joins matching's and audit's tables, never writes them.
 */

/** Where an entry of the rules editor is audited: entity type, and the area as the entity id. */
export const MATCH_RULES_ENTITY = 'match_rules';

/** The last save or reset of an area's rules: when, and who (null: never changed). */
export async function lastChange(db: DbOrTx, organizationId: string, area: LedgerArea) {
  const [row] = await queryRows<{ at: string; actor_user_id: string | null }>(
    db,
    sql`select at::text as at, actor_user_id from audit_log
         where organization_id = ${organizationId} and entity_type = ${MATCH_RULES_ENTITY}
           and entity_id = ${area}
         order by id desc limit 1`,
  );
  return row ?? null;
}

/**
 * The month's bank lines of an account as they stood before matching: every line dated in [from, to],
 * open or in a live match (a bank line is never voided; an un-imported one is gone).
 */
export async function monthBankLines(
  conn: BulkConnection,
  organizationId: string,
  accountId: string,
  from: string,
  to: string,
): Promise<OpenBankRow[]> {
  const { rows } = await conn.query<OpenBankRow>(
    `select bt.id, bt.value_date::text as value_date, bt.amount_minor::text as amount, bt.currency,
            bt.type_code, bt.bank_reference, bt.customer_reference, bt.text, bt.extra
       from bank_transactions bt
      where bt.organization_id = $1 and bt.account_id = $2 and bt.amount_minor <> 0
        and bt.value_date >= $3::date and bt.value_date <= $4::date`,
    [organizationId, accountId, from, to],
  );
  return rows;
}

/**
 * The ledger side of the month: the open entries a run over [from, to] reads (auto-match's own query,
 * by the widest reach of the rule sets compared), and the entries matched with one of the month's bank
 * lines (they were open when that match was made). Reconciling and void entries are neither.
 */
export async function monthLedgerLines(
  conn: BulkConnection,
  organizationId: string,
  accountId: string,
  range: { from: string; to: string; checkFrom: string; checkTo: string; monthFrom: string; monthTo: string },
  area: LedgerArea,
): Promise<{ open: OpenLedgerRow[]; matched: OpenLedgerRow[] }> {
  const open = await openLedgerLines(
    conn,
    organizationId,
    accountId,
    range.from,
    range.to,
    range.checkFrom,
    range.checkTo,
    area,
  );
  const { columns, employer } = ledgerSelect(area);
  const { rows: matched } = await conn.query<OpenLedgerRow>(
    `select ${columns} from bank_rec_ledger_entries e ${employer}
      where e.organization_id = $1 and e.account_id = $2 and e.area = $3 and e.status = 'matched'
        and e.amount_minor <> 0
        and exists (
          select 1 from match_items li
            join match_items bi on bi.match_id = li.match_id and bi.side = 'bank' and bi.live
            join bank_transactions bt on bt.id = bi.bank_transaction_id
           where li.ledger_entry_id = e.id and li.live and bt.organization_id = $1 and bt.account_id = $2
             and bt.value_date >= $4::date and bt.value_date <= $5::date)`,
    [organizationId, accountId, area, range.monthFrom, range.monthTo],
  );
  return { open, matched };
}
