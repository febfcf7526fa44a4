import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
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
export const EWA_STATEMENT_IMPORT_JOB = 'ewa-bank-statement-import';

/**
 * Bank statements (BAI2, camt, OFX, NACHA, CSV) into bank_transactions, with their balances, for the bank
 * accounts of one area: a line of another area's account is a line error (import it in that area).
 */
export function statementAdapterFor(area: LedgerArea, jobKind: string): StagedImportAdapter {
  return {
    jobKind,
    kind: 'statement',
    table: BANK_TRANSACTIONS,
    damagedReason: 'the file is damaged or ends early; see the errors',
    async open(db, row, sink) {
      const accounts = await bankRecReader.bankAccounts(db, row.organizationId);
      return readStatement(row, new Map(accounts.map((a) => [a.accountId, a.area])), area, sink);
    },
    async unimportBlockers(conn, organizationId, importId) {
      return {
        blockedBy: await laterImportOf(conn, BANK_TRANSACTIONS, organizationId, importId),
        notOpen: 0,
      };
    },
    async revert(conn, organizationId, importId) {
      const blockedBy = await laterImportOf(conn, BANK_TRANSACTIONS, organizationId, importId);
      if (blockedBy) return { deleted: 0, restored: 0, blockedBy, notOpen: 0 };
      const reverted = await revertRows(conn, BANK_TRANSACTIONS, organizationId, importId);
      await deleteBalances(conn, organizationId, importId);
      return { ...reverted, blockedBy: null, notOpen: 0 };
    },
  };
}

/** Bank reconciliation's statements (job kind 'bank-statement-import', as stored since issue 5). */
export const statementAdapter = statementAdapterFor('bankRec', STATEMENT_IMPORT_JOB);

/** The account's area's message for a line that belongs there. */
const otherAreaMessage = (accountNumber: string, accountArea: LedgerArea) =>
  `Account ${accountNumber} belongs to ${ledgerArea(accountArea).labels.area}; import it there.`;

function readStatement(
  row: { id: string; organizationId: string; fileName: string; options: Record<string, unknown> },
  accountAreas: Map<string, LedgerArea>,
  area: LedgerArea,
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
  // Accounts of the other area the file named; when they are all it named, the log says so.
  const otherAreas = new Set<LedgerArea>();
  let ours = 0;
  const lines = {
    row: (r: StatementRow) => {
      const accountArea = accountAreas.get(r.accountNumber);
      if (accountArea === area) {
        ours++;
        sink.row(stageValues(r));
        return;
      }
      if (accountArea) {
        otherAreas.add(accountArea);
        sink.issue({
          line: r.line,
          severity: 'error',
          code: 'OTHER_AREA_ACCOUNT',
          message: otherAreaMessage(r.accountNumber, accountArea),
        });
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
      if (accountAreas.get(b.accountNumber) === area) balances.push(b);
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
      const [otherArea] = otherAreas;
      return {
        format,
        aborted: summary.aborted,
        ...(ours === 0 && otherArea
          ? {
              nothingStagedReason: `the file's accounts belong to ${ledgerArea(otherArea).labels.area}, not this one; import it there`,
            }
          : {}),
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
