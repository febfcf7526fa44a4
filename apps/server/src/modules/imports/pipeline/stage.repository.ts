import type { BulkConnection } from '../../../platform/bulk';
import { columnType, copyColumns, type StagedTable, writtenColumns } from './staged-table';

/**
 * The SQL every staged table shares: the per-import stage table, the column-list fragments the merges
 * are written with, and the un-import of a file's rows (delete what it inserted, restore what it updated).
 * Table names come from descriptors and import ids (checked below), never from a request.
 */

/** Import ids are uuids; the stage table's name is derived from it so a retry finds its leftovers. */
export function stageTableName(importId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(importId)) throw new Error('invalid import id');
  return `import_stage_${importId.replaceAll('-', '')}`;
}

/** A fresh, unlogged stage (a retry drops what a crashed attempt left). */
export async function createStage(conn: BulkConnection, table: StagedTable, stage: string): Promise<void> {
  const columns = table.columns.map((c) => `${c.name} ${c.type}${c.nullable ? '' : ' not null'}`);
  // File order, numbered as rows arrive: the merge writes rows (and numbers their ids) in this order.
  if (table.fileOrder) columns.push('ord bigint generated always as identity');
  await dropStage(conn, stage);
  await conn.query(`create unlogged table ${stage} (${columns.join(', ')})`);
}

export async function dropStage(conn: BulkConnection, stage: string): Promise<void> {
  await conn.query(`drop table if exists ${stage}`);
}

/** `alias.col, ...` of the given columns. */
export const qualified = (columns: readonly string[], alias: string): string =>
  columns.map((c) => `${alias}.${c}`).join(', ');

/** True when the compared columns of `a` and `b` differ (NULLs compare as values). */
export const comparedDiffer = (table: StagedTable, a: string, b: string): string =>
  `(${qualified(table.compared, a)}) is distinct from (${qualified(table.compared, b)})`;

/** `col = source.col, ...` of every written column, plus the touched timestamp. */
export function writeAssignments(table: StagedTable, source: string): string {
  const set = writtenColumns(table).map((c) => `${c} = ${source}.${c}`);
  if (table.touched) set.push(`${table.touched} = now()`);
  return set.join(', ');
}

/** The stage's columns in COPY order, for an INSERT ... SELECT from the stage. */
export const stagedColumnList = (table: StagedTable): string => copyColumns(table).join(', ');

/** A later, standing import that updated rows of this one (an un-import must wait for its own first). */
export async function laterImportOf(
  conn: BulkConnection,
  table: StagedTable,
  organizationId: string,
  importId: string,
): Promise<string | null> {
  const later = await conn.query<{ import_id: string }>(
    `select import_id from ${table.target}
     where organization_id = $1 and previous->>'import_id' = $2 limit 1`,
    [organizationId, importId],
  );
  return later.rows[0]?.import_id ?? null;
}

/**
 * Un-import of a file's rows: the rows it inserted are deleted, the rows it updated get their previous
 * version back (its `previous` restored too, so a chain of corrections unwinds one file at a time).
 */
export async function revertRows(
  conn: BulkConnection,
  table: StagedTable,
  organizationId: string,
  importId: string,
): Promise<{ deleted: number; restored: number }> {
  // The reconciliation summaries' lock of the file's accounts comes first, before any row lock: a hand
  // match or an auto-match takes it (through the summaries' triggers) before it locks lines, so taking it
  // after our deletes have locked lines would deadlock with them (ADR 0015; found by bench:soak).
  await conn.query(
    `select rec_summaries_lock(array_agg(o), array_agg(a))
       from (select distinct organization_id as o, account_id as a
               from ${table.target} where organization_id = $1 and import_id = $2) k`,
    [organizationId, importId],
  );
  const deleted = await conn.query(
    `delete from ${table.target} where organization_id = $1 and import_id = $2 and previous is null`,
    [organizationId, importId],
  );
  const set = [
    `import_id = (p->>'import_id')::uuid`,
    ...writtenColumns(table).map((c) => restoreExpression(table, c)),
    `previous = nullif(p->'previous', 'null'::jsonb)`,
    ...(table.touched ? [`${table.touched} = now()`] : []),
  ];
  const restored = await conn.query(
    `update ${table.target} t set ${set.join(', ')}
     from (select id, previous as p from ${table.target} where organization_id = $1 and import_id = $2) old
     where t.id = old.id`,
    [organizationId, importId],
  );
  return { deleted: deleted.rowCount, restored: restored.rowCount };
}

function restoreExpression(table: StagedTable, column: string): string {
  const type = columnType(table, column);
  return type === 'jsonb' ? `${column} = p->'${column}'` : `${column} = (p->>'${column}')::${type}`;
}
