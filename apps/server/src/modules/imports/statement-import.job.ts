import { counted } from '@clearline/domain';
import {
  type AnyParserOptions,
  createStatementParser,
  type DetectedFormat,
  detectFormat,
  type ParseIssue,
  type StatementBalance,
  type StatementRow,
  type StatementSummary,
} from '@clearline/domain/statements';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import { logInternalFailure } from '../../platform/job-failure';
import type { JobHandler, JobRow } from '../../platform/jobs';
import type { FileStore } from './file-store';
import { completedMessage, failedMessage, internalFailureMessage, invalidMessage } from './import-messages';
import type { ImportedHook } from './import-outcome';
import { FailedImport, finish, progressNotifier, recordOutcome } from './import-outcome';
import * as repo from './imports.repository';
import { createStage, dropStage, mergeStage, STAGE_COLUMNS, stageTableName } from './statement-merge';

export const STATEMENT_IMPORT_JOB = 'bank-statement-import';
/** Issues kept per file; a garbage file could otherwise report one per line for millions of lines. */
const MAX_STORED_ISSUES = 5000;

interface ParsedFile {
  format: DetectedFormat;
  summary: StatementSummary;
  staged: number;
  issues: ParseIssue[];
  balances: StatementBalance[];
}

/**
 * Parses a stored statement file into a per-import stage table, then merges it into bank_transactions
 * in one transaction with the balances, the line issues and the import's final status. A crash before
 * that transaction leaves no rows; the job is retried (its stage table is rebuilt from the file).
 */
export function statementImportJob(ctx: AppContext, files: FileStore, onImported: ImportedHook): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(job) {
      const importId = String(job.payload.importId);
      const organizationId = job.organizationId ?? '';
      const row = await repo.findImport(ctx.db, organizationId, importId);
      if (row?.status !== 'In Progress') return { skipped: true };
      const notify = progressNotifier(ctx, row);
      const stage = stageTableName(importId);
      try {
        const parsed = await ctx.database.bulk(
          (conn) => parseIntoStage(ctx, files, row, conn, stage, notify),
          {
            transaction: false,
          },
        );
        if (!parsed) {
          await finish(ctx, row, 'Failed', invalidMessage(), true, repo.emptyCounts(), {});
          return { status: 'Failed' };
        }
        try {
          const result = await ctx.database.bulk((conn) => commit(conn, row, parsed, stage), {
            transaction: true,
          });
          await finish(ctx, row, result.status, result.msg, result.errorFlag, result.counts, {}, false);
          return { status: result.status, ...result.counts };
        } catch (error) {
          if (!(error instanceof FailedImport)) throw error;
          // The merge was rolled back: no row of the file stays. Keep the line issues for the error page.
          await ctx.database.bulk(
            (conn) => recordOutcome(conn, row, outcomeOf(parsed), 'Failed', error.msg, error.counts),
            {
              transaction: true,
            },
          );
          await finish(ctx, row, 'Failed', error.msg, true, error.counts, {}, false);
          return { status: 'Failed' };
        }
      } finally {
        await ctx.database.bulk((conn) => dropStage(conn, stage), { transaction: false });
      }
    },
    async onFinished(job: JobRow) {
      if (
        job.status === 'succeeded' &&
        job.result?.status === 'Completed' &&
        job.payload.autoMatch !== false
      ) {
        await onImported(job.organizationId ?? '', String(job.payload.importId), job.createdBy);
      }
      if (job.status !== 'failed') return;
      // The job itself failed (not the file): record why on the import so the user sees it.
      const importId = String(job.payload.importId);
      const row = await repo.findImport(ctx.db, job.organizationId ?? '', importId);
      if (row?.status === 'In Progress') {
        logInternalFailure(ctx.log, job, { importId: row.id, fileName: row.fileName });
        await finish(ctx, row, 'Failed', internalFailureMessage(job), true, repo.emptyCounts(), {});
      }
    },
  };
}

