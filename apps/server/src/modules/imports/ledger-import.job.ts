import { canonicalTransactionType, counted, isReservedRecType, resolveAccount } from '@clearline/domain';
import {
  createLedgerFileParser,
  type LedgerFileRow,
  type LedgerFileSummary,
  type ParseIssue,
} from '@clearline/domain/statements';
import { eq } from 'drizzle-orm';
import { bankRecClients } from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import { logInternalFailure } from '../../platform/job-failure';
import type { JobHandler, JobRow } from '../../platform/jobs';
import { loadLedgerConfig } from '../bank-rec/index';
import type { FileStore } from './file-store';
import { completedMessage, failedMessage, internalFailureMessage } from './import-messages';
import type { ImportedHook } from './import-outcome';
import { FailedImport, finish, progressNotifier, recordOutcome } from './import-outcome';
import * as repo from './imports.repository';
import { createLedgerStage, LEDGER_STAGE_COLUMNS, mergeLedgerStage } from './ledger-merge';
import { dropStage, stageTableName } from './statement-merge';

export const LEDGER_IMPORT_JOB = 'bank-ledger-import';
const MAX_STORED_ISSUES = 5000;

interface ParsedLedger {
  summary: LedgerFileSummary;
  staged: number;
  issues: ParseIssue[];
}

/**
 * Imports a ledger (book side) CSV: every line is checked against the organisation's customers, accounts
 * and transaction codes; good lines are staged and merged into the ledger in one transaction.
 */
export function ledgerImportJob(ctx: AppContext, files: FileStore, onImported: ImportedHook): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(job) {
      const importId = String(job.payload.importId);
      const row = await repo.findImport(ctx.db, job.organizationId ?? '', importId);
      if (row?.status !== 'In Progress') return { skipped: true };
      const stage = stageTableName(importId);
      const notify = progressNotifier(ctx, row);
      try {
        const parsed = await ctx.database.bulk((conn) => stageLedger(ctx, files, row, conn, stage, notify), {
          transaction: false,
        });
        const outcome = {
          format: 'ledger-csv',
          issues: parsed.issues,
          summary: { totalMinor: parsed.summary.totalMinor },
        };
        try {
          const result = await ctx.database.bulk(
            async (conn) => {
              const { inserted, updated, lockedLines } = await mergeLedgerStage(
                conn,
                stage,
                row.organizationId,
                row.id,
                row.createdBy,
              );
              for (const line of lockedLines) {
                outcome.issues.push({
                  line,
                  severity: 'warning',
                  code: 'LEDGER_ENTRY_LOCKED',
                  message:
                    'The entry of this line is matched, a reconciling item or void; the file did not change it.',
                });
              }
              const warnings = outcome.issues.filter((i) => i.severity === 'warning').length;
              const errors = outcome.issues.filter((i) => i.severity === 'error').length;
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
                    : 'the file cannot be read; see the errors';
                throw new FailedImport(failedMessage(reason), {
                  ...counts,
                  imported: 0,
                  updated: 0,
                  unchanged: 0,
                });
              }
              const msg = completedMessage(counts);
              await recordOutcome(conn, row, outcome, 'Completed', msg, counts);
              return { msg, counts };
            },
            { transaction: true },
          );
          await finish(
            ctx,
            row,
            'Completed',
            result.msg,
            result.counts.warnings + result.counts.errors > 0,
            result.counts,
            {},
            false,
          );
          return { status: 'Completed', ...result.counts };
        } catch (error) {
          if (!(error instanceof FailedImport)) throw error;
          await ctx.database.bulk(
            (conn) => recordOutcome(conn, row, outcome, 'Failed', error.msg, error.counts),
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
      const row = await repo.findImport(ctx.db, job.organizationId ?? '', String(job.payload.importId));
      if (row?.status === 'In Progress') {
        logInternalFailure(ctx.log, job, { importId: row.id, fileName: row.fileName });
        await finish(ctx, row, 'Failed', internalFailureMessage(job), true, repo.emptyCounts(), {});
      }
    },
  };
}

async function stageLedger(
  ctx: AppContext,
  files: FileStore,
  row: repo.ImportRow,
  conn: BulkConnection,
  stage: string,
  notify: (percent: number) => void,
): Promise<ParsedLedger> {
  const { config } = await loadLedgerConfig(ctx.db, row.organizationId);
  const clients = await ctx.db
    .select({ coId: bankRecClients.coId })
    .from(bankRecClients)
    .where(eq(bankRecClients.organizationId, row.organizationId));
  const known = new Set(clients.map((c) => c.coId));
  const issues: ParseIssue[] = [];
  const addIssue = (issue: ParseIssue) => {
    if (issues.length < MAX_STORED_ISSUES) issues.push(issue);
  };
  let pending: LedgerFileRow[] = [];
  const parser = createLedgerFileParser({ row: (r) => pending.push(r), issue: addIssue });
  await createLedgerStage(conn, stage);
  const writer = conn.writer(stage, [...LEDGER_STAGE_COLUMNS]);
  let readBytes = 0;
  const flush = async () => {
    for (const r of pending) {
      const values = checkAgainstConfig(r, config, known, addIssue);
      if (values) await writer.write(values);
    }
    pending = [];
  };
  for await (const chunk of files.open(row.sha256)) {
    parser.push(chunk as Buffer);
    readBytes += (chunk as Buffer).length;
    await flush();
    notify(Math.min(95, Math.floor((readBytes / Math.max(1, row.sizeBytes)) * 95)));
  }
  const summary = parser.end();
  await flush();
  const staged = await writer.end();
  return { summary, staged, issues };
}

type Config = Awaited<ReturnType<typeof loadLedgerConfig>>['config'];

/** The line's customer, account and transaction type must exist; returns the stage row or null. */
function checkAgainstConfig(
  r: LedgerFileRow,
  config: Config,
  clients: Set<string>,
  issue: (i: ParseIssue) => void,
): (string | number | boolean)[] | null {
  const fail = (code: string, message: string) => {
    issue({ line: r.line, severity: 'error', code, message });
    return null;
  };
  if (!clients.has(r.coId))
    return fail('LEDGER_UNKNOWN_CUSTOMER', `Customer '${r.coId}' is not in the Customer List; add it first.`);
  const account = resolveAccount(config, r.account);
  if (!account)
    return fail('LEDGER_UNKNOWN_ACCOUNT', `Account '${r.account}' is not a configured ledger account.`);
  let transactionType = '';
  if (r.transactionType) {
    const known = canonicalTransactionType(config.transactionCodes, r.transactionType);
    if (!known)
      return fail('LEDGER_UNKNOWN_TYPE', `Transaction type '${r.transactionType}' is not a configured code.`);
    transactionType = known;
  }
  if (r.recType && isReservedRecType(r.recType)) {
    return fail(
      'LEDGER_RESERVED_REC_TYPE',
      `Reconciling type '${r.recType}' is assigned by the system, not by a file.`,
    );
  }
  const isTax = account.ledger.trim().toLowerCase() === 'tax';
  const reconciling = r.manualCheck && r.recType !== '';
  return [
    r.rowKey,
    r.line,
    r.checkNo,
    r.details,
    r.amountMinor,
    r.transactionDate,
    r.coId,
    account.ledger,
    transactionType,
    isTax ? r.taxType : '',
    account.accountName,
    account.ledgerId,
    account.accountId,
    r.manualCheck,
    r.manualCheck ? r.recType : '',
    isTax ? r.taxCode : '',
    r.quarter,
    reconciling ? 'reconciling' : 'open',
  ];
}
