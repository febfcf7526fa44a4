import type { BulkConnection } from '../../platform/bulk';
import { orderedIdPrefix, orderedIdSql } from '../../platform/ordered-ids';

/**
 * Set-wise SQL for ledger (book side) files, the twin of statement-merge.ts. Only open entries are ever
 * changed by a later file: an entry that is matched, a reconciling item or void is reported, not touched.
 */

export const LEDGER_STAGE_COLUMNS = [
  'row_key',
  'line',
  'check_no',
  'details',
  'amount_minor',
  'transaction_date',
  'co_id',
  'ledger',
  'transaction_type',
  'tax_type',
  'account',
  'ledger_id',
  'account_id',
  'manual_check',
  'rec_type',
  'tax_code',
  'quarter',
  'status',
] as const;

const CONTENT = [
  'check_no',
  'details',
  'amount_minor',
  'transaction_date',
  'co_id',
  'ledger',
  'transaction_type',
  'tax_type',
  'account',
  'ledger_id',
  'account_id',
  'manual_check',
  'rec_type',
  'tax_code',
  'quarter',
  'status',
];

export async function createLedgerStage(conn: BulkConnection, table: string): Promise<void> {
  await conn.query(`drop table if exists ${table}`);
  await conn.query(`create unlogged table ${table} (
    row_key text not null, line integer not null, check_no text not null, details text not null,
    amount_minor bigint not null, transaction_date date not null, co_id text not null, ledger text not null,
    transaction_type text not null, tax_type text not null, account text not null, ledger_id text not null,
    account_id text not null, manual_check boolean not null, rec_type text not null, tax_code text not null,
    quarter text not null, status text not null
  )`);
}

export async function mergeLedgerStage(
  conn: BulkConnection,
  table: string,
  organizationId: string,
  importId: string,
  userId: string | null,
): Promise<{ inserted: number; updated: number; lockedLines: number[] }> {
  const locked = await conn.query<{ line: number }>(
    `select s.line from ${table} s join bank_rec_ledger_entries e
       on e.organization_id = $1 and e.import_row_key = s.row_key
     where e.status <> 'open' and (${CONTENT.map((c) => `e.${c}`).join(', ')}) is distinct from (${CONTENT.map((c) => `s.${c}`).join(', ')})
     order by s.line`,
    [organizationId],
  );
  const updated = await conn.query(
    `update bank_rec_ledger_entries e set
       previous = to_jsonb(e.*) - 'search_text',
       import_id = $2,
       ${CONTENT.map((c) => `${c} = s.${c}`).join(', ')}
     from ${table} s
     where e.organization_id = $1 and e.import_row_key = s.row_key and e.status = 'open'
       and (${CONTENT.map((c) => `e.${c}`).join(', ')}) is distinct from (${CONTENT.map((c) => `s.${c}`).join(', ')})`,
    [organizationId, importId],
  );
  const inserted = await conn.query(
    // Ids ascending in file order (see ordered-ids.ts): one spot of the primary key. The stage is read in
    // the order it was written, the file's; sorting it again would be work for nothing.
    `insert into bank_rec_ledger_entries (id, organization_id, import_id, import_row_key, source, created_by, ${CONTENT.join(', ')})
     select ${orderedIdSql('$4', 's.line')}, $1, $2, s.row_key, 'import', $3, ${CONTENT.map((c) => `s.${c}`).join(', ')}
     from ${table} s
     where not exists (
       select 1 from bank_rec_ledger_entries e where e.organization_id = $1 and e.import_row_key = s.row_key)`,
    [organizationId, importId, userId, orderedIdPrefix()],
  );
  return {
    inserted: inserted.rowCount,
    updated: updated.rowCount,
    lockedLines: locked.rows.map((r) => r.line),
  };
}

/** Un-import of a ledger file: its open entries go, entries it updated get their previous version back. */
export async function revertLedgerImport(
  conn: BulkConnection,
  organizationId: string,
  importId: string,
): Promise<{ deleted: number; restored: number; blockedBy: string | null; notOpen: number }> {
  const blocked = await conn.query<{ import_id: string }>(
    `select import_id from bank_rec_ledger_entries where organization_id = $1 and previous->>'import_id' = $2 limit 1`,
    [organizationId, importId],
  );
  if (blocked.rows[0]) return { deleted: 0, restored: 0, blockedBy: blocked.rows[0].import_id, notOpen: 0 };
  const notOpen = await conn.query<{ n: number }>(
    `select count(*)::int as n from bank_rec_ledger_entries where organization_id = $1 and import_id = $2 and status <> 'open'`,
    [organizationId, importId],
  );
  if ((notOpen.rows[0]?.n ?? 0) > 0)
    return { deleted: 0, restored: 0, blockedBy: null, notOpen: notOpen.rows[0]?.n ?? 0 };
  const deleted = await conn.query(
    'delete from bank_rec_ledger_entries where organization_id = $1 and import_id = $2 and previous is null',
    [organizationId, importId],
  );
  const restored = await conn.query(
    `update bank_rec_ledger_entries e set
       import_id = (p->>'import_id')::uuid,
       ${CONTENT.map((c) => `${c} = (p->>'${c}')::${columnType(c)}`).join(', ')},
       previous = nullif(p->'previous', 'null'::jsonb)
     from (select id, previous as p from bank_rec_ledger_entries where organization_id = $1 and import_id = $2) old
     where e.id = old.id`,
    [organizationId, importId],
  );
  return { deleted: deleted.rowCount, restored: restored.rowCount, blockedBy: null, notOpen: 0 };
}

function columnType(column: string): string {
  if (column === 'amount_minor') return 'bigint';
  if (column === 'transaction_date') return 'date';
  if (column === 'manual_check') return 'boolean';
  return 'text';
}
