import type { LedgerArea } from '@clearline/domain/areas';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

/** The job kind of an export (platform/jobs.ts runs it). */
export const REPORT_EXPORT_JOB = 'report-export';

/** What an export job carries: enough to run it again on a retry. */
export interface ExportPayload {
  area: LedgerArea;
  reportId: string;
  reportName: string;
  format: 'csv' | 'xlsx' | 'pdf';
  parameters: Record<string, string>;
}

export interface ExportResult {
  file: string;
  sizeBytes: number;
  rows: number;
}

export interface ExportJobRow {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  payload: ExportPayload;
  result: ExportResult | null;
  created_by: string | null;
  requested_by: string | null;
  created_at: string;
  finished_at: string | null;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Reads the export jobs (platform's table, read here only) of one organisation and area. */
const selectExports = sql`select j.id, j.status, j.progress, j.payload, j.result, j.created_by,
       coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as requested_by,
       ${iso('j.created_at')} as created_at, ${iso('j.finished_at')} as finished_at
  from jobs j left join users u on u.id = j.created_by`;

export async function listExports(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  offset: number,
  limit: number,
): Promise<{ rows: ExportJobRow[]; total: number }> {
  const where = sql`j.organization_id = ${organizationId} and j.kind = ${REPORT_EXPORT_JOB} and j.payload->>'area' = ${area}`;
  const [rows, [count]] = await Promise.all([
    queryRows<ExportJobRow>(
      db,
      sql`${selectExports} where ${where} order by j.created_at desc, j.id desc offset ${offset} limit ${limit}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs j where ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Finished exports, newest first (spec §7 exportNotification). */
export async function finishedExports(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  limit: number,
): Promise<ExportJobRow[]> {
  return queryRows<ExportJobRow>(
    db,
    sql`${selectExports}
        where j.organization_id = ${organizationId} and j.kind = ${REPORT_EXPORT_JOB}
          and j.payload->>'area' = ${area} and j.status = 'succeeded'
        order by j.finished_at desc, j.id desc limit ${limit}`,
  );
}

export async function findExport(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  id: string,
): Promise<ExportJobRow | undefined> {
  const [row] = await queryRows<ExportJobRow>(
    db,
    sql`${selectExports}
        where j.id = ${id} and j.organization_id = ${organizationId} and j.kind = ${REPORT_EXPORT_JOB}
          and j.payload->>'area' = ${area}`,
  );
  return row;
}

export async function organizationName(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from organizations where id = ${organizationId}`,
  );
  return row?.name ?? '';
}
