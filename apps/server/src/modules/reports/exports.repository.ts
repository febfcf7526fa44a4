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
  /** Issue 19: the bank key (pgp_bank_keys.id) the file is encrypted to. */
  encryptTo?: string;
}

/** Issue 19: what the export job and the request need of the encryption module. */
export interface ExportEncryption {
  checkRecipient(organizationId: string, bankKeyId: string): Promise<void>;
  encryptExport(
    organizationId: string,
    bankKeyId: string,
    data: Uint8Array,
    fileName: string,
  ): Promise<Uint8Array>;
}

export interface ExportResult {
  file: string;
  sizeBytes: number;
  rows: number;
  /** Set by the retention rule when it removed the file. */
  expiredAt?: string;
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
          and j.payload->>'area' = ${area} and j.status = 'succeeded' and j.result->>'expiredAt' is null
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

/** The job kind of the retention rule: removes old export files, then schedules its next run. */
export const EXPORT_RETENTION_JOB = 'export-retention';

/** Succeeded exports of every organisation that finished before `before` and still have their file. */
export function exportsToExpire(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<{ id: string; organization_id: string; file: string }[]> {
  return queryRows(
    db,
    sql`select j.id, j.organization_id, j.result->>'file' as file from jobs j
         where j.kind = ${REPORT_EXPORT_JOB} and j.status = 'succeeded' and j.finished_at < ${before.toISOString()}::timestamptz
           and j.result->>'file' is not null and j.result->>'expiredAt' is null
         order by j.finished_at limit ${limit}`,
  );
}

/**
 * Of these file names in an organisation's folder, those an export still stands behind: named as the
 * result of one of its exports, or temporary files of an export job that is queued or running.
 */
export async function exportFilesInUse(
  db: DbOrTx,
  organizationId: string,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const jobIds = names.filter((n) => n.endsWith('.tmp')).map((n) => n.slice(0, 36));
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select j.result->>'file' as name from jobs j
         where j.kind = ${REPORT_EXPORT_JOB} and j.organization_id = ${organizationId}
           and j.result->>'file' = any(${sql.param([...names])}::text[])
        union all
        select j.id::text as name from jobs j
         where j.kind = ${REPORT_EXPORT_JOB} and j.organization_id = ${organizationId}
           and j.status in ('queued', 'running') and j.id::text = any(${sql.param(jobIds)}::text[])`,
  );
  const used = new Set(rows.map((r) => r.name));
  return new Set(names.filter((n) => used.has(n) || (n.endsWith('.tmp') && used.has(n.slice(0, 36)))));
}

/** Marks an export expired: listed still, with when its file was removed. */
export async function markExpired(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.execute(
    sql`update jobs set result = result || jsonb_build_object('expiredAt', ${at.toISOString()}::text)
         where id = ${id} and kind = ${REPORT_EXPORT_JOB}`,
  );
}

/** True when a retention run is waiting (one chain of runs, not one per export; a running one queues its successor). */
export async function retentionScheduled(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where kind = ${EXPORT_RETENTION_JOB} and status = 'queued'`,
  );
  return (row?.n ?? 0) > 0;
}
