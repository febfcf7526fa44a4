import { counted } from '@clearline/domain';
import type { ParseIssue } from '@clearline/domain/statements';
import type { ImportArea, ImportCounts } from '../../../db/schema/index';
import type { BulkConnection } from '../../../platform/bulk';
import type { AppContext } from '../../../platform/context';
import { periodLockedError } from '../../../platform/errors';
import type { FileStore } from '../../../platform/file-store';
import { logInternalFailure } from '../../../platform/job-failure';
import type { JobContext, JobHandler, JobRow } from '../../../platform/jobs';
import { audit } from '../../audit/index';
import { completedMessage, failedMessage, internalFailureMessage, invalidMessage } from '../import-messages';
import * as repo from '../imports.repository';
import type { FileSummary, StagedImportAdapter, StagedRun, StageValue } from './adapter';
import { emptyCounts, FailedImport, finish, type ImportedHook, progressReporter } from './finish';
import { storeOutcome, writeIssues } from './outcome.repository';
import { createStage, dropStage, stageTableName } from './stage.repository';
import { copyColumns } from './staged-table';
import { type FileOpener, type ImportSource, importSource } from './unwrap';

/** Told once an import ended (completed or failed); it logs its own faults. */
export type EndedHook = (organizationId: string, importId: string) => Promise<void>;

/** Issues kept per file; a garbage file could otherwise report one per line for millions of lines. */
const MAX_STORED_ISSUES = 5000;

interface StagedFile {
  run: StagedRun;
  file: FileSummary;
  staged: number;
  issues: ParseIssue[];
}

/**
 * The one staged-import pipeline. A stored file is read into a per-import stage table outside any
 * transaction (PGlite's single connection is not held for the whole parse), then merged into its table
 * in one transaction with the line issues, the import's final status and its audit entry: the file's
 * rows appear all together or not at all. A crash (or a stop of the job runner) before that transaction
 * leaves no rows; the job is retried and rebuilds its stage from the file.
 */
export function stagedImportJob(
  ctx: AppContext,
  files: FileStore,
  area: ImportArea,
  adapter: StagedImportAdapter,
  onImported: ImportedHook,
  onEnded: EndedHook = async () => undefined,
  opener?: FileOpener,
): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(job, jobCtx) {
      const result = await runImport(ctx, files, area, adapter, job, jobCtx, opener);
      // What follows a committed file (its auto-match) is queued by the job itself, before the job is
      // marked done: a process killed after the merge committed has its job retried, which finds the
      // file imported and queues it then (twice at worst, which is harmless: a run reads what is still
      // open). Queued after the job's end, it was lost when the process died in between (issue 18).
      if (result.status === 'Completed' && job.payload.autoMatch !== false) {
        await onImported(job.organizationId ?? '', String(job.payload.importId), job.createdBy).catch(
          (error) => jobCtx.log.warn({ err: error, jobId: job.id }, 'what follows an import was not queued'),
        );
      }
      // Issue 19: whoever listens (the agents module) hears that the file ended, either way.
      if (result.status === 'Completed' || result.status === 'Failed')
        await onEnded(job.organizationId ?? '', String(job.payload.importId));
      return result;
    },
    async onFinished(job: JobRow) {
      const organizationId = job.organizationId ?? '';
      const importId = String(job.payload.importId);
      if (job.status !== 'failed') return;
      // The job itself failed (not the file): record why on the import so the user sees it.
      const row = await repo.findImport(ctx.db, organizationId, area, importId);
      if (row?.status === 'In Progress') {
        logInternalFailure(ctx.log, job, { importId: row.id, fileName: row.fileName });
        await finish(ctx, row, { status: 'Failed', msg: internalFailureMessage(job), errorFlag: true });
        await onEnded(organizationId, importId);
      }
    },
  };
}

