import { ledgerArea } from '@clearline/domain/areas';
import type { ImportCounts } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { JobContext } from '../../../platform/jobs';
import { audit } from '../../audit/index';
import * as repo from '../imports.repository';

/** How an import ends, for every kind of file: its final state, its audit entry, the uploader's events. */

const PROGRESS_EVERY_MS = 500;

export const emptyCounts = (): ImportCounts => ({
  imported: 0,
  updated: 0,
  unchanged: 0,
  warnings: 0,
  errors: 0,
});

/** Thrown inside the merge transaction to roll it back: nothing of a failed file stays. */
export class FailedImport extends Error {
  constructor(
    readonly msg: string,
    readonly counts: ImportCounts,
  ) {
    super(msg);
  }
}

export interface FinishOptions {
  status: 'Completed' | 'Failed';
  msg: string;
  errorFlag: boolean;
  counts?: ImportCounts;
  summary?: Record<string, unknown>;
  /**
   * The merge's transaction (or the one after its roll-back) already stored the outcome with the line
   * issues: only the uploader is told. Otherwise the state and its audit entry are written here.
   */
  recorded?: boolean;
}

/** Records the end of an import outside the merge transaction and tells the uploader's open tabs. */
export async function finish(ctx: AppContext, row: repo.ImportRow, options: FinishOptions): Promise<void> {
  const { status, msg, errorFlag } = options;
  if (!options.recorded) {
    await repo.updateImport(ctx.db, row.organizationId, row.id, {
      status,
      msg,
      errorFlag,
      counts: options.counts ?? emptyCounts(),
      summary: options.summary ?? {},
      progress: 100,
      finishedAt: ctx.now(),
    });
    await audit.record(ctx.db, {
      organizationId: row.organizationId,
      actorUserId: row.createdBy,
      action: status === 'Failed' ? 'import.failed' : 'import.completed',
      entityType: 'import',
      entityId: row.id,
      details: { fileName: row.fileName, msg },
    });
  }
  if (row.createdBy) {
    ctx.realtime.toUser(row.createdBy, row.organizationId, statusEventOf(row), {
      importId: row.id,
      fileName: row.fileName,
      status,
      msg,
      errorFlag,
      progress: 100,
    });
  }
}

/**
 * Reports how far the file is read, at most every half second: on the job (the job context's progress),
 * on the import row (the status endpoint) and to the uploader's open tabs.
 */
export function progressReporter(
  ctx: AppContext,
  row: repo.ImportRow,
  job: Pick<JobContext, 'progress'>,
): (percent: number) => void {
  let last = 0;
  return (percent) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    // Not awaited: the file is read on while the figure is written; a lost figure is not worth a stop.
    void job.progress(percent).catch(() => undefined);
    void repo.updateImport(ctx.db, row.organizationId, row.id, { progress: percent }).catch(() => undefined);
    if (!row.createdBy) return;
    ctx.realtime.toUser(row.createdBy, row.organizationId, statusEventOf(row), {
      importId: row.id,
      fileName: row.fileName,
      status: 'In Progress',
      msg: `${row.fileName}: In Progress`,
      errorFlag: false,
      progress: percent,
    });
  };
}

/** The uploader's event of the import's area: `showStatus` (bank-rec) or `showEwaStatus` (employer funds). */
const statusEventOf = (row: repo.ImportRow) => ledgerArea(row.area).importStatusEvent;

/** Called after an import committed (auto-match then runs over what it brought). */
export type ImportedHook = (organizationId: string, importId: string, userId: string | null) => Promise<void>;