async function parseIntoStage(
  ctx: AppContext,
  files: FileStore,
  row: repo.ImportRow,
  conn: BulkConnection,
  stage: string,
  notify: (percent: number) => void,
): Promise<ParsedFile | null> {
  const options = row.options as {
    format?: DetectedFormat;
    accountId?: string;
    profile?: AnyParserOptions['profile'];
  };
  const known = await repo.bankAccountNumbers(ctx.db, row.organizationId);
  const issues: ParseIssue[] = [];
  const balances: StatementBalance[] = [];
  let pending: StatementRow[] = [];
  let format: DetectedFormat | null = options.format ?? null;
  let parser: ReturnType<typeof createStatementParser> | null = null;
  let writer: ReturnType<BulkConnection['writer']> | null = null;
  let readBytes = 0;

  const addIssue = (issue: ParseIssue) => {
    if (issues.length < MAX_STORED_ISSUES) issues.push(issue);
  };
  const sink = {
    row: (r: StatementRow) => {
      if (!known.has(r.accountNumber)) {
        addIssue({
          line: r.line,
          severity: 'error',
          code: 'UNKNOWN_ACCOUNT',
          message: `Account '${r.accountNumber}' is not a bank account of this organisation; the line was not imported.`,
        });
        return;
      }
      pending.push(r);
    },
    balance: (b: StatementBalance) => {
      if (known.has(b.accountNumber)) balances.push(b);
    },
    issue: addIssue,
  };

  await createStage(conn, stage);
  for await (const chunk of files.open(row.sha256)) {
    const bytes = chunk as Buffer;
    if (!parser) {
      format ??= detectFormat(bytes.subarray(0, 8192), row.fileName);
      if (!format) return null;
      parser = createStatementParser(format, sink, {
        ...(options.accountId ? { accountNumber: options.accountId } : {}),
        ...(options.profile ? { profile: options.profile } : {}),
      });
      writer = conn.writer(stage, [...STAGE_COLUMNS]);
    }
    parser.push(bytes);
    readBytes += bytes.length;
    for (const r of pending) await writer?.write(stageValues(r));
    pending = [];
    notify(Math.min(95, Math.floor((readBytes / Math.max(1, row.sizeBytes)) * 95)));
  }
  if (!parser || !writer || !format) return null;
  const summary = parser.end();
  for (const r of pending) await writer.write(stageValues(r));
  const staged = await writer.end();
  return { format, summary, staged, issues, balances };
}

function stageValues(r: StatementRow): (string | number | null)[] {
  return [
    r.accountNumber,
    r.rowKey,
    r.valueDate,
    r.bookingDate ?? null,
    r.amountMinor,
    r.currency,
    r.typeCode,
    r.bankReference,
    r.customerReference,
    r.text,
    r.status,
    JSON.stringify(r.extra),
    r.line,
  ];
}

async function commit(conn: BulkConnection, row: repo.ImportRow, parsed: ParsedFile, stage: string) {
  const { inserted, updated } = await mergeStage(conn, stage, row.organizationId, row.id);
  const warnings = parsed.issues.filter((i) => i.severity === 'warning').length;
  const errors = parsed.issues.filter((i) => i.severity === 'error').length;
  const counts = {
    imported: inserted,
    updated,
    unchanged: parsed.staged - inserted - updated,
    warnings,
    errors,
  };
  if (parsed.staged === 0 || parsed.summary.aborted) {
    const reason =
      parsed.staged === 0
        ? `no line of the file could be imported (${counted(errors, 'error')})`
        : 'the file is damaged or ends early; see the errors';
    // Thrown to roll the merge back: nothing of a failed file stays.
    throw new FailedImport(failedMessage(reason), { ...counts, imported: 0, updated: 0, unchanged: 0 });
  }
  const writeBalances = conn.writer('bank_statement_balances', [
    'organization_id',
    'account_id',
    'import_id',
    'date',
    'kind',
    'code',
    'amount_minor',
    'currency',
  ]);
  for (const b of parsed.balances) {
    await writeBalances.write([
      row.organizationId,
      b.accountNumber,
      row.id,
      b.date,
      b.kind,
      b.code,
      b.amountMinor,
      b.currency,
    ]);
  }
  await writeBalances.end();
  const msg = completedMessage(counts);
  await recordOutcome(conn, row, outcomeOf(parsed), 'Completed', msg, counts);
  return { status: 'Completed' as const, msg, errorFlag: warnings + errors > 0, counts };
}

function outcomeOf(parsed: ParsedFile) {
  return {
    format: parsed.format,
    issues: parsed.issues,
    summary: {
      fileId: parsed.summary.fileId ?? null,
      correction: parsed.summary.correction,
      accounts: parsed.summary.accounts,
    },
  };
}