async function runImport(
  ctx: AppContext,
  files: FileStore,
  area: ImportArea,
  adapter: StagedImportAdapter,
  job: JobRow,
  jobCtx: JobContext,
  opener: FileOpener | undefined,
): Promise<Record<string, unknown>> {
  const found = await repo.findImport(ctx.db, job.organizationId ?? '', area, String(job.payload.importId));
  // Already ended: an earlier attempt's process died after the merge committed, before the job was marked
  // done. Its status is answered so the job still queues the auto-match a completed import is owed.
  if (found?.status !== 'In Progress') return { skipped: true, status: found?.status ?? 'missing' };
  // Issue 19: an OpenPGP file is opened first; one that cannot be is refused before anything is staged.
  const source = await importSource(files, found, opener);
  if ('refused' in source) {
    await finish(ctx, found, { status: 'Failed', msg: failedMessage(source.refused), errorFlag: true });
    return { status: 'Failed' };
  }
  if (source.pgp) await repo.updateImport(ctx.db, found.organizationId, found.id, { pgp: source.pgp });
  const row = { ...found, pgp: source.pgp };
  const stage = stageTableName(row.id);
  const progress = progressReporter(ctx, row, jobCtx);
  try {
    const staged = await ctx.database.bulk(
      (conn) => stageFile(ctx, source, adapter, row, conn, stage, progress, jobCtx.signal),
      { transaction: false },
    );
    if (!staged) {
      const msg = (adapter.invalidMessage ?? invalidMessage)();
      await finish(ctx, row, { status: 'Failed', msg, errorFlag: true });
      return { status: 'Failed' };
    }
    return await commit(ctx, adapter, row, staged, stage);
  } finally {
    await ctx.database.bulk((conn) => dropStage(conn, stage), { transaction: false });
  }
}

/** Reads the stored file into the stage; null when it is not a file of the adapter's kind. */
async function stageFile(
  ctx: AppContext,
  source: Exclude<ImportSource, { refused: string }>,
  adapter: StagedImportAdapter,
  row: repo.ImportRow,
  conn: BulkConnection,
  stage: string,
  progress: (percent: number) => void,
  signal: AbortSignal,
): Promise<StagedFile | null> {
  const issues: ParseIssue[] = [];
  let pending: (readonly StageValue[])[] = [];
  // The parsers see the bank file's own name ('stmt.bai', not 'stmt.bai.pgp') for format detection.
  const run = await adapter.open(
    ctx.db,
    { ...row, fileName: source.fileName },
    {
      row: (values) => pending.push(values),
      issue: (issue) => {
        if (issues.length < MAX_STORED_ISSUES) issues.push(issue);
      },
    },
  );
  await createStage(conn, adapter.table, stage);
  const writer = conn.writer(stage, copyColumns(adapter.table));
  const flush = async () => {
    for (const values of pending) await writer.write(values);
    pending = [];
  };
  let readable = true;
  let readBytes = 0;
  try {
    for await (const chunk of source.chunks()) {
      // A stopping runner: give up between chunks (nothing is committed yet; the job is retried).
      signal.throwIfAborted();
      const bytes = chunk as Buffer;
      if (!run.push(bytes)) {
        readable = false;
        break;
      }
      readBytes += bytes.length;
      await flush();
      progress(Math.min(95, Math.floor((readBytes / Math.max(1, source.sizeBytes)) * 95)));
    }
  } catch (error) {
    // Close the COPY so the connection goes back to the pool usable; the stage is dropped anyway.
    await writer.end().catch(() => undefined);
    throw error;
  }
  const file = readable ? run.end() : null;
  if (file) await flush();
  const staged = await writer.end();
  return file ? { run, file, staged, issues } : null;
}

