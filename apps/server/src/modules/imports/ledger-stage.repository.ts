import { columnNames, EWA_LEDGER_LINE_COLUMNS, LEDGER_LINE_COLUMNS } from '../../db/file-columns';
import type { ImportArea } from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import { orderedIdPrefix, orderedIdSql } from '../../platform/ordered-ids';
import { comparedDiffer, qualified, writeAssignments } from './pipeline/stage.repository';
import { type StagedTable, writtenColumns } from './pipeline/staged-table';

/**
 * Ledger (book side) files, staged per import and merged into bank_rec_ledger_entries. Only open entries
 * are ever changed by a later file: an entry that is matched, a reconciling item or void is reported, not
 * touched.
 */
export const LEDGER_ENTRIES: StagedTable = {
  target: 'bank_rec_ledger_entries',
  columns: [
    { name: 'row_key', type: 'text' },
    { name: 'line', type: 'integer' },
    ...LEDGER_LINE_COLUMNS,
    { name: 'quarter', type: 'text' },
    { name: 'status', type: 'text' },
  ],
  compared: [...columnNames(LEDGER_LINE_COLUMNS), 'quarter', 'status'],
  carried: [],
};

/** Where a line came from: written with the line, never a reason to call an unchanged line updated. */
const SOURCE_OF_LINE = ['source_file', 'file_hash', 'line_no'];

/**
 * Employer-funds lines of partner settlement files (area 'ewa'), staged the same way into the same table.
 * A line a later file repeats keeps the file and line it first came from.
 */
export const EWA_LEDGER_ENTRIES: StagedTable = {
  target: 'bank_rec_ledger_entries',
  columns: [
    { name: 'row_key', type: 'text' },
    { name: 'line', type: 'integer' },
    ...EWA_LEDGER_LINE_COLUMNS,
    { name: 'status', type: 'text' },
  ],
  compared: [...columnNames(EWA_LEDGER_LINE_COLUMNS).filter((c) => !SOURCE_OF_LINE.includes(c)), 'status'],
  carried: SOURCE_OF_LINE,
};

/** Merges a ledger stage (of either area's descriptor) into the ledger; new lines take the area. */
export async function mergeLedgerStage(
  conn: BulkConnection,
  table: StagedTable,
  area: ImportArea,
  stage: string,
  organizationId: string,
  importId: string,
  userId: string | null,
): Promise<{ inserted: number; updated: number; lockedLines: number[] }> {
  const written = writtenColumns(table);
  const locked = await conn.query<{ line: number }>(
    `select s.line from ${stage} s join ${table.target} e
       on e.organization_id = $1 and e.import_row_key = s.row_key
     where e.status <> 'open' and ${comparedDiffer(table, 'e', 's')}
     order by s.line`,
    [organizationId],
  );
  const updated = await conn.query(
    `update ${table.target} e set
       previous = to_jsonb(e.*) - 'search_text',
       import_id = $2,
       ${writeAssignments(table, 's')}
     from ${stage} s
     where e.organization_id = $1 and e.import_row_key = s.row_key and e.status = 'open'
       and ${comparedDiffer(table, 'e', 's')}`,
    [organizationId, importId],
  );
  const inserted = await conn.query(
    // Ids ascending in file order (see ordered-ids.ts): one spot of the primary key. The stage is read in
    // the order it was written, the file's; sorting it again would be work for nothing.
    `insert into ${table.target} (id, organization_id, area, import_id, import_row_key, source, created_by, ${written.join(', ')})
     select ${orderedIdSql('$4', 's.line')}, $1, $5, $2, s.row_key, 'import', $3, ${qualified(written, 's')}
     from ${stage} s
     where not exists (
       select 1 from ${table.target} e where e.organization_id = $1 and e.import_row_key = s.row_key)`,
    [organizationId, importId, userId, orderedIdPrefix(), area],
  );
  return {
    inserted: inserted.rowCount,
    updated: updated.rowCount,
    lockedLines: locked.rows.map((r) => r.line),
  };
}

/**
 * Entries of the file an un-import cannot take back: reconciling items and void ones, checked before the
 * file's matches are dissolved; with `matchedToo`, matched ones as well, checked in the un-import's
 * transaction after the dissolving (someone matched an entry in between).
 */
export async function lockedEntriesOf(
  conn: BulkConnection,
  organizationId: string,
  importId: string,
  options: { matchedToo: boolean },
): Promise<number> {
  const open = options.matchedToo ? `('open')` : `('open', 'matched')`;
  const result = await conn.query<{ n: number }>(
    `select count(*)::int as n from ${LEDGER_ENTRIES.target}
     where organization_id = $1 and import_id = $2 and status not in ${open}`,
    [organizationId, importId],
  );
  return result.rows[0]?.n ?? 0;
}
