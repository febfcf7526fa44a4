import {
  type AnyParserOptions,
  createStatementParser,
  type DetectedFormat,
  detectFormat,
  type StatementBalance,
  type StatementRow,
} from '@clearline/domain/statements';
import { bankRecReader } from '../bank-rec/index';
import type { StagedImportAdapter, StagedRun, StageSink, StageValue } from './pipeline/adapter';
import { laterImportOf, revertRows } from './pipeline/stage.repository';
import {
  BANK_TRANSACTIONS,
  deleteBalances,
  mergeStatementStage,
  writeBalances,
} from './statement-stage.repository';

export const STATEMENT_IMPORT_JOB = 'bank-statement-import';

/** Bank statements (BAI2, camt, OFX, NACHA, CSV) into bank_transactions, with their balances. */
export const statementAdapter: StagedImportAdapter = {
  jobKind: STATEMENT_IMPORT_JOB,
  kind: 'statement',
  table: BANK_TRANSACTIONS,
  damagedReason: 'the file is damaged or ends early; see the errors',
  async open(db, row, sink) {
    const accounts = await bankRecReader.bankAccounts(db, row.organizationId);
    const known = new Set(accounts.map((a) => a.accountId));
    return readStatement(row, known, sink);
  },
  async unimportBlockers(conn, organizationId, importId) {
    return { blockedBy: await laterImportOf(conn, BANK_TRANSACTIONS, organizationId, importId), notOpen: 0 };
  },
  async revert(conn, organizationId, importId) {
    const blockedBy = await laterImportOf(conn, BANK_TRANSACTIONS, organizationId, importId);
    if (blockedBy) return { deleted: 0, restored: 0, blockedBy, notOpen: 0 };
    const reverted = await revertRows(conn, BANK_TRANSACTIONS, organizationId, importId);
    await deleteBalances(conn, organizationId, importId);
    return { ...reverted, blockedBy: null, notOpen: 0 };
  },
};

function readStatement(
  row: { id: string; organizationId: string; fileName: string; options: Record<string, unknown> },
  known: Set<string>,
  sink: StageSink,
): StagedRun {
  const options = row.options as {
    format?: DetectedFormat;
    accountId?: string;
    profile?: AnyParserOptions['profile'];
  };
  const balances: StatementBalance[] = [];
  let format: DetectedFormat | null = options.format ?? null;
  let parser: ReturnType<typeof createStatementParser> | null = null;
  const lines = {
    row: (r: StatementRow) => {
      if (known.has(r.accountNumber)) {
        sink.row(stageValues(r));
        return;
      }
      sink.issue({
        line: r.line,
        severity: 'error',
        code: 'UNKNOWN_ACCOUNT',
        message: `Account '${r.accountNumber}' is not a bank account of this organisation; the line was not imported.`,
      });
    },
    balance: (b: StatementBalance) => {
      if (known.has(b.accountNumber)) balances.push(b);
    },
    issue: sink.issue,
  };
  return {
    push(chunk) {
      if (!parser) {
        // The format is told by the file's first bytes (or chosen at upload).
        format ??= detectFormat(chunk.subarray(0, 8192), row.fileName);
        if (!format) return false;
        parser = createStatementParser(format, lines, {
          ...(options.accountId ? { accountNumber: options.accountId } : {}),
          ...(options.profile ? { profile: options.profile } : {}),
        });
      }
      parser.push(chunk);
      return true;
    },
    end() {
      if (!parser || !format) return null;
      const summary = parser.end();
      return {
        format,
        aborted: summary.aborted,
        summary: {
          fileId: summary.fileId ?? null,
          correction: summary.correction,
          accounts: summary.accounts,
        },
      };
    },
    async merge(conn, stage) {
      const merged = await mergeStatementStage(conn, stage, row.organizationId, row.id);
      // Rolled back with the rows when the file turns out to have failed.
      await writeBalances(conn, row.organizationId, row.id, balances);
      return { ...merged, issues: [] };
    },
  };
}

function stageValues(r: StatementRow): StageValue[] {
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