async function commit(
  ctx: AppContext,
  adapter: StagedImportAdapter,
  row: repo.ImportRow,
  staged: StagedFile,
  stage: string,
): Promise<Record<string, unknown>> {
  const { file, issues } = staged;
  try {
    const parseErrors = issues.filter((i) => i.severity === 'error').length;
    if (adapter.rejectsFilesWithErrors && parseErrors > 0 && !file.aborted) {
      // All-or-nothing: nothing is merged; the lines to fix are on the error page.
      throw new FailedImport(
        failedMessage(
          `${counted(parseErrors, 'line error')} in the file, so nothing of it was imported; fix them and upload it again`,
        ),
        { ...emptyCounts(), errors: parseErrors, warnings: issues.length - parseErrors },
      );
    }
    const result = await ctx.database.bulk(
      async (conn) => {
        const merged = await staged.run.merge(conn, stage);
        // One by one: a spread of a few hundred thousand locked lines would overflow the call stack.
        for (const issue of merged.issues) issues.push(issue);
        const warnings = issues.filter((i) => i.severity === 'warning').length;
        const errors = issues.filter((i) => i.severity === 'error').length;
        const counts = {
          imported: merged.inserted,
          updated: merged.updated,
          unchanged: staged.staged - merged.inserted - merged.updated,
          warnings,
          errors,
        };
        if (staged.staged === 0 || file.aborted) {
          const reason =
            staged.staged === 0
              ? (file.nothingStagedReason ??
                `no line of the file could be imported (${counted(errors, 'error')})`)
              : adapter.damagedReason;
          // Thrown to roll the merge back: nothing of a failed file stays.
          throw new FailedImport(failedMessage(reason), { ...counts, imported: 0, updated: 0, unchanged: 0 });
        }
        const msg = completedMessage(counts);
        await recordOutcome(conn, row, staged, 'Completed', msg, counts);
        return { msg, counts };
      },
      { transaction: true },
    );
    const { msg, counts } = result;
    const errorFlag = counts.warnings + counts.errors > 0;
    await finish(ctx, row, { status: 'Completed', msg, errorFlag, counts, recorded: true });
    return { status: 'Completed', ...counts };
  } catch (caught) {
    const error = caught instanceof FailedImport ? caught : lockedMonthFailure(caught, staged);
    if (!error) throw caught;
    // The merge was rolled back: no row of the file stays. Keep the line issues for the error page.
    await ctx.database.bulk((conn) => recordOutcome(conn, row, staged, 'Failed', error.msg, error.counts), {
      transaction: true,
    });
    await finish(ctx, row, {
      status: 'Failed',
      msg: error.msg,
      errorFlag: true,
      counts: error.counts,
      recorded: true,
    });
    return { status: 'Failed' };
  }
}

/**
 * A file whose lines fall in a locked (certified) month: the database refused the merge whole, and the
 * person reads which month and how to reopen it instead of an internal error retried three times.
 */
function lockedMonthFailure(error: unknown, staged: StagedFile): FailedImport | undefined {
  const locked = periodLockedError(error);
  if (!locked) return undefined;
  const errors = staged.issues.filter((i) => i.severity === 'error').length;
  return new FailedImport(failedMessage(`${locked.message} Nothing of the file was imported`), {
    ...emptyCounts(),
    errors,
    warnings: staged.issues.length - errors,
  });
}

/** Line issues, the import's final state and its audit entry, in the caller's transaction. */
async function recordOutcome(
  conn: BulkConnection,
  row: repo.ImportRow,
  staged: StagedFile,
  status: 'Completed' | 'Failed',
  msg: string,
  counts: ImportCounts,
): Promise<void> {
  await writeIssues(conn, row.id, staged.issues);
  await storeOutcome(conn, row, {
    status,
    msg,
    errorFlag: status === 'Failed' || counts.warnings + counts.errors > 0,
    counts,
    summary: staged.file.summary,
    format: staged.file.format,
  });
  await audit.record(conn, {
    organizationId: row.organizationId,
    actorUserId: row.createdBy,
    action: status === 'Completed' ? 'import.completed' : 'import.failed',
    entityType: 'import',
    entityId: row.id,
    details: { fileName: row.fileName, sha256: row.sha256, counts, ...(row.pgp ? { pgp: row.pgp } : {}) },
  });
}
