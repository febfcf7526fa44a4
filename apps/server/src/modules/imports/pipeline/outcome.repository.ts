import type { ParseIssue } from '@clearline/domain/statements';
import type { ImportArea, ImportCounts } from '../../../db/schema/index';
import { type BulkConnection, copyRows } from '../../../platform/bulk';

/**
 * The import row's end states written on the bulk connection, inside the transaction that merges or
 * reverts the file's rows: the rows and the import's status commit together or not at all.
 */

export interface ImportRef {
  id: string;
  organizationId: string;
  area: ImportArea;
}

export interface StoredOutcome {
  status: 'Completed' | 'Failed';
  msg: string;
  errorFlag: boolean;
  counts: ImportCounts;
  summary: Record<string, unknown>;
  format: string;
}

export async function writeIssues(
  conn: BulkConnection,
  importId: string,
  issues: readonly ParseIssue[],
): Promise<void> {
  const columns = ['import_id', 'line', 'severity', 'code', 'message', 'raw'];
  await copyRows(conn, 'import_issues', columns, issues, (i) => [
    importId,
    i.line,
    i.severity,
    i.code,
    i.message,
    (i.raw ?? '').slice(0, 500),
  ]);
}

export async function storeOutcome(conn: BulkConnection, row: ImportRef, outcome: StoredOutcome) {
  await conn.query(
    `update imports set status = $4, msg = $5, error_flag = $6, counts = $7::jsonb, summary = $8::jsonb,
       format = $9, progress = 100, finished_at = now()
     where organization_id = $1 and area = $2 and id = $3`,
    [
      row.organizationId,
      row.area,
      row.id,
      outcome.status,
      outcome.msg,
      outcome.errorFlag,
      JSON.stringify(outcome.counts),
      JSON.stringify(outcome.summary),
      outcome.format,
    ],
  );
}

export async function markUnimported(conn: BulkConnection, row: ImportRef, userId: string): Promise<void> {
  await conn.query(
    `update imports set status = 'Un-imported', unimported_at = now(), unimported_by = $4
     where organization_id = $1 and area = $2 and id = $3`,
    [row.organizationId, row.area, row.id, userId],
  );
}
