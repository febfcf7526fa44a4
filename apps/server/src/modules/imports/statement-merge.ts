import type { BulkConnection } from '../../platform/bulk';
import { orderedIdPrefix, orderedIdSql } from '../../platform/ordered-ids';

/**
 * Set-wise SQL that moves a staged file into bank_transactions. Staging is a per-import table filled
 * outside the final transaction (so PGlite's single connection is not held for the whole parse); the
 * merge below is the one transaction that makes the file's rows appear, all together or not at all.
 */

export const STAGE_COLUMNS = [
  'account_id',
  'row_key',
  'value_date',
  'booking_date',
  'amount_minor',
  'currency',
  'type_code',
  'bank_reference',
  'customer_reference',
  'text',
  'bank_status',
  'extra',
  'line',
] as const;

/** Import ids are uuids; the stage table's name is derived from it so a retry finds its leftovers. */
export function stageTableName(importId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(importId)) throw new Error('invalid import id');
  return `import_stage_${importId.replaceAll('-', '')}`;
}

export async function createStage(conn: BulkConnection, table: string): Promise<void> {
  await conn.query(`drop table if exists ${table}`);
  await conn.query(`create unlogged table ${table} (
    account_id text not null,
    row_key text not null,
    value_date date not null,
    booking_date date,
    amount_minor bigint not null,
    currency text not null,
    type_code text not null,
    bank_reference text not null,
    customer_reference text not null,
    text text not null,
    bank_status text not null,
    extra jsonb not null,
    line integer not null,
    -- File order, numbered as rows arrive: the merge writes rows (and numbers their ids) in this order.
    ord bigint generated always as identity
  )`);
}

export async function dropStage(conn: BulkConnection, table: string): Promise<void> {
  await conn.query(`drop table if exists ${table}`);
}

const COMPARED = [
  'value_date',
  'booking_date',
  'amount_minor',
  'currency',
  'type_code',
  'bank_reference',
  'customer_reference',
  'text',
  'bank_status',
];

/**
 * Inserts rows with new keys and updates rows whose content changed; returns both counts.
 *
 * One INSERT ... ON CONFLICT DO UPDATE rather than an UPDATE ... FROM then an INSERT ... WHERE NOT EXISTS:
 * each staged row costs one probe of the (organization, account, row key) unique index, which the insert
 * needs anyway, and there is no join for the planner to get wrong. The join form was planned from the
 * statistics of a fresh stage table (none) and of bank_transactions as last analysed: on a first import
 * (table analysed empty) PostgreSQL chose a nested loop that re-scanned bank_transactions for every
 * staged row while the statement was filling it, so 20,000 rows took 8 s and 1,000,000 would not finish.
 * Rows whose compared columns are unchanged are left alone (the WHERE of DO UPDATE), so they are neither
 * inserted nor updated; an updated row gets its previous version in `previous`, an inserted one has none.
 */
export async function mergeStage(
  conn: BulkConnection,
  table: string,
  organizationId: string,
  importId: string,
): Promise<{ inserted: number; updated: number }> {
  // New rows get ids that ascend in file order (see ordered-ids.ts), so the primary key is filled at one
  // spot instead of at random. The stage is read in the order it was written (a fresh heap, appended
  // to), which is the file's; sorting it again would spill a large file to disk for nothing.
  const result = await conn.query<{ inserted: string | number; updated: string | number }>(
    `with merged as (
       insert into bank_transactions as b (id, organization_id, import_id, ${STAGE_COLUMNS.join(', ')})
       select ${orderedIdSql('$3', 's.ord')}, $1, $2, ${STAGE_COLUMNS.map((c) => `s.${c}`).join(', ')}
       from ${table} s
       on conflict (organization_id, account_id, row_key) do update set
         previous = to_jsonb(b.*),
         import_id = excluded.import_id,
         ${COMPARED.map((c) => `${c} = excluded.${c}`).join(', ')},
         extra = excluded.extra, line = excluded.line, updated_at = now()
       where (${COMPARED.map((c) => `b.${c}`).join(', ')}) is distinct from (${COMPARED.map((c) => `excluded.${c}`).join(', ')})
       returning previous is null as inserted
     )
     select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated
     from merged`,
    [organizationId, importId, orderedIdPrefix()],
  );
  const counts = result.rows[0];
  return { inserted: Number(counts?.inserted ?? 0), updated: Number(counts?.updated ?? 0) };
}

/**
 * Un-import: rows this import inserted are deleted; rows it updated get their previous version back.
 * Refused (returns `blockedBy`) when a later, standing import updated rows of this one.
 */
export async function revertImport(
  conn: BulkConnection,
  organizationId: string,
  importId: string,
): Promise<{ deleted: number; restored: number; blockedBy: string | null }> {
  const blocked = await conn.query<{ import_id: string }>(
    `select import_id from bank_transactions
     where organization_id = $1 and previous->>'import_id' = $2 limit 1`,
    [organizationId, importId],
  );
  if (blocked.rows[0]) return { deleted: 0, restored: 0, blockedBy: blocked.rows[0].import_id };

  const deleted = await conn.query(
    'delete from bank_transactions where organization_id = $1 and import_id = $2 and previous is null',
    [organizationId, importId],
  );
  const restored = await conn.query(
    `update bank_transactions b set
       import_id = (p->>'import_id')::uuid,
       value_date = (p->>'value_date')::date,
       booking_date = (p->>'booking_date')::date,
       amount_minor = (p->>'amount_minor')::bigint,
       currency = p->>'currency',
       type_code = p->>'type_code',
       bank_reference = p->>'bank_reference',
       customer_reference = p->>'customer_reference',
       text = p->>'text',
       bank_status = p->>'bank_status',
       extra = p->'extra',
       line = (p->>'line')::integer,
       previous = nullif(p->'previous', 'null'::jsonb),
       updated_at = now()
     from (select id, previous as p from bank_transactions where organization_id = $1 and import_id = $2) old
     where b.id = old.id`,
    [organizationId, importId],
  );
  await conn.query('delete from bank_statement_balances where organization_id = $1 and import_id = $2', [
    organizationId,
    importId,
  ]);
  return { deleted: deleted.rowCount, restored: restored.rowCount, blockedBy: null };
}
