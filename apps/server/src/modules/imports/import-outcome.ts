import { SOCKET_EVENTS } from '@clearline/contracts';
import type { ParseIssue } from '@clearline/domain/statements';
import type { ImportCounts } from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import { recordAudit } from '../audit/index';
import * as repo from './imports.repository';

/** How an import ends, shared by the statement and ledger jobs: issues, status, audit, socket events. */

const PROGRESS_EVERY_MS = 500;

export interface ParsedOutcome {
  format: string;
  issues: ParseIssue[];
  summary: Record<string, unknown>;
}

/** Line issues, the import's final state and its audit entry, in the caller's transaction. */
export async function recordOutcome(
  conn: BulkConnection,
  row: repo.ImportRow,
  parsed: ParsedOutcome,
  status: 'Completed' | 'Failed',
  msg: string,
  counts: ImportCounts,
): Promise<void> {
  const writeIssues = conn.writer('import_issues', [
    'import_id',
    'line',
    'severity',
    'code',
    'message',
    'raw',
  ]);
  for (const i of parsed.issues) {
    await writeIssues.write([row.id, i.line, i.severity, i.code, i.message, (i.raw ?? '').slice(0, 500)]);
  }
  await writeIssues.end();
  const summary = {
    fileId: parsed.summary.fileId ?? null,
    correction: parsed.summary.correction,
    accounts: parsed.summary.accounts,
  };
  await conn.query(
    `update imports set status = $2, msg = $3, error_flag = $4, counts = $5::jsonb, summary = $6::jsonb, format = $7,
       progress = 100, finished_at = now() where id = $1`,
    [
      row.id,
      status,
      msg,
      status === 'Failed' || counts.warnings + counts.errors > 0,
      JSON.stringify(counts),
      JSON.stringify(summary),
      parsed.format,
    ],
  );
  await conn.query(
    `insert into audit_log (organization_id, actor_user_id, action, entity_type, entity_id, details)
     values ($1, $2, $3, 'import', $4, $5::jsonb)`,
    [
      row.organizationId,
      row.createdBy,
      status === 'Completed' ? 'import.completed' : 'import.failed',
      row.id,
      JSON.stringify({ fileName: row.fileName, sha256: row.sha256, counts }),
    ],
  );
}

/** Thrown inside the merge transaction to roll it back: nothing of a failed file stays. */
export class FailedImport extends Error {
  constructor(
    readonly msg: string,
    readonly counts: ImportCounts,
  ) {
    super(msg);
  }
}

/** Records the end of an import outside the merge transaction and tells the uploader's open tabs. */
export async function finish(
  ctx: AppContext,
  row: repo.ImportRow,
  status: 'Completed' | 'Failed',
  msg: string,
  errorFlag: boolean,
  counts: ReturnType<typeof repo.emptyCounts>,
  summary: Record<string, unknown>,
  write = true,
): Promise<void> {
  if (write) {
    await repo.updateImport(ctx.db, row.id, {
      status,
      msg,
      errorFlag,
      counts,
      summary,
      progress: 100,
      finishedAt: ctx.now(),
    });
    await recordAudit(ctx.db, {
      organizationId: row.organizationId,
      actorUserId: row.createdBy,
      action: status === 'Failed' ? 'import.failed' : 'import.completed',
      entityType: 'import',
      entityId: row.id,
      details: { fileName: row.fileName, msg },
    });
  }
  if (row.createdBy) {
    ctx.realtime.toUser(row.createdBy, row.organizationId, SOCKET_EVENTS.showStatus, {
      importId: row.id,
      fileName: row.fileName,
      status,
      msg,
      errorFlag,
      progress: 100,
    });
  }
}

export function progressNotifier(ctx: AppContext, row: repo.ImportRow): (percent: number) => void {
  let last = 0;
  return (percent) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    void repo.updateImport(ctx.db, row.id, { progress: percent }).catch(() => undefined);
    if (!row.createdBy) return;
    ctx.realtime.toUser(row.createdBy, row.organizationId, SOCKET_EVENTS.showStatus, {
      importId: row.id,
      fileName: row.fileName,
      status: 'In Progress',
      msg: `${row.fileName}: In Progress`,
      errorFlag: false,
      progress: percent,
    });
  };
}

/** Called after an import committed (auto-match then runs over what it brought). */
export type ImportedHook = (organizationId: string, importId: string, userId: string | null) => Promise<void>;
